import { UsageError } from '@app/core/cli';
import type { AdminClient, BoUser } from '../shared/index.ts';

/** Finds a user by e-mail through the back office's users list (case-insensitive). */
export async function userByEmail(client: AdminClient, email: string): Promise<BoUser> {
  const wanted = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(wanted)) throw new UsageError(`Not an e-mail address: ${email}`);
  const { users } = await client.getUsers(undefined);
  const user = users.find((u) => u.email.toLowerCase() === wanted);
  if (!user) throw new UsageError(`No user with the e-mail ${email}`);
  return user;
}
