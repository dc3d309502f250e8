import { startEmbeddedPostgres, TEST_POSTGRES_FLAGS } from '@app/core/server';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs every tap suite against one embedded PostgreSQL (each test file creates its own database
 * in it) and ends with the `N passed, N failed` line CI reads. Extra args go to tap.
 */
const runStarted = Date.now();
// Every test file is its own Node process compiling the same ~1,000 modules: Node's compile cache
// (V8 code cache on disk, keyed by each module's source) lets later files skip most of that (ADR 0058).
// Kept under node_modules, so a clean clone starts without it.
process.env.NODE_COMPILE_CACHE ??= path.resolve('node_modules', '.cache', 'node-compile-cache');
const db = await startEmbeddedPostgres({
  dataDir: mkdtempSync(path.join(os.tmpdir(), 'tap-pg-')),
  port: 55000 + (process.pid % 1000),
  database: 'postgres',
  persistent: false,
  postgresFlags: TEST_POSTGRES_FLAGS,
});
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
const f = Object.fromEntries(
  (m?.[1] ?? '')
    .split(', ')
    .filter(Boolean)
    .map((kv) => kv.split(': '))
    .map(([k, v]) => [k, Number(v)]),
);
const skipped = (f.skip ?? 0) + (f.todo ?? 0);
printSlowest(8);
console.log(`\n${f.pass ?? 0} passed, ${f.fail ?? 0} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(code);

/** Where the time goes: the slowest suites of this run, from tap's per-file results in .tap/test-results. */
function printSlowest(n: number): void {
  const root = path.join('.tap', 'test-results');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.tap') && statSync(p).mtimeMs >= runStarted) files.push(p);
    }
  };
  try {
    walk(root);
  } catch {
    return;
  }
  const times = files
    .map((p) => ({
      file: path.relative(root, p).replace(/\.tap$/, ''),
      ms: Number(/^# time=([\d.]+)ms$/m.exec(readFileSync(p, 'utf8'))?.[1] ?? NaN),
    }))
    .filter((x) => Number.isFinite(x.ms))
    .sort((a, b) => b.ms - a.ms);
  if (times.length < 2) return;
  console.log(
    `\nslowest suites: ${times
      .slice(0, n)
      .map((x) => `${x.file} ${(x.ms / 1000).toFixed(0)} s`)
      .join(', ')}`,
  );
}
