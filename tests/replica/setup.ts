import { loadConfig } from '@app/core/server';
import { openDatabase } from '@app/server';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT, type ServerBuild } from './cluster.ts';

const run = promisify(execFile);

/**
 * Migrations run once, by one process, before any replica starts (the replicas skip them): the
 * build's migrate script, as an operator runs `app db migrate`; with the sources, the server's
 * migrator in this process. Returns the test's own connection to the shared database (checks, seeds).
 */
export async function migrateOnce(
  databaseUrl: string,
  env: Record<string, string>,
  build: ServerBuild,
): ReturnType<typeof openDatabase> {
  if (build.migrate) await run(process.execPath, [build.migrate], { cwd: ROOT, env: { ...process.env, ...env } });
  const config = { ...loadConfig({ ...env, DATA_DIR: env.STORAGE_DIR ?? ROOT }, ROOT), databaseUrl };
  return openDatabase(config, { migrate: !build.migrate });
}
