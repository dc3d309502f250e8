import { newId } from '@app/core/shared';
import type { MikroORM } from '@mikro-orm/postgresql';
import { validateEmail } from '../shared/index.ts';
import { OrganizationEntity, UserEntity } from './auth.entities.ts';
import { audit } from './audit.ts';
import { hashPassword } from './crypto.ts';

const BACK_OFFICE = 'Platform back office';

/** Bootstrap: creates (or promotes) a super user directly in the database. */
export async function createSuperUser(
  orm: MikroORM,
  input: { email: string; password: string; username?: string },
): Promise<{ id: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  if (validateEmail(email)) throw new Error('Invalid email');
  // Login accepts at most 30 characters.
  if (input.password.length < 8 || input.password.length > 30)
    throw new Error('Password must be from 8 to 30 characters long');
  const em = orm.em.fork();
  const passwordHash = await hashPassword(input.password);
  const existing = await em.findOne(UserEntity, { email, deletedAt: null }, { filters: false });
  if (existing) {
    Object.assign(existing, { isSuperUser: true, passwordHash });
    audit(em, existing.organization, null, 'user.promoted_super_user', existing.id);
    await em.flush();
    return { id: existing.id, created: false };
  }
  const org =
    (await em.findOne(OrganizationEntity, { name: BACK_OFFICE })) ??
    em.create(OrganizationEntity, { id: newId(), name: BACK_OFFICE });
  const user = em.create(UserEntity, {
    id: newId(),
    organization: org.id,
    username: (input.username ?? email.split('@')[0]).slice(0, 20).padEnd(3, '_'),
    email,
    passwordHash,
    role: 'ADMINISTRATOR',
    isSuperUser: true,
    emailVerified: true,
    permissionOverrides: {},
  });
  audit(em, org.id, null, 'user.created_super_user', user.id);
  await em.flush();
  return { id: user.id, created: true };
}
