import { SaxesParser } from 'saxes';
import { readCamt } from './camt.ts';
import { syntheticCamt053 } from './camt-synthetic.ts';

/**
 * Quick throughput check of the camt reader (not a CI test): `npx tsx
 * plugins/transactions/src/readers/camt.throughput.ts [entries]`. Reads a generated camt.053 of
 * N entries (default 100,000; every 10th a batch of three) through readCamt, then the same stream
 * through a bare saxes pass, and prints entries/s and the process's peak RSS after the reader ran.
 */
const entries = Number(process.argv[2] ?? 100_000);

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, (performance.now() - start) / 1000];
}

const [generated] = await timed(async () => {
  let bytes = 0;
  for await (const chunk of syntheticCamt053(entries)) bytes += Buffer.byteLength(chunk as Buffer);
  return bytes;
});
const [counts, readerSeconds] = await timed(async () => {
  let ok = 0;
  let bad = 0;
  for await (const r of readCamt(syntheticCamt053(entries))) {
    if ('transaction' in r) ok++;
    else bad++;
  }
  return { ok, bad };
});
const peakAfterReader = process.resourceUsage().maxRSS / 1024;
const [, bareSeconds] = await timed(async () => {
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
    `readCamt:   ${readerSeconds.toFixed(2)} s, ${Math.round(entries / readerSeconds)} entries/s`,
    `bare saxes: ${bareSeconds.toFixed(2)} s (reader = ${(readerSeconds / bareSeconds).toFixed(2)}x)`,
    `peak RSS after the reader: ${peakAfterReader.toFixed(0)} MB`,
  ].join('\n'),
);
