import { loadConfig } from '@app/core/server';
import { openDatabase } from '@app/server';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './cluster.ts';

const run = promisify(execFile);

/** The CLI's `db migrate` when the build has it, else null (then the test migrates through the server's own code). */
function migrateCommand(): { cmd: string; args: string[] } | null {
  const built = path.join(ROOT, 'cli/dist/bin/app.js');
  if (existsSync(built)) return { cmd: process.execPath, args: [built, 'db', 'migrate'] };
  return null;
}

/**
 * Migrations run once, by one process, before any replica starts (replicas then find nothing to
 * run): `app db migrate` of the build when there is one, else the server's migrator in this process.
 * Returns the test's own connection to the shared database (for the checks).
 */
export async function migrateOnce(databaseUrl: string, env: Record<string, string>): ReturnType<typeof openDatabase> {
  const command = migrateCommand();
  if (command) await run(command.cmd, command.args, { cwd: ROOT, env: { ...process.env, ...env } });
  const config = { ...loadConfig({ ...env, DATA_DIR: env.STORAGE_DIR ?? ROOT }, ROOT), databaseUrl };
  return openDatabase(config, { migrate: !command });
}
