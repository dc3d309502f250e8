import { ApiError, type Http } from '@app/core/client';
import type { Command } from 'commander';

/**
 * What the admin commands need from the host CLI (`@app/plugin-auth/cli` has it all; plugins meet
 * only through `/shared`, so the host passes it in `cli/src/plugins.ts`).
 */
export interface AdminCliIo {
  globalOptions(command: Command): { json?: boolean; url?: string };
  requireSession(opts: { json?: boolean; url?: string }): { http: Http };
  printJson(value: unknown): void;
  printLine(text?: string): void;
  printTable(columns: string[], rows: (string | number | boolean | null | undefined)[][]): void;
  note(text: string): void;
}

/** Wrong or missing arguments: exit code 2 (the host maps any error's `exitCode`). */
export class AdminUsageError extends Error {
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** A 403 from a back-office call, reworded so the user knows which login it takes. */
export async function asSuperUser<T>(command: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) {
      throw new ApiError(403, {
        ...error.body,
        message: `\`${command}\` is for platform super users only (server: ${error.message}). Run \`app login\` with a super-user account.`,
      });
    }
    throw error;
  }
}
