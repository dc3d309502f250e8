// Upload and download of one 50 MB file through each storage driver (issue 29 §3, ADR 0083):
// time, MB/s and the peak RSS of the process doing it. `tsx bench/storage/run.ts`; SIZE_MB to change the size.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { StorageSettings } from '@app/core/server';

const sizeMb = Number(process.env.SIZE_MB ?? 50);
const here = path.dirname(new URL(import.meta.url).pathname);
const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-storage-'));
const file = path.join(dir, 'upload.bin');
const out = createWriteStream(file);
for (let i = 0; i < sizeMb; i++) out.write(randomBytes(1e6));
await new Promise((resolve) => out.end(resolve));

const server = spawn(process.execPath, ['--import', 'tsx', path.join(here, 's3-server.ts')], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const { endpoint } = JSON.parse(
  await new Promise<string>((resolve) => createInterface({ input: server.stdout! }).once('line', resolve)),
) as { endpoint: string };

const drivers: Record<string, StorageSettings> = {
  'local disk': { driver: 'local', root: path.join(dir, 'store') },
  's3 (s3rver on loopback)': {
    driver: 's3',
    bucket: 'bench',
    prefix: 'files/',
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  },
};

interface Result {
  bytes: number;
  seconds: number;
  peakRssMb: number;
}
const measure = (settings: StorageSettings, op: string): Result => {
  const res = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'op.ts'), JSON.stringify(settings), op, file, 'bench/50mb.bin'],
    { encoding: 'utf8' },
  );
  if (res.status !== 0) throw new Error(`${op} failed: ${res.stderr}`);
  return JSON.parse(res.stdout.trim().split('\n').pop()!) as Result;
};

const rows: string[] = [];
try {
  for (const [name, settings] of Object.entries(drivers)) {
    const idle = measure(settings, 'idle');
    for (const op of ['upload', 'download']) {
      const r = measure(settings, op);
      const mbps = r.bytes / 1e6 / r.seconds;
      rows.push(
        `| ${name} | ${op} | ${(r.bytes / 1e6).toFixed(0)} MB | ${r.seconds.toFixed(2)} s | ${mbps.toFixed(0)} MB/s | ${r.peakRssMb.toFixed(0)} MB (idle ${idle.peakRssMb.toFixed(0)} MB) |`,
      );
      console.log(rows[rows.length - 1]);
    }
  }
} finally {
  server.kill('SIGTERM');
  await rm(dir, { recursive: true, force: true });
}
console.log(
  [
    '',
    '| driver | operation | size | time | throughput | peak RSS (process at rest) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n'),
);
