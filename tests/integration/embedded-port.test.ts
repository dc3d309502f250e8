import { PORT_FILE, resolveEmbeddedPort, StartupError } from '@app/core/server';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';

/** Issue 6 finding 10: the embedded database's port is taken by another program. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function occupy(): Promise<{ port: number; close(): Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1' }, resolve));
  return { port: (server.address() as net.AddressInfo).port, close: () => new Promise((r) => server.close(() => r())) };
}

t.test(
  'a taken default port: a free one is picked and recorded under the data dir for the next start and the CLI',
  async (t) => {
    const taken = await occupy();
    t.teardown(taken.close);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pgport-'));
    const lines: string[] = [];
    const port = await resolveEmbeddedPort({ dataDir, port: taken.port, explicit: false, log: (l) => lines.push(l) });
    t.not(port, taken.port);
    t.equal(Number(readFileSync(path.join(dataDir, PORT_FILE), 'utf8')), port, 'recorded');
    t.match(lines[0], /in use by another program, using \d+/);
    t.equal(
      await resolveEmbeddedPort({ dataDir, port: taken.port, explicit: false }),
      port,
      'the recorded port is used again',
    );
  },
);

t.test('a taken EMBEDDED_PG_PORT: one clear line naming the variable', async (t) => {
  const taken = await occupy();
  t.teardown(taken.close);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pgport-'));
  const error = await resolveEmbeddedPort({ dataDir, port: taken.port, explicit: true }).catch((e: unknown) => e);
  t.ok(error instanceof StartupError);
  t.match((error as Error).message, /EMBEDDED_PG_PORT/);
  t.notOk((error as Error).message.includes('\n'), 'one line');
});

t.test('the server itself: a second start on a taken port prints one line, no stack trace', async (t) => {
  const taken = await occupy();
  t.teardown(taken.close);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pgport-'));
  const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(taken.port),
      PORT: '0',
      SEED_DEMO: '0',
      SEED_SANCTIONS: '0',
      LOG_LEVEL: 'silent',
    },
  });
  t.equal(run.status, 1);
  const lines = run.stderr.trim().split('\n');
  t.equal(lines.length, 1, run.stderr);
  t.match(lines[0], new RegExp(`port ${taken.port} \\(EMBEDDED_PG_PORT\\) is already in use`));
  t.notMatch(run.stderr, /\n\s+at /, 'no stack trace');
});

t.test('openDatabase starts the embedded PostgreSQL on the picked port when the default is taken', async (t) => {
  const { loadConfig } = await import('@app/core/server');
  const { openDatabase } = await import('@app/server');
  const taken = await occupy();
  t.teardown(taken.close);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pgport-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(48) }, dataDir),
    embeddedPgPort: taken.port,
  };
  t.equal(config.embeddedPgPortExplicit, false);
  const db = await openDatabase(config, { log: () => undefined });
  try {
    const recorded = Number(readFileSync(path.join(dataDir, PORT_FILE), 'utf8'));
    t.not(recorded, taken.port);
    t.same(await db.orm.em.getConnection().execute('select 1 as one'), [{ one: 1 }]);
  } finally {
    await db.close();
  }
});
