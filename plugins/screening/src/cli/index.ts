import { defineCliPlugin } from '@app/core/plugin-api';
import type { Command } from 'commander';
import { screeningManifest } from '../shared/index.ts';
import type { ScreeningCliIo } from './cli-io.ts';
import { registerImportCommand } from './import.command.ts';
import { registerListsCommand } from './lists.command.ts';
import { registerRescreenCommand } from './rescreen.command.ts';
import { registerSearchCommand } from './search.command.ts';

/** The `app screening` command group, created once (another registrant may add to it). */
export function screeningCommand(program: Command): Command {
  return program.commands.find((c) => c.name() === 'screening')
    ?? program.command('screening').description('Sanction screening over the API: search; import, lists and rescreen (super user)');
}

/**
 * Commands of the screening plugin, all over the API with the session of `app login`: `search`
 * (world_search), and the super-user `import`, `lists` and `rescreen`. The host passes the
 * session and output helpers (`@app/plugin-auth/cli`, see `ScreeningCliIo`).
 */
export const screeningCliPlugin = (io: ScreeningCliIo) =>
  defineCliPlugin({
    manifest: screeningManifest,
    register(program) {
      const screening = screeningCommand(program);
      registerSearchCommand(screening, io);
      registerImportCommand(screening, io);
      registerListsCommand(screening, io);
      registerRescreenCommand(screening, io);
    },
  });

export * from './admin-calls.ts';
export * from './cli-io.ts';
export * from './files.ts';
export * from './progress.ts';
export { MAX_SEARCH_LIMIT, quickSearchUsageErrors, searchRows, searchUsageErrors } from './search.command.ts';
