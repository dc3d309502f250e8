import { defineCliPlugin } from '@app/core/plugin-api';
import type { Command } from 'commander';
import { screeningManifest } from '../shared/index.ts';
import type { ScreeningCliIo } from './cli-io.ts';
import { registerSearchCommand } from './search.command.ts';

/** The `app screening` command group, created once: the host adds its database commands to it. */
export function screeningCommand(program: Command): Command {
  return program.commands.find((c) => c.name() === 'screening')
    ?? program.command('screening').description('Sanction screening: search over the API; import, lists and rescreen on the database');
}

/**
 * Commands of the screening plugin over the typed client (`search`). The host passes the session
 * and output helpers (`@app/plugin-auth/cli`); bootstrap commands working on the database
 * (`import`, `lists`, `rescreen`) live in the host (`cli/src/commands/screening-*.ts`) and use
 * `loadScreeningAdmin()` for the work.
 */
export const screeningCliPlugin = (io: ScreeningCliIo) =>
  defineCliPlugin({
    manifest: screeningManifest,
    register(program) {
      registerSearchCommand(screeningCommand(program), io);
    },
  });

/** Database-side work of the bootstrap commands, loaded lazily so HTTP-only commands start fast. */
export const loadScreeningAdmin = () => import('./admin.ts');

export * from './cli-io.ts';
export * from './files.ts';
export * from './progress.ts';
export { searchRows, searchUsageErrors } from './search.command.ts';
