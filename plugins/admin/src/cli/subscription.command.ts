import type { Command } from 'commander';
import { ADMIN_MESSAGES as M, createAdminClient } from '../shared/index.ts';
import { asSuperUser, type AdminCliIo } from './cli-io.ts';
import { userByEmail } from './user-lookup.ts';

/** `app subscription activate <email>` (super user). */
export function registerSubscriptionCommand(program: Command, io: AdminCliIo): void {
  const subscription = program.command('subscription').description('Subscriptions of users (needs a super-user login)');
  subscription
    .command('activate <email>')
    .description('Start a subscription period for a user (its cost is charged to the user\'s credits)')
    .action(async (email: string, _opts: unknown, command: Command) => {
      const global = io.globalOptions(command);
      const client = createAdminClient(io.requireSession(global).http);
      const result = await asSuperUser('app subscription activate', async () => {
        const user = await userByEmail(client, email);
        return { user_id: user._id, email: user.email, ...(await client.activateSubscription({ user_id: user._id })) };
      });
      if (global.json) return io.printJson(result);
      const s = result.subscription;
      io.printLine(`${M.subscriptionActivated} for ${result.email}: ${s.subscription_amount_rows} rows until ${s.expire_at}; balance ${result.credits_balance.toFixed(2)}`);
    });
}
