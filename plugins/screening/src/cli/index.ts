import { defineCliPlugin } from '@app/core/plugin-api';
import type { Command } from 'commander';
import { screeningManifest } from '../shared/index.ts';
import { registerImportCommand } from './import.command.ts';
import { registerListsCommand } from './lists.command.ts';
import { registerRescreenCommand } from './rescreen.command.ts';
import { registerSearchCommand } from './search.command.ts';

/** The `app screening` command group, created once (another registrant may add to it). */
export function screeningCommand(program: Command): Command {
  return (
    program.commands.find((c) => c.name() === 'screening') ??
    program
      .command('screening')
      .description('Sanction screening over the API: search; import, lists and rescreen (super user)')
  );
}

/**
 * Commands of the screening plugin, all over the API with the session of `app login`: `search`
 * (world_search), and the super-user `import`, `lists` and `rescreen`.
 */
export const screeningCliPlugin = defineCliPlugin({
  manifest: screeningManifest,
  register(program) {
    const screening = screeningCommand(program);
    registerSearchCommand(screening);
    registerImportCommand(screening);
    registerListsCommand(screening);
    registerRescreenCommand(screening);
  },
});

export * from './admin-calls.ts';
export * from './files.ts';
export { MAX_SEARCH_LIMIT, quickSearchUsageErrors, searchRows, searchUsageErrors } from './search.command.ts';
