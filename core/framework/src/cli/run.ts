import { CommanderError, type Command } from 'commander';
import { ApiError } from '../client/http.ts';
import { EXIT } from './errors.ts';

/**
 * Builds and runs the root program, returns the exit code (`EXIT`). Errors go to stderr (stdout
 * carries only results, JSON with --json). The program must `exitOverride()` so commander's errors
 * come back here.
 */
export async function runProgram(build: () => Command, argv: string[]): Promise<number> {
  const args = argv[0] === '--' ? argv.slice(1) : argv; // `pnpm app -- <args>`
  try {
    await build().parseAsync(args, { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    return reportError(error);
  }
}

/** Writes what went wrong to stderr and returns the exit code for it. */
export function reportError(
  error: unknown,
  err: (text: string) => void = (text) => process.stderr.write(`${text}\n`),
): number {
  if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage; // commander has printed it
  if (error instanceof ApiError) {
    err(`Error: ${error.message}`);
    for (const e of error.body.errors ?? []) if (e.message !== error.message) err(`  ${e.field}: ${e.message}`);
    if (error.status === 401) err('Hint: run `app login` to sign in (again).');
    return EXIT.failed;
  }
  if (error instanceof Error && (error.name === 'ExitPromptError' || error.name === 'AbortPromptError'))
    return EXIT.cancelled;
  if (error instanceof Error && 'exitCode' in error && typeof error.exitCode === 'number') {
    err(`Error: ${error.message}`); // CliError, UsageError (2), NotLoggedInError (1)
    return error.exitCode;
  }
  if (error instanceof TypeError && error.message === 'fetch failed') {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    err(
      `Error: cannot reach the server (${cause?.code ?? cause?.message ?? 'network error'}). Is it running? See --url or $APP_URL.`,
    );
    return EXIT.failed;
  }
  err(`Error: ${error instanceof Error ? error.message : String(error)}`);
  if (process.env.APP_CLI_DEBUG && error instanceof Error && error.stack) err(error.stack);
  return EXIT.failed;
}
