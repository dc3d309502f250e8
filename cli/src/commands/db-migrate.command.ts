import { globalOptions, note, printJson, printLine } from '@app/core/cli';
import type { Command } from 'commander';

/**
 * `app db migrate`: runs the pending migrations once, before replicas start with MIGRATIONS=skip
 * (ADR 0084). Safe beside running servers: migrations take an advisory lock, so a second run waits
 * and then finds nothing to do.
 */
export function registerDbMigrateCommand(db: Command): void {
  db.command('migrate')
    .description('Run pending database migrations (once per deployment, before starting replicas)')
    .action(async (_opts: object, command: Command) => {
      const global = globalOptions(command);
      const [{ withDatabase }, { migrate }] = await Promise.all([
        import('../bootstrap.ts'),
        import('@app/core/server'),
      ]);
      const ran = await withDatabase((orm) => migrate(orm), { migrate: false });
      if (global.json) return printJson({ ran });
      if (!ran.length) return note('No pending migrations: the database is current');
      note(`Ran ${ran.length} migration${ran.length === 1 ? '' : 's'}:`);
      for (const name of ran) printLine(`  ${name}`);
    });
}
