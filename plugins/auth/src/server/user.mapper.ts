import type { User as UserWire } from '../shared/index.ts';
import type { User } from './auth.entities.ts';

export function toUserWire(u: User): UserWire {
  return {
    _id: u.id,
    username: u.username,
    email: u.email,
    email_verified: u.emailVerified,
    created: u.createdAt.toISOString(),
    lastLogin: u.lastLogin ? u.lastLogin.toISOString() : null,
    type: u.role as UserWire['type'],
    is_super_user: u.isSuperUser,
    two_factor_enabled: u.twoFactorEnabled,
    two_factor_setup_completed: u.twoFactorSetupCompleted,
  };
}
