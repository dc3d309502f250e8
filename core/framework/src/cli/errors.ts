/**
 * Exit codes of every command: 0 done, 1 the call failed (API error, refused or failed job), 2 wrong
 * or missing arguments, 130 a prompt cancelled (Ctrl-C).
 */
export const EXIT = { ok: 0, failed: 1, usage: 2, cancelled: 130 } as const;

/** A command that failed with a message for stderr; the exit code rides on the error. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failed,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** Wrong or missing arguments: exit code 2. */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message, EXIT.usage);
    this.name = 'UsageError';
  }
}

export class NotLoggedInError extends CliError {
  constructor(baseUrl: string) {
    super(`Not logged in to ${baseUrl}. Run \`app login\` first.`, EXIT.failed);
    this.name = 'NotLoggedInError';
  }
}
