import type { User } from './user.schema.ts';

/** Who is who in an organisation, for other plugins (workflow names authors, mails approvers). */
export interface DirectoryPerson {
  id: string;
  username: string;
  email: string;
  role: string;
}

export interface UserDirectory {
  /** The named users of an organisation (deleted users are left out). */
  people(organizationId: string, ids: readonly string[]): Promise<DirectoryPerson[]>;
  /** Users of an organisation whose resolved permissions allow `permission`. */
  withPermission(organizationId: string, permission: string): Promise<DirectoryPerson[]>;
}

/** A user as the back office sees it: across organisations. */
export interface DirectoryUser extends User {
  organization: { _id: string; name: string };
}

export interface DirectoryLogin {
  loginDate: string;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Read-only account lookups across organisations for plugins that declare `deps: { auth: authService }`
 * (back office): `auth.directory` in their `setup(ctx, { auth })`.
 */
export interface AuthDirectory {
  listUsers(): Promise<DirectoryUser[]>;
  findUser(id: string): Promise<DirectoryUser | null>;
  findUserByEmail(email: string): Promise<DirectoryUser | null>;
  /** Sign-ins (sessions), newest first. */
  loginHistory(userId: string, limit?: number): Promise<DirectoryLogin[]>;
}
