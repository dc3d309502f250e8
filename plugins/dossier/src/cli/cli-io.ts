import type { Http } from '@app/core/client';
import type { Command } from 'commander';

/** What the dossier commands need from the host CLI (`@app/plugin-auth/cli` provides it all). */
export interface DossierCliIo {
  globalOptions(command: Command): { json?: boolean; url?: string };
  requireSession(opts: { json?: boolean; url?: string }): { http: Http; baseUrl: string; token?: string };
  printJson(value: unknown): void;
  printLine(text?: string): void;
  note(text: string): void;
}

/** A usage error: exit code 2 (the host maps `exitCode`). */
export class DossierUsageError extends Error {
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
