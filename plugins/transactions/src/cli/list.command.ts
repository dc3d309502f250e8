import { formatDate, globalOptions, note, printJson, printTable, requireSession, UsageError } from '@app/core/cli';
import type { Command } from 'commander';
import { createTransactionsClient } from '../shared/index.ts';

interface ListOptions {
  client?: string;
  from?: string;
  to?: string;
  page: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `app transactions list`: stored transactions of the organisation or of one client, newest booking first, 30 a page. */
export function registerListCommand(transactions: Command): void {
  transactions
    .command('list')
    .description('List stored transactions, newest booking first (30 a page)')
    .option('--client <id>', "one client's transactions (its id, as `app clients list` shows it)")
    .option('--from <day>', 'booked on or after this day (YYYY-MM-DD, UTC)')
    .option('--to <day>', 'booked on or before this day (YYYY-MM-DD, UTC)')
    .option('--page <n>', 'the page', '1')
    .action(async (opts: ListOptions, command: Command) => {
      for (const [flag, value] of [
        ['--from', opts.from],
        ['--to', opts.to],
      ] as const)
        if (value !== undefined && !DAY.test(value)) throw new UsageError(`${flag} must be a day like 2026-03-01`);
      if (!/^[1-9][0-9]*$/.test(opts.page)) throw new UsageError('--page must be a page number (1, 2, …)');
      const global = globalOptions(command);
      const session = requireSession(global);
      const res = await createTransactionsClient(session.http).listTransactions({
        ...(opts.client ? { company_id: opts.client } : {}),
        ...(opts.from ? { from: opts.from } : {}),
        ...(opts.to ? { to: opts.to } : {}),
        page: opts.page,
      });
      if (global.json) return printJson(res);
      printTable(
        ['Booked', 'Account', 'Direction', 'Amount', 'Counterparty', 'Reference'],
        res.transactions.map((t) => [
          formatDate(t.booked_at),
          t.account,
          t.direction === 'credit' ? 'in' : 'out',
          `${t.amount} ${t.currency}`,
          t.counterparty_name ?? t.counterparty_account ?? '',
          t.reference,
        ]),
      );
      const pages = Math.max(1, Math.ceil(res.total / res.page_size));
      const counted = res.total_capped ? `more than ${res.total}` : `${res.total}`;
      note(
        `Page ${res.page} of ${pages}${res.total_capped ? '+' : ''} (${counted} transactions)${res.page < pages || res.total_capped ? `; next: --page ${res.page + 1}` : ''}`,
      );
    });
}
