import { createOrm, startEmbeddedPostgres } from '@app/core/server';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrations } from '../migrations/index.ts';
import { allEntities } from './database.ts';

/** Diffs the entities against a scratch database migrated to the latest committed state and writes the next migration. */
const here = path.dirname(fileURLToPath(import.meta.url));
const db = await startEmbeddedPostgres({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'mig-')), port: 54400 + (process.pid % 500), database: 'scratch', persistent: false });
const orm = await createOrm({ clientUrl: db.url, entities: allEntities(), migrations });
try {
  await orm.migrator.up();
  const result = await orm.migrator.create(path.join(here, '../migrations'));
  console.log(result.fileName ? `wrote ${result.fileName}; add it to migrations/index.ts` : 'no changes');
} finally {
  await orm.close(true);
  await db.stop();
}
