import { createTestDatabase } from '@app/core/testing';
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import t from 'tap';

/**
 * The production build (ADR 0084): `build:server` bundles the server into dist/server; the bundle
 * runs on plain Node with no TypeScript loader, migrates once by its own entry, starts with
 * MIGRATIONS=skip, answers /readyz, and stops cleanly on SIGTERM.
 */
const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
t.setTimeout(120_000);

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const db = await createTestDatabase();
t.teardown(() => db.drop());
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'built-server-'));
// Its own output folder: dist/server may be in use by a running build or the replica test.
const out = path.join(dataDir, 'dist');
// NODE_OPTIONS emptied: the test runner's `--import=tsx` must not reach the built server.
const env = {
  ...process.env,
  NODE_OPTIONS: '',
  DATABASE_URL: db.url,
  DATA_DIR: dataDir,
  JWT_SECRET: 'built-server-test-'.padEnd(48, 'x'),
  SEED_DEMO: '0',
  SEED_SANCTIONS: '0',
  LOG_LEVEL: 'warn',
};

t.test('builds, migrates once, boots on plain node, is ready, stops on SIGTERM', async (t) => {
  const built = Date.now();
  await run(process.execPath, [path.join(root, 'scripts/build-server.mjs'), '--outdir', out], { cwd: root, env });
  t.ok(Date.now() - built < 30_000, `built in ${Date.now() - built} ms`);
  const bundle = readFileSync(path.join(out, 'main.mjs'), 'utf8');
  t.notMatch(bundle, /\/(tsx|typescript)@|from "[^"]*\.tsx?"/, 'no TypeScript loader in the bundle');

  const migrated = await run(process.execPath, [path.join(out, 'migrate.mjs')], { env });
  t.match(migrated.stdout, /Ran \d+ migrations/);
  const again = await run(process.execPath, [path.join(out, 'migrate.mjs')], { env });
  t.match(again.stdout, /No pending migrations/, 'a second run finds nothing to do');

  const port = await freePort();
  const server = spawn(process.execPath, [path.join(out, 'main.mjs')], {
    cwd: os.tmpdir(),
    env: { ...env, PORT: String(port), MIGRATIONS: 'skip' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (d) => (output += d));
  server.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  t.teardown(() => void server.kill('SIGKILL'));

  const base = `http://127.0.0.1:${port}`;
  let ready: { status: number; body?: unknown } = { status: 0 };
  for (let i = 0; i < 300 && ready.status !== 200 && server.exitCode === null; i++) {
    ready = await fetch(`${base}/readyz`)
      .then(async (r) => ({ status: r.status, body: await r.json() }))
      .catch(() => ({ status: 0 }));
    if (ready.status !== 200) await new Promise((r) => setTimeout(r, 100));
  }
  t.same(
    ready,
    { status: 200, body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } } },
    output,
  );
  const docs = await fetch(`${base}/api/docs/json`);
  t.equal(docs.status, 200, 'the API is served');
  t.ok((await docs.json()).paths, 'with its OpenAPI document');

  const stopping = Date.now();
  server.kill('SIGTERM');
  t.equal(await exited, 0, 'SIGTERM: a clean exit');
  t.ok(Date.now() - stopping < 10_000, `stopped in ${Date.now() - stopping} ms, not at the shutdown timeout`);
});
