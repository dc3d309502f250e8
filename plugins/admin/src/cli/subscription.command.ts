import { asSuperUser, globalOptions, printJson, printLine, requireSession } from '@app/core/cli';
import type { Command } from 'commander';
import { ADMIN_MESSAGES as M, createAdminClient } from '../shared/index.ts';
import { userByEmail } from './user-lookup.ts';

/** `app subscription activate <email>` (super user). */
export function registerSubscriptionCommand(program: Command): void {
  const subscription = program.command('subscription').description('Subscriptions of users (needs a super-user login)');
  subscription
    .command('activate <email>')
    .description("Start a subscription period for a user (its cost is charged to the user's credits)")
    .action(async (email: string, _opts: unknown, command: Command) => {
      const global = globalOptions(command);
      const client = createAdminClient(requireSession(global).http);
      const result = await asSuperUser('app subscription activate', async () => {
        const user = await userByEmail(client, email);
        return { user_id: user._id, email: user.email, ...(await client.activateSubscription({ user_id: user._id })) };
      });
      if (global.json) return printJson(result);
      const s = result.subscription;
      printLine(
        `${M.subscriptionActivated} for ${result.email}: ${s.subscription_amount_rows} rows until ${s.expire_at}; balance ${result.credits_balance.toFixed(2)}`,
      );
    });
}
