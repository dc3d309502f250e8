import type { Command } from 'commander';

/** Options of the root program (`app --json --url <baseUrl>`), visible from any subcommand. */
export interface GlobalOptions {
  json?: boolean;
  url?: string;
}

export const globalOptions = (command: Command): GlobalOptions => command.optsWithGlobals<GlobalOptions>();

/** Machine output (`--json`): one JSON document on stdout. */
export const printJson = (value: unknown): void => {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
};

export const printLine = (text = ''): void => {
  process.stdout.write(`${text}\n`);
};

/** Human notes (hints, counts, challenges) go to stderr so stdout stays clean for pipes. */
export const note = (text: string): void => {
  process.stderr.write(`${text}\n`);
};

export type Cell = string | number | boolean | null | undefined;

/** Columns padded to their widest cell, two spaces apart; the last column is not padded. */
export function printTable(columns: string[], rows: Cell[][]): void {
  const cells = rows.map((r) => r.map((c) => (c === null || c === undefined ? '' : String(c))));
  const widths = columns.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i]?.length ?? 0)));
  const line = (r: string[]) =>
    r
      .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  printLine(line(columns));
  for (const r of cells) printLine(line(r));
}

/** `2026-03-01 10:00` (UTC), for tables. */
export const formatDate = (iso: string | Date | null | undefined): string => {
  if (!iso) return '';
  const d = iso instanceof Date ? iso : new Date(iso);
  return Number.isNaN(d.getTime()) ? String(iso) : d.toISOString().replace('T', ' ').slice(0, 16);
};
