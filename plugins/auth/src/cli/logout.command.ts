import { globalOptions, note, openSession, printJson, printLine, writeCliConfig } from '@app/core/cli';
import { ApiError } from '@app/core/client';
import type { Command } from 'commander';
import { createAuthClient } from '../shared/index.ts';

/** `app logout`: ends the server session (best effort) and forgets the token. */
export function registerLogoutCommand(program: Command): void {
  program
    .command('logout')
    .description('End the session and remove the stored token')
    .action(async (_opts: unknown, command: Command) => {
      const global = globalOptions(command);
      const session = openSession(global);
      let serverSession = 'none';
      if (session.token) {
        try {
          await createAuthClient(session.http).logout({});
          serverSession = 'ended';
        } catch (error) {
          // An expired or revoked token is as good as logged out; anything else is worth a note.
          if (error instanceof ApiError && error.status === 401) serverSession = 'expired';
          else {
            note(`Warning: server logout failed: ${error instanceof Error ? error.message : String(error)}`);
            serverSession = 'unknown';
          }
        }
      }
      const { token: _token, email: _email, ...rest } = session.config;
      if (session.token) writeCliConfig(rest);
      if (global.json) printJson({ status: 'ok', baseUrl: session.baseUrl, serverSession });
      else printLine(session.token ? `Logged out of ${session.baseUrl}` : `Not logged in to ${session.baseUrl}`);
    });
}
