import { loadConfig, type AppConfig } from '@app/core/server';
import type { openDatabase } from '@app/server';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Direct database access for the bootstrap commands (create-superuser, mail list): the same config
 * and database the server uses. Imported lazily so HTTP-only commands start fast.
 */
export const repoRoot = (env: NodeJS.ProcessEnv = process.env): string =>
  env.APP_ROOT || path.resolve(fileURLToPath(import.meta.url), '../../..');

export const cliServerConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => loadConfig(env, repoRoot(env));

/**
 * Opens the database, runs `fn`, closes it. When the server already runs the embedded PostgreSQL
 * under the data dir, we connect to it: starting it again would stop the running instance.
 */
export async function withDatabase<T>(
  fn: (orm: Awaited<ReturnType<typeof openDatabase>>['orm'], config: AppConfig) => Promise<T>,
  opts: { migrate?: boolean } = {},
): Promise<T> {
  const { openDatabase } = await import('@app/server');
  const config = cliServerConfig();
  const running = config.databaseUrl ? null : runningEmbeddedPort(config.dataDir);
  const db = await openDatabase(
    running ? { ...config, databaseUrl: `postgresql://postgres:postgres@127.0.0.1:${running}/app` } : config,
    { migrate: opts.migrate },
  );
  try {
    return await fn(db.orm, config);
  } finally {
    await db.close();
  }
}

/** Port of a live embedded PostgreSQL (from its postmaster.pid), or null. */
function runningEmbeddedPort(dataDir: string): number | null {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port) return null;
  try {
    process.kill(pid, 0);
    return port;
  } catch {
    return null;
  }
}
