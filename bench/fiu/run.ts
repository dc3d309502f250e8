/**
 * goAML conversion bench (issue 12 §4): generates a 1,000,000-row CSV export (not committed),
 * times a bare csv-parse pass over it, then the full conversion (row checks, XML parts at the
 * portal limit, XSD validation of every part, ZIP), sampling resident memory throughout.
 * GOAML_XSD_VALIDATOR=wasm measures the xmllint-wasm fallback instead of native xmllint.
 * Usage: pnpm run bench:fiu [rows] (default 1000000). Figures go into README.md.
 */
import { parse } from 'csv-parse';
import { createReadStream, createWriteStream, existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { convertRecords, csvRows, mapRows, xsdValidator } from '@app/plugin-fiu/convert';
import { suggestMapping } from '@app/plugin-fiu/shared';
import { CODES, EXPORT_HEADER, exportLine, userInfoOf } from '@app/plugin-fiu/testing';

const rows = Number(process.argv[2] ?? 1_000_000);
const dir = path.join(os.tmpdir(), 'bench-fiu');
const file = path.join(dir, `export-${rows}.csv`);
const schema = 'unodc-5.0.1' as const;

async function generate() {
  await mkdir(dir, { recursive: true });
  if (existsSync(file)) return;
  const out = createWriteStream(file);
  const write = (s: string) =>
    out.write(s) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r()));
  await write(`\uFEFF${EXPORT_HEADER}\r\n`);
  let batch: string[] = [];
  for (let n = 1; n <= rows; n++) {
    batch.push(exportLine(n, schema));
    if (batch.length === 1000) {
      await write(batch.join('\r\n') + '\r\n');
      batch = [];
    }
  }
  if (batch.length) await write(batch.join('\r\n') + '\r\n');
  await new Promise<void>((r) => out.end(() => r()));
}

let peak = 0;
let atPeak = process.memoryUsage();
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  if (m.rss > peak) [peak, atPeak] = [m.rss, m];
}, 50);
/** CPU seconds of this process and of its finished children (xmllint), from /proc (Linux). */
function cpu(): { self: number; children: number } {
  const u = process.cpuUsage();
  let children = 0;
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    children = (Number(fields[13]) + Number(fields[14])) / 100; // cutime + cstime in clock ticks
  } catch {
    // not Linux: children unknown
  }
  return { self: (u.user + u.system) / 1e6, children };
}
const mb = (b: number) => (b / 1024 / 1024).toFixed(0);

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
await generate();
console.log(
  `file: ${rows} rows, ${mb(statSync(file).size)} MB; XSD validator: ${xsdValidator()}; load average ${load()}`,
);

peak = process.memoryUsage().rss;
console.log(`RSS before the bare pass: ${mb(peak)} MB`);
let c0 = cpu();
let t = performance.now();
let count = 0;
for await (const _ of createReadStream(file).pipe(parse({ bom: true, relax_column_count: true }))) count++;
const bare = (performance.now() - t) / 1000;
const bareCpu = cpu().self - c0.self;
console.log(
  `bare csv-parse: ${count} records in ${bare.toFixed(1)} s (CPU ${bareCpu.toFixed(1)} s), peak RSS ${mb(peak)} MB`,
);

global.gc?.();
peak = process.memoryUsage().rss;
console.log(`RSS before the conversion: ${mb(peak)} MB`);
c0 = cpu();
const elu0 = performance.eventLoopUtilization();
t = performance.now();
const work = path.join(dir, 'out');
await rm(work, { recursive: true, force: true });
const result = await convertRecords(
  mapRows(csvRows(createReadStream(file)), suggestMapping(EXPORT_HEADER.split(','))),
  {
    schema,
    reportCode: CODES[schema].reportCode,
    indicators: [CODES[schema].indicator],
    currencyLocal: CODES[schema].currency,
    user: userInfoOf(),
    reference: 'bench',
    workDir: work,
    maxPartBytes: 20 * 1024 * 1024,
  },
);
const full = (performance.now() - t) / 1000;
const c1 = cpu();
const elu = performance.eventLoopUtilization(elu0);
console.log(
  `main thread busy ${(elu.active / 1000).toFixed(1)} s, waiting ${(elu.idle / 1000).toFixed(1)} s (for writes, xmllint, zlib)`,
);
clearInterval(sampler);
console.log(
  `CPU of the conversion: ${(c1.self - c0.self).toFixed(1)} s in this process (main thread, zlib, GC), ${(c1.children - c0.children).toFixed(1)} s in xmllint`,
);
console.log(
  `at the RSS peak: heap used ${mb(atPeak.heapUsed)} MB of ${mb(atPeak.heapTotal)} MB, external ${mb(atPeak.external)} MB, array buffers ${mb(atPeak.arrayBuffers)} MB`,
);
console.log(
  `conversion: ${result.validRows}/${result.rows} rows, ${result.parts} parts (each XSD-valid), ${result.output?.kind} ${mb(result.output?.bytes ?? 0)} MB in ${full.toFixed(1)} s, peak RSS ${mb(peak)} MB`,
);
console.log(`load average at the end: ${load()}`);
console.log(
  `ratio: ${(full / bare).toFixed(2)}x the bare csv-parse pass (target <= 3x); RSS target < 300 MB: ${peak < 300 * 1024 * 1024 ? 'met' : 'NOT met'}`,
);
