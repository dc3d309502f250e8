import { formatDate, globalOptions, note, printJson, printTable } from '@app/plugin-auth/cli';
import { LIST_SOURCES, loadScreeningAdmin } from '@app/plugin-screening/cli';
import { SCREENING_MESSAGES } from '@app/plugin-screening/shared';
import { Option, type Command } from 'commander';

interface Options { source?: string }

/** `app screening lists`: current and past list versions with their counts and deltas (database directly). */
export function registerScreeningListsCommand(screening: Command): void {
  screening
    .command('lists')
    .description('Show the imported list versions, current and past (database directly)')
    .addOption(new Option('--source <source>', 'only this list').choices(LIST_SOURCES))
    .action(async (opts: Options, command: Command) => {
      const global = globalOptions(command);
      const [{ withDatabase }, admin] = await Promise.all([import('../bootstrap.ts'), loadScreeningAdmin()]);
      const versions = await withDatabase((orm) => admin.listVersions(orm, opts.source));
      if (global.json) return printJson(versions);
      if (!versions.length) return note(SCREENING_MESSAGES.listNotLoaded);
      printTable(
        ['SOURCE', 'VERSION', 'PUBLISHED', 'IMPORTED', 'TOTAL', 'PERSONS', 'ENTITIES', 'DELTA', 'CURRENT'],
        versions.map((v) => [
          v.source, v.version, v.published_at ? v.published_at.slice(0, 10) : '', formatDate(v.imported_at),
          v.counts.total ?? 0, v.counts.person ?? 0, v.counts.entity ?? 0,
          `+${v.delta.added} ~${v.delta.changed} -${v.delta.removed}`, v.is_current ? '*' : '',
        ]),
      );
    });
}
