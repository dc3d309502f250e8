// One measured operation in its own process, so its peak RSS is that operation's alone:
// `tsx bench/storage/op.ts <settings JSON> <upload|download|idle> <file> <key>`.
import { openStorage, type StorageSettings } from '@app/core/server';
import { createReadStream } from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const [settingsJson, op, file, key] = process.argv.slice(2) as [string, string, string, string];
const storage = openStorage(JSON.parse(settingsJson) as StorageSettings);
const started = performance.now();
let bytes = 0;
if (op === 'upload') bytes = (await storage.putStream(key, createReadStream(file))).size;
else if (op === 'download') {
  // Streamed to a sink that only counts, as a download to a client would be.
  const { stream } = await storage.stream(key);
  await pipeline(
    stream,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    }),
  );
}
const seconds = (performance.now() - started) / 1000;
process.stdout.write(`${JSON.stringify({ bytes, seconds, peakRssMb: process.resourceUsage().maxRSS / 1024 })}\n`);
process.exit(0);
