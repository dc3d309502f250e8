import { createOrm, startEmbeddedPostgres } from '@app/core/server';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectMigrations } from '@app/core/server';
import { allEntities } from './database.ts';
import { serverPlugins } from './plugins.ts';

/**
 * Diffs the entities against a scratch database migrated to the latest committed state and writes the
 * next migration into the plugin that owns it: `migration:create <plugin-folder>` (e.g. dossier).
 */
const owner = process.argv[2];
if (!owner) throw new Error('usage: migration:create <plugin folder under plugins/>');
const target = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../plugins',
  owner,
  'src/server/migrations',
);
const migrations = collectMigrations(serverPlugins);
const db = await startEmbeddedPostgres({
  dataDir: mkdtempSync(path.join(os.tmpdir(), 'mig-')),
  port: 54400 + (process.pid % 500),
  database: 'scratch',
  persistent: false,
});
const orm = await createOrm({ clientUrl: db.url, entities: allEntities(), migrations });
try {
  await orm.migrator.up();
  const result = await orm.migrator.create(target);
  console.log(result.fileName ? `wrote ${result.fileName}; add it to that plugin's migrations/index.ts` : 'no changes');
} finally {
  await orm.close(true);
  await db.stop();
}
