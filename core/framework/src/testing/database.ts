import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../server/embedded-postgres.ts';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database per test file. The test runner starts one embedded PostgreSQL and passes its
 * server URL in TEST_PG_URL; a file run on its own starts a throwaway instance.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const server = process.env.TEST_PG_URL;
  if (!server) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pgtest-'));
    const db = await startEmbeddedPostgres({ dataDir: dir, port: 56000 + (process.pid % 2000), database: name, persistent: false });
    return { url: db.url, drop: () => db.stop() };
  }
  await admin(server, `create database "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(server, `drop database if exists "${name}" with (force)`) };
}

async function admin(serverUrl: string, sql: string): Promise<void> {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
