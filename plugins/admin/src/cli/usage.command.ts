import { asSuperUser, globalOptions, note, printJson, printTable, requireSession, UsageError } from '@app/core/cli';
import type { Command } from 'commander';
import { ADMIN_MESSAGES as M, createAdminClient } from '../shared/index.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `app usage --from YYYY-MM-DD --to YYYY-MM-DD [--json]`: converted rows per user (super user). */
export function registerUsageCommand(program: Command): void {
  program
    .command('usage')
    .description('Converted rows per user between two dates, inclusive (needs a super-user login)')
    .requiredOption('--from <date>', 'first day, YYYY-MM-DD')
    .requiredOption('--to <date>', 'last day, YYYY-MM-DD')
    .action(async (opts: { from: string; to: string }, command: Command) => {
      const global = globalOptions(command);
      if (!DAY.test(opts.from) || !DAY.test(opts.to)) throw new UsageError(M.dateInvalid);
      if (opts.from > opts.to) throw new UsageError(M.dateOrder);
      const client = createAdminClient(requireSession(global).http);
      const usage = await asSuperUser('app usage', () =>
        client.getUsageInfo({ startDate: opts.from, endDate: opts.to }),
      );
      if (global.json) return printJson(usage);
      if (!usage.result.length) return note(`${M.nothingHere} (${usage.startDate} to ${usage.endDate})`);
      printTable(
        ['EMAIL', 'COUNT', 'FILES', 'FEE'],
        usage.result.map((r) => [r.email, r.count, r.files, r.fee.toFixed(2)]),
      );
    });
}
