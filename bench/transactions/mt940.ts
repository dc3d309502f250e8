import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { readMt940 } from '../../plugins/transactions/src/readers/mt940.ts';

/**
 * Quick throughput check of the MT940 reader (not a CI test): `npx tsx
 * bench/transactions/mt940.ts [lines]`. Streams a generated file of N lines
 * (default 1,000,000; statements of 50 entries over 20 accounts, :86: in the German, Dutch and
 * free-text dialects, every 25th entry broken: no decimal comma) through readMt940, then the same bytes through a bare
 * readline pass, and prints lines/s and the process's peak RSS after the reader ran.
 */
const target = Number(process.argv[2] ?? 1_000_000);

const DIALECTS = [
  (i: number) => [
    `:86:166?00GUTSCHR. UEBERWEISUNG?109310?20EREF+E2E-${i}?21SVWZ+Rechnung ${i} vom`,
    `?22 28.11.2026?30GENODEF1S04?31DE82760100850123456789`,
    `?32Müller, Jürgen Steuerbera?33tung`,
  ],
  (i: number) => [
    `:86:/EREF/EV-${i}//CNTP/NL02ABNA0123456789/ABNANL2A/Bakkerij de Gouden`,
    ` Korenaar B.V./AMSTERDAM//REMI/USTD//Factuur ${i} broodleveringen n`,
    `ovember/`,
  ],
  (i: number) => [`:86:CARD PAYMENT TO PRET A MANGER`, `ON 27 DEC 2026`, `CARD NO 4921 ${i}`],
];

/** Yields ~64 KB chunks; the whole file is never in memory. */
async function* generated(): AsyncGenerator<Buffer> {
  let lines = 0;
  let buffer: string[] = [];
  let size = 0;
  const push = (line: string) => {
    buffer.push(line);
    size += line.length + 2;
    lines++;
  };
  for (let s = 0; lines < target; s++) {
    const day = String((s % 28) + 1).padStart(2, '0');
    push(`:20:STMT${s}`);
    push(`:25:NL69INGB01234567${String(s % 20).padStart(2, '0')}EUR`);
    push(`:28C:${s}/1`);
    push(`:60F:C2611${day}EUR1000,00`);
    for (let e = 0; e < 50; e++) {
      const i = s * 50 + e;
      const amount = i % 25 === 0 ? `${i}` : `${i % 9000},${String(i % 100).padStart(2, '0')}`;
      push(`:61:2611${day}11${day}${i % 2 ? 'C' : 'D'}${amount}NTRFNONREF//${i}`);
      for (const line of DIALECTS[i % 3]!(i)) push(line);
    }
    push(`:62F:C2611${day}EUR1000,00`);
    push('-');
    if (size > 64 * 1024) {
      yield Buffer.from(buffer.join('\r\n') + '\r\n', 'latin1');
      buffer = [];
      size = 0;
    }
  }
  if (buffer.length) yield Buffer.from(buffer.join('\r\n') + '\r\n', 'latin1');
}

/** Wall and CPU seconds: on a shared machine the CPU time is the figure that does not move with the load. */
async function timed<T>(fn: () => Promise<T>): Promise<[T, number, number]> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const value = await fn();
  const used = process.cpuUsage(cpu);
  return [value, (performance.now() - start) / 1000, (used.user + used.system) / 1e6];
}

const [counts, readerSeconds, readerCpu] = await timed(async () => {
  let ok = 0;
  let bad = 0;
  for await (const r of readMt940(generated())) {
    if ('transaction' in r) ok++;
    else bad++;
  }
  return { ok, bad };
});
const peakAfterReader = process.resourceUsage().maxRSS / 1024;
const [lines, bareSeconds, bareCpu] = await timed(async () => {
  let n = 0;
  const lines = createInterface({ input: Readable.from(generated()), crlfDelay: Infinity });
  lines.on('line', () => n++);
  await once(lines, 'close');
  return n;
});

console.log(
  [
    `MT940 of ${lines} lines, ${counts.ok} transactions, ${counts.bad} errors`,
    `readMt940:     ${readerSeconds.toFixed(2)} s, ${Math.round(lines / readerSeconds)} lines/s; CPU ${readerCpu.toFixed(2)} s, ${Math.round(lines / readerCpu)} lines per CPU second`,
    `bare readline: ${bareSeconds.toFixed(2)} s, CPU ${bareCpu.toFixed(2)} s (reader = ${(readerCpu / bareCpu).toFixed(2)}x in CPU)`,
    `peak RSS after the reader: ${peakAfterReader.toFixed(0)} MB`,
  ].join('\n'),
);
