import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, TEST_POSTGRES_FLAGS } from '../server/embedded-postgres.ts';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A migrated template: `key` names its content (e.g. the migration list), `prepare` migrates a database at `url`. */
export interface TestDatabaseTemplate {
  key: string;
  prepare(url: string): Promise<void>;
}

/**
 * A fresh database per test file. The test runner starts one embedded PostgreSQL and passes its
 * server URL in TEST_PG_URL; a file run on its own starts a throwaway instance.
 *
 * With a template, the shared server migrates one database per distinct template key once
 * (ADR 0050) and every test database is a `CREATE DATABASE … TEMPLATE` copy of it; a throwaway
 * instance is simply prepared in place.
 */
export async function createTestDatabase(template?: TestDatabaseTemplate): Promise<TestDatabase> {
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const server = process.env.TEST_PG_URL;
  if (!server) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pgtest-'));
    const db = await startEmbeddedPostgres({
      dataDir: dir,
      port: 56000 + (process.pid % 2000),
      database: name,
      persistent: false,
      postgresFlags: TEST_POSTGRES_FLAGS,
    });
    await template?.prepare(db.url);
    return { url: db.url, drop: () => db.stop() };
  }
  const source = template ? await ensureTemplate(server, template) : undefined;
  await admin(server, (c) => c.query(`create database "${name}"${source ? ` template "${source}"` : ''}`));
  return {
    url: withDatabase(server, name),
    drop: () => admin(server, async (c) => void (await c.query(`drop database if exists "${name}" with (force)`))),
  };
}

/**
 * The template database for `template.key`, built once per server. Parallel test processes meet
 * on an advisory lock; the template is prepared under a temporary name and renamed when complete,
 * so a process that dies half-way never leaves a half-migrated template behind.
 */
async function ensureTemplate(server: string, template: TestDatabaseTemplate): Promise<string> {
  const name = `tpl_${createHash('sha256').update(template.key).digest('hex').slice(0, 16)}`;
  return admin(server, async (c) => {
    const exists = async () =>
      Boolean((await c.query('select 1 from pg_database where datname = $1', [name])).rowCount);
    if (await exists()) return name;
    await c.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      if (await exists()) return name;
      const building = `${name}_b${process.pid}`;
      await c.query(`drop database if exists "${building}" with (force)`);
      await c.query(`create database "${building}"`);
      await template.prepare(withDatabase(server, building));
      await renameWhenIdle(c, building, name);
      return name;
    } finally {
      await c.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

/** The migrator's connections may still be closing: end them, then rename. */
async function renameWhenIdle(c: pg.Client, from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await c.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [from],
    );
    try {
      await c.query(`alter database "${from}" rename to "${to}"`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
