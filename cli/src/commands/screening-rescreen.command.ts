import { globalOptions, printJson, printLine } from '@app/plugin-auth/cli';
import { loadScreeningAdmin } from '@app/plugin-screening/cli';
import type { Command } from 'commander';

/** `app screening rescreen`: re-screens every monitored subject against the current lists (database directly). */
export function registerScreeningRescreenCommand(screening: Command): void {
  screening
    .command('rescreen')
    .description('Re-screen all monitored subjects against the current lists (database directly)')
    .action(async (_opts: unknown, command: Command) => {
      const global = globalOptions(command);
      const [{ withDatabase }, admin] = await Promise.all([import('../bootstrap.ts'), loadScreeningAdmin()]);
      const outcome = await withDatabase((orm) => admin.rescreenAll(orm));
      if (global.json) return printJson(outcome);
      printLine(`Re-screened ${outcome.rescreened} subject${outcome.rescreened === 1 ? '' : 's'}; ${outcome.alerts} new alert${outcome.alerts === 1 ? '' : 's'}`);
    });
}
