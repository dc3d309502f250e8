import { asSuperUser, globalOptions, printJson, printLine, requireSession, UsageError } from '@app/core/cli';
import type { Command } from 'commander';
import { ADMIN_MESSAGES as M, createAdminClient } from '../shared/index.ts';
import { userByEmail } from './user-lookup.ts';

/** Parses a credit amount: a positive number with at most 2 decimals (the API checks it again). */
export function parseAmount(text: string): number {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) throw new UsageError(M.amountInvalid);
  const amount = Number(trimmed);
  if (!(amount > 0) || amount > 1_000_000) throw new UsageError(M.amountInvalid);
  return amount;
}

/** `app credits give <email> <amount> [--comment]` (super user). */
export function registerCreditsCommand(program: Command): void {
  const credits = program.command('credits').description('Credits of users (needs a super-user login)');
  credits
    .command('give <email> <amount>')
    .description('Give credits to a user: appends a credit line to the ledger')
    .option('--comment <text>', 'kept on the ledger line')
    .action(async (email: string, amountText: string, opts: { comment?: string }, command: Command) => {
      const global = globalOptions(command);
      const amount = parseAmount(amountText);
      if (opts.comment !== undefined && opts.comment.length > 500) throw new UsageError(M.commentTooLong);
      const client = createAdminClient(requireSession(global).http);
      const result = await asSuperUser('app credits give', async () => {
        const user = await userByEmail(client, email);
        const res = await client.giveCredit({
          user_id: user._id,
          amount,
          ...(opts.comment ? { comment: opts.comment } : {}),
        });
        return { user_id: user._id, email: user.email, amount, ...res };
      });
      if (global.json) return printJson(result);
      printLine(
        `${M.creditAdded}: ${amount.toFixed(2)} to ${result.email}; balance ${result.credits_balance.toFixed(2)}`,
      );
    });
}
