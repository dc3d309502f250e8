import { input, password, select } from '@inquirer/prompts';
import type { Command } from 'commander';

/** Options of the root program (`app --json --url <baseUrl>`), visible from any subcommand. */
export interface GlobalOptions {
  json?: boolean;
  url?: string;
}

export const globalOptions = (command: Command): GlobalOptions => command.optsWithGlobals<GlobalOptions>();

/** Wrong or missing arguments: exit code 2. */
export class UsageError extends Error {
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Machine output: one JSON document on stdout. */
export const printJson = (value: unknown): void => {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
};

export const printLine = (text = ''): void => {
  process.stdout.write(`${text}\n`);
};

/** Human notes (hints, challenges) go to stderr so stdout stays clean for pipes. */
export const note = (text: string): void => {
  process.stderr.write(`${text}\n`);
};

export function printTable(columns: string[], rows: (string | number | boolean | null | undefined)[][]): void {
  const cells = rows.map((r) => r.map((c) => (c === null || c === undefined ? '' : String(c))));
  const widths = columns.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i]?.length ?? 0)));
  const line = (r: string[]) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]))).join('  ').trimEnd();
  printLine(line(columns));
  for (const r of cells) printLine(line(r));
}

export const formatDate = (iso: string | Date | null | undefined): string => {
  if (!iso) return '';
  const d = iso instanceof Date ? iso : new Date(iso);
  return Number.isNaN(d.getTime()) ? String(iso) : d.toISOString().replace('T', ' ').slice(0, 16);
};

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

export async function askSecret(flag: string, message: string, validate?: (v: string) => string | null): Promise<string> {
  requireTerminal(flag);
  return password({ message, mask: '*', validate: validate ? (v) => validate(v) ?? true : undefined }, context);
}

export async function askChoice<T extends string>(flag: string, message: string, choices: { value: T; name: string }[]): Promise<T> {
  requireTerminal(flag);
  return select<T>({ message, choices }, context);
}

export const SIX_DIGITS = (v: string) => (/^\d{6}$/.test(v.trim()) ? null : 'Enter the 6 digit code');
