import { loadConfig, migrate, StartupError } from '@app/core/server';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './database.ts';

/**
 * Runs the product's pending migrations once and exits (ADR 0084): the step before starting
 * replicas with MIGRATIONS=skip. `node dist/server/migrate.mjs` in the production build; the CLI's
 * `app db migrate` does the same.
 */
export async function runMigrations(log: (line: string) => void = console.log): Promise<string[]> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const db = await openDatabase(loadConfig(process.env, process.env.APP_ROOT ?? root), { migrate: false });
  try {
    const ran = await migrate(db.orm);
    log(ran.length ? `Ran ${ran.length} migrations:\n${ran.map((n) => `  ${n}`).join('\n')}` : 'No pending migrations');
    return ran;
  } finally {
    await db.close();
  }
}

const isEntry = process.argv[1] !== undefined && /migrate\.(ts|mjs)$/.test(process.argv[1]);
if (isEntry) {
  await runMigrations().catch((error: unknown) => {
    console.error(error instanceof StartupError ? error.message : error);
    process.exit(1);
  });
  process.exit(0);
}
