import type { User } from './user.schema.ts';

/** A user as the back office sees it: across organisations. */
export interface DirectoryUser extends User {
  organization: { _id: string; name: string };
}

export interface DirectoryLogin { loginDate: string; ip: string | null; userAgent: string | null }

/**
 * Read-only account lookups across organisations for plugins that declare `dependsOn: ['auth']`
 * (back office): `(ctx.services.auth as AuthServices).directory`.
 */
export interface AuthDirectory {
  listUsers(): Promise<DirectoryUser[]>;
  findUser(id: string): Promise<DirectoryUser | null>;
  findUserByEmail(email: string): Promise<DirectoryUser | null>;
  /** Sign-ins (sessions), newest first. */
  loginHistory(userId: string, limit?: number): Promise<DirectoryLogin[]>;
}
