/**
 * Generated inputs of the transactions benches, written to the temp folder once per size (never
 * committed): the core-banking export of plugins/transactions/src/readers/fixtures (41 columns, its
 * 50 rows repeated: CRLF, quoted narratives, empty counterparty cells) with a unique reference per
 * row and the rows spread over `accounts` account numbers of the fixture's shape.
 */
import { parse as parseSync } from 'csv-parse/sync';
import { createWriteStream, existsSync, readFileSync, renameSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const FIXTURES = path.resolve(import.meta.dirname, '../../plugins/transactions/src/readers/fixtures');
export const BENCH_DIR = path.join(os.tmpdir(), 'bench-transactions');

/** The 13-digit account number of account `n` (0-based), leading zero kept as the bank writes it. */
export const coreBankingAccount = (n: number) => `01${String(n).padStart(11, '0')}`;

/** RFC 4180 lines as the bank writes them: quotes only where needed, CRLF. */
const csvLine = (cells: string[]) =>
  cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(',') + '\r\n';

/** The export's path, written when missing: `rows` data rows over `accounts` accounts. */
export async function coreBankingExport(rows: number, accounts: number): Promise<string> {
  await mkdir(BENCH_DIR, { recursive: true });
  const file = path.join(BENCH_DIR, `core-banking-${rows}-${accounts}accounts.csv`);
  if (existsSync(file)) return file;
  const [header, ...sample] = parseSync(readFileSync(path.join(FIXTURES, 'core-banking-export.csv'))) as string[][];
  const accountColumn = header!.indexOf('acct_no');
  const partial = `${file}.${process.pid}.part`;
  const out = createWriteStream(partial);
  const write = (s: string) =>
    out.write(s) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r()));
  await write(csvLine(header!));
  for (let n = 0; n < rows; n += 1000) {
    let batch = '';
    for (let i = n; i < Math.min(n + 1000, rows); i++) {
      const row = [...sample[i % sample.length]!];
      row[0] = `FT${String(i).padStart(10, '0')}`; // unique reference per row
      row[accountColumn] = coreBankingAccount((i * 7919) % accounts); // accounts interleaved, as a day's postings are
      batch += csvLine(row);
    }
    await write(batch);
  }
  await new Promise<void>((r) => out.end(() => r()));
  renameSync(partial, file);
  return file;
}
