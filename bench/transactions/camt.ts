import { SaxesParser } from 'saxes';
import { readCamt } from '../../plugins/transactions/src/readers/camt.ts';
import { syntheticCamt053 } from '../../plugins/transactions/src/readers/camt-synthetic.ts';

/**
 * Quick throughput check of the camt reader (not a CI test): `npx tsx
 * bench/transactions/camt.ts [entries]`. Reads a generated camt.053 of
 * N entries (default 100,000; every 10th a batch of three) through readCamt, then the same stream
 * through a bare saxes pass, and prints wall and CPU time, entries per CPU second and the process's
 * peak RSS after the reader ran.
 */
const entries = Number(process.argv[2] ?? 100_000);

/** Wall seconds and CPU seconds (user + system: what a busy machine's other work does not inflate). */
async function timed<T>(fn: () => Promise<T>): Promise<[T, number, number]> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const value = await fn();
  const used = process.cpuUsage(cpu);
  return [value, (performance.now() - start) / 1000, (used.user + used.system) / 1e6];
}

const [generated] = await timed(async () => {
  let bytes = 0;
  for await (const chunk of syntheticCamt053(entries)) bytes += Buffer.byteLength(chunk as Buffer);
  return bytes;
});
const [counts, readerSeconds, readerCpu] = await timed(async () => {
  let ok = 0;
  let bad = 0;
  for await (const r of readCamt(syntheticCamt053(entries))) {
    if ('transaction' in r) ok++;
    else bad++;
  }
  return { ok, bad };
});
const peakAfterReader = process.resourceUsage().maxRSS / 1024;
const [, bareSeconds, bareCpu] = await timed(async () => {
  const parser = new SaxesParser({ xmlns: true });
  let elements = 0;
  parser.on('opentag', () => void elements++);
  for await (const chunk of syntheticCamt053(entries)) parser.write((chunk as Buffer).toString());
  parser.close();
  return elements;
});

console.log(
  [
    `camt.053 of ${entries} entries (${(generated / 1024 / 1024).toFixed(1)} MB), ${counts.ok} transactions, ${counts.bad} errors`,
    `readCamt:   ${readerSeconds.toFixed(2)} s (${readerCpu.toFixed(2)} s CPU), ${Math.round(entries / readerCpu)} entries per CPU second`,
    `bare saxes: ${bareSeconds.toFixed(2)} s (${bareCpu.toFixed(2)} s CPU); reader = ${(readerCpu / bareCpu).toFixed(2)}x in CPU`,
    `peak RSS after the reader: ${peakAfterReader.toFixed(0)} MB`,
  ].join('\n'),
);
