import type { Http } from '@app/core/client';
import type { Command } from 'commander';

/**
 * What the screening commands need from the host CLI: the signed-in session and the output
 * helpers. The host (`cli/src/plugins.ts`) passes `@app/plugin-auth/cli`, which has them all;
 * plugins only meet through `/shared`, so this plugin does not import it itself.
 */
export interface ScreeningCliIo {
  globalOptions(command: Command): { json?: boolean; url?: string };
  /**
   * A signed-in session (throws "Not logged in" otherwise): `http` carries the token for the typed
   * client; `baseUrl` and `token` are for the one call outside it (the multipart list upload).
   */
  requireSession(opts: { json?: boolean; url?: string }): { http: Http; baseUrl: string; token?: string };
  printJson(value: unknown): void;
  printLine(text?: string): void;
  printTable(columns: string[], rows: (string | number | boolean | null | undefined)[][]): void;
  note(text: string): void;
  formatDate(iso: string | Date | null | undefined): string;
}

/** Wrong or missing arguments: exit code 2 (the host maps any error's `exitCode`). */
export class ScreeningUsageError extends Error {
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
