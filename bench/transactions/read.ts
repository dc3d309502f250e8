/**
 * CSV import through a mapping (issue 26 §5): generates a 1,000,000-row core-banking export (the
 * 41 columns of plugins/transactions/src/readers/fixtures/core-banking-export.csv, its rows
 * repeated with unique references; not committed), times a bare csv-parse pass over it, then
 * readCsv with the fixture's mapping (value tables, D/C column, date formats, joins, schema check),
 * sampling resident memory. Linking to dossier clients is not part of this reader and not measured.
 * Usage: npx tsx bench/transactions/read.ts [rows] (or ROWS=; default 1000000). Figures go into README.md.
 */
import { parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import { createReadStream, createWriteStream, existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { readCsv } from '../../plugins/transactions/src/readers/csv.ts';
import { validateMapping } from '../../plugins/transactions/src/shared/mapping.ts';

const rows = Number(process.argv[2] ?? process.env.ROWS ?? 1_000_000);
const fixtures = path.resolve(import.meta.dirname, '../../plugins/transactions/src/readers/fixtures');
const dir = path.join(os.tmpdir(), 'bench-transactions');
const file = path.join(dir, `core-banking-${rows}.csv`);

/** RFC 4180 lines as the bank writes them: quotes only where needed, CRLF. */
const csvLine = (cells: string[]) =>
  cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(',') + '\r\n';

async function generate() {
  await mkdir(dir, { recursive: true });
  if (existsSync(file)) return;
  const [header, ...sample] = parseSync(readFileSync(path.join(fixtures, 'core-banking-export.csv'))) as string[][];
  const out = createWriteStream(file);
  const write = (s: string) =>
    out.write(s) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r()));
  await write(csvLine(header!));
  for (let n = 0; n < rows; n += 1000) {
    let batch = '';
    for (let i = n; i < Math.min(n + 1000, rows); i++) {
      const row = [...sample[i % sample.length]!];
      row[0] = `FT${String(i).padStart(10, '0')}`; // unique reference per row
      batch += csvLine(row);
    }
    await write(batch);
  }
  await new Promise<void>((r) => out.end(() => r()));
}

let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const mb = (b: number) => (b / 1024 / 1024).toFixed(0);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

await generate();
const check = validateMapping(JSON.parse(readFileSync(path.join(fixtures, 'core-banking-mapping.json'), 'utf8')));
if (!check.ok) throw new Error(JSON.stringify(check.errors));
console.log(`file: ${rows} rows, ${mb(statSync(file).size)} MB; Node ${process.version}; load average ${load()}`);

// The bare pass: the same parser options as the reader, records counted and dropped.
peak = process.memoryUsage().rss;
let c = cpu();
let t = performance.now();
let count = 0;
const bareParser = createReadStream(file).pipe(
  parse({ delimiter: ',', bom: true, relax_column_count: true, skip_empty_lines: true }),
);
for await (const _ of bareParser) count++;
const bare = (performance.now() - t) / 1000;
const bareCpu = cpu() - c;
console.log(
  `bare csv-parse: ${count} records in ${bare.toFixed(1)} s (CPU ${bareCpu.toFixed(1)} s), peak RSS ${mb(peak)} MB`,
);

peak = process.memoryUsage().rss;
c = cpu();
t = performance.now();
let ok = 0;
let bad = 0;
for await (const r of readCsv(createReadStream(file), check.mapping)) {
  if ('transaction' in r) ok++;
  else bad++;
}
const read = (performance.now() - t) / 1000;
const readCpu = cpu() - c;
clearInterval(sampler);
console.log(
  `readCsv + mapping: ${ok} transactions, ${bad} rows with errors in ${read.toFixed(1)} s (CPU ${readCpu.toFixed(1)} s)`,
);
console.log(
  `ratio ${(read / bare).toFixed(2)}× wall, ${(readCpu / bareCpu).toFixed(2)}× CPU; peak RSS ${mb(peak)} MB; load average ${load()}`,
);
