import { input, password, select } from '@inquirer/prompts';
import { UsageError } from './errors.ts';

/** Prompts only on a terminal; scripts get a usage error naming the flag instead of a hang. */
export const canPrompt = (): boolean => Boolean(process.stdin.isTTY && process.stderr.isTTY);

// Prompts render on stderr: `--json` output on stdout stays parseable.
const context = { output: process.stderr };

function requireTerminal(flag: string): void {
  if (!canPrompt()) throw new UsageError(`Missing ${flag} (no terminal to prompt on)`);
}

export async function askText(flag: string, message: string, validate?: (v: string) => string | null): Promise<string> {
  requireTerminal(flag);
  return input({ message, validate: validate ? (v) => validate(v) ?? true : undefined }, context);
}

export async function askSecret(
  flag: string,
  message: string,
  validate?: (v: string) => string | null,
): Promise<string> {
  requireTerminal(flag);
  return password({ message, mask: '*', validate: validate ? (v) => validate(v) ?? true : undefined }, context);
}

export async function askChoice<T extends string>(
  flag: string,
  message: string,
  choices: { value: T; name: string }[],
): Promise<T> {
  requireTerminal(flag);
  return select<T>({ message, choices }, context);
}
