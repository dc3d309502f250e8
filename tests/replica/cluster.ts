import { startEmbeddedPostgres, TEST_POSTGRES_FLAGS, type EmbeddedDatabase } from '@app/core/server';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
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

/**
 * How a replica is started: the production build when it exists (plain node, no transpiler), else
 * the server's sources through tsx as `npm start` runs them. REPLICA_COMMAND overrides (space-separated).
 */
export function replicaCommand(): { cmd: string; args: string[]; built: boolean } {
  if (process.env.REPLICA_COMMAND) {
    const [cmd, ...args] = process.env.REPLICA_COMMAND.split(' ');
    return { cmd: cmd!, args, built: true };
  }
  const built = path.join(ROOT, 'apps/server/dist/main.js');
  if (existsSync(built)) return { cmd: process.execPath, args: [built], built: true };
  // One process (node with tsx's loader), not the tsx launcher: a SIGKILL must hit the server itself.
  return { cmd: process.execPath, args: ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], built: false };
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
}

export interface ClusterOptions {
  replicas: number;
  /** Extra environment for every replica (e.g. STORAGE_URL for S3). */
  env?: Record<string, string>;
  /** Runs once before the replicas start (migrations, seeds): the one process that migrates. */
  prepare(databaseUrl: string, env: Record<string, string>): Promise<void>;
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

/** One PostgreSQL, shared storage, `replicas` app processes on their own ports, nginx in front. */
export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const log = opts.log ?? (() => undefined);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'replica-'));
  // Embedded PostgreSQL runs as the `postgres` user when the test runs as root.
  chmodSync(dir, 0o755);
  let pg: EmbeddedDatabase | null = null;
  const replicas: Replica[] = [];
  let nginx: Nginx | null = null;
  const stop = async () => {
    for (const r of replicas) {
      r.process?.kill('SIGKILL');
      r.process?.stdout?.destroy();
      r.process?.stderr?.destroy();
    }
    await nginx?.stop();
    await pg?.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
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
    const env: Record<string, string> = {
      DATABASE_URL: pg.url,
      JWT_SECRET: randomBytes(36).toString('base64url'),
      STORAGE_DIR: storageDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      SEED_SANCTIONS: '0',
      TRUST_PROXY: '1',
      // The workload registers an organisation per client, all from 127.0.0.1.
      AUTH_REGISTER_PER_IP_HOUR: '10000',
      WEB_DIST: path.join(dir, 'no-web'),
      ...opts.env,
    };
    let started = Date.now();
    await opts.prepare(pg.url, env);
    log(`prepare (migrations, seeds) ${Date.now() - started} ms`);
    const command = replicaCommand();
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
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
