import type { Http } from '@app/core/client';
import type { Command } from 'commander';

/** What the audit commands need from the host CLI (`@app/plugin-auth/cli` provides it all). */
export interface WorkflowCliIo {
  globalOptions(command: Command): { json?: boolean; url?: string };
  requireSession(opts: { json?: boolean; url?: string }): { http: Http; baseUrl: string; token?: string };
  printJson(value: unknown): void;
  printLine(text?: string): void;
  note(text: string): void;
}

/** Exit code 1 with a message (the host maps `exitCode`). */
export class AuditCliError extends Error {
  constructor(message: string, readonly exitCode = 1) {
    super(message);
    this.name = exitCode === 2 ? 'UsageError' : 'Error';
  }
}
