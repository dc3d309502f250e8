// DEV ONLY: run SQL (file argv[2], statements separated by ';;') against the dev DB.
import { startEmbeddedPostgres } from '@app/core/server';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
const pg = createRequire(import.meta.url)('../../core/framework/node_modules/pg');
const db = await startEmbeddedPostgres({ dataDir: '/tmp/dperf-db', port: 5642, database: 'bench', persistent: true });
const c = new pg.Client(db.url); await c.connect();
for (const sql of readFileSync(process.argv[2]!, 'utf8').split(';;').map((s) => s.trim()).filter(Boolean)) {
  console.log('>>', sql.slice(0, 200).replace(/\s+/g, ' '));
  try { const r = await c.query(sql); for (const row of r.rows) console.log(Object.values(row).join(' | ')); } catch (e) { console.log('ERR', (e as Error).message); }
}
await c.end(); await db.stop();
