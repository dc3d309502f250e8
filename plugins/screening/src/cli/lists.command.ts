import { asSuperUser, formatDate, globalOptions, note, printJson, printTable, requireSession } from '@app/core/cli';
import { Option, type Command } from 'commander';
import { createScreeningClient, SCREENING_MESSAGES } from '../shared/index.ts';
import { SUPER_USER_HINT } from './admin-calls.ts';
import { LIST_SOURCES } from './files.ts';

interface ListsOptions {
  source?: string;
}

/** `app screening lists`: current and past list versions with their counts and deltas (super user). */
export function registerListsCommand(screening: Command): void {
  screening
    .command('lists')
    .description('Show the imported list versions, current and past (needs a super-user login)')
    .addOption(new Option('--source <source>', 'only this list').choices(LIST_SOURCES))
    .action(async (opts: ListsOptions, command: Command) => {
      const global = globalOptions(command);
      const session = requireSession(global);
      const { versions: all } = await asSuperUser(
        'app screening lists',
        () => createScreeningClient(session.http).listVersions({}),
        SUPER_USER_HINT,
      );
      // By source, newest first (the server sends newest first; the sort is stable).
      const versions = all
        .filter((v) => !opts.source || v.source === opts.source)
        .sort((a, b) => a.source.localeCompare(b.source) || b.imported_at.localeCompare(a.imported_at));
      if (global.json) return printJson(versions);
      if (!versions.length) return note(SCREENING_MESSAGES.listNotLoaded);
      printTable(
        ['SOURCE', 'VERSION', 'PUBLISHED', 'IMPORTED', 'TOTAL', 'PERSONS', 'ENTITIES', 'DELTA', 'CURRENT'],
        versions.map((v) => [
          v.source,
          v.version,
          v.published_at ? v.published_at.slice(0, 10) : '',
          formatDate(v.imported_at),
          v.counts.total ?? 0,
          v.counts.person ?? 0,
          v.counts.entity ?? 0,
          `+${v.delta.added} ~${v.delta.changed} -${v.delta.removed}`,
          v.is_current ? '*' : '',
        ]),
      );
    });
}
