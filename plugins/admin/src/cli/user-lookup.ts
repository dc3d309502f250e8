import type { AdminClient, BoUser } from '../shared/index.ts';
import { AdminUsageError } from './cli-io.ts';

/** Finds a user by e-mail through the back office's users list (case-insensitive). */
export async function userByEmail(client: AdminClient, email: string): Promise<BoUser> {
  const wanted = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(wanted)) throw new AdminUsageError(`Not an e-mail address: ${email}`);
  const { users } = await client.getUsers(undefined);
  const user = users.find((u) => u.email.toLowerCase() === wanted);
  if (!user) throw new AdminUsageError(`No user with the e-mail ${email}`);
  return user;
}
