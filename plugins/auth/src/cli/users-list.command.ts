import { formatDate, globalOptions, printJson, printTable, requireSession } from '@app/core/cli';
import type { Command } from 'commander';
import { createAuthClient, ROLE_LABELS } from '../shared/index.ts';

/** `app users list`: the organisation's accounts (needs view_user). */
export function registerUsersListCommand(users: Command): void {
  users
    .command('list')
    .description("List the organisation's users")
    .action(async (_opts: unknown, command: Command) => {
      const global = globalOptions(command);
      const { accounts } = await createAuthClient(requireSession(global).http).listAccounts({});
      if (global.json) return printJson(accounts);
      printTable(
        ['ID', 'USERNAME', 'EMAIL', 'ROLE', 'VERIFIED', '2FA', 'LAST LOGIN'],
        accounts.map((a) => [
          a._id,
          a.username,
          a.email,
          ROLE_LABELS[a.type] ?? a.type,
          a.email_verified ? 'yes' : 'no',
          a.two_factor_enabled ? 'on' : 'off',
          formatDate(a.lastLogin),
        ]),
      );
    });
}
