import { createServiceRef } from '@app/core/shared';
import type { AuthDirectory } from './directory.ts';
import type { UserDirectory } from './directory.ts';

/** What the auth plugin offers the plugins that declare `deps: { auth: authService }`. */
export interface AuthService {
  /**
   * Resolves a 60-second view token to its user for the one id it opens (`id` of the view URL), or
   * null: unknown, expired, made for another id, or its session has logged out.
   */
  verifyViewToken(token: string, id: string): Promise<{ userId: string; organizationId: string } | null>;
  /** Who is who in an organisation (workflow) and cross-organisation account reads (back office). */
  directory: UserDirectory & AuthDirectory;
  /** Usernames of users of one organisation by id (for "screened by" / "decided by"); unknown ids are left out. */
  userNames(organizationId: string, ids: string[]): Promise<Record<string, string>>;
}

export const authService = createServiceRef<AuthService>('auth');
