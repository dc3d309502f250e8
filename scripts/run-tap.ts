import { startEmbeddedPostgres, TEST_POSTGRES_FLAGS } from '@app/core/server';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs every tap suite against one embedded PostgreSQL (each test file creates its own database
 * in it) and ends with the `N passed, N failed` line CI reads. Extra args go to tap.
 */
const db = await startEmbeddedPostgres({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'tap-pg-')), port: 55000 + (process.pid % 1000), database: 'postgres', persistent: false, postgresFlags: TEST_POSTGRES_FLAGS });
const child = spawn('tap', ['--reporter=terse', ...process.argv.slice(2)], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...process.env, TEST_PG_URL: db.url },
});
let out = '';
child.stdout.on('data', (d: Buffer) => {
  out += d;
  process.stdout.write(d);
});
const code: number = await new Promise((resolve) => child.on('close', (c) => resolve(c ?? 1)));
await db.stop();
// eslint-disable-next-line no-control-regex
const m = /# \{ ([^}]*) \}/.exec(out.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, ''));
const f = Object.fromEntries((m?.[1] ?? '').split(', ').filter(Boolean).map((kv) => kv.split(': ')).map(([k, v]) => [k, Number(v)]));
const skipped = (f.skip ?? 0) + (f.todo ?? 0);
console.log(`\n${f.pass ?? 0} passed, ${f.fail ?? 0} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(code);
