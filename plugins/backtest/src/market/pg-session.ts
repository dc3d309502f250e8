import type { MikroORM } from '@mikro-orm/postgresql';
import type { PoolClient } from 'pg';

/** A query on the import's own connection: `$1`-style parameters, rows back. */
export type Sql = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** One pooled connection of the ORM's pool inside one transaction (COPY needs the raw `pg` client). */
export interface PgSession {
  client: PoolClient;
  sql: Sql;
  /** Rows affected by a statement (UPDATE / INSERT counts). */
  count: (text: string, params?: unknown[]) => Promise<number>;
}

/**
 * Runs `fn` in a transaction on a connection taken from the ORM's `pg` pool: committed when `fn`
 * resolves, rolled back when it throws. A connection whose state is unknown after an error (e.g.
 * a COPY that could not be ended) is closed rather than returned to the pool.
 */
export async function inPgTransaction<T>(orm: MikroORM, fn: (s: PgSession) => Promise<T>): Promise<T> {
  const pool = await orm.em.getConnection().getNativeClient();
  const client = await pool.connect();
  const sql: Sql = async (text, params = []) => (await client.query(text, params)).rows;
  const count = async (text: string, params: unknown[] = []) => (await client.query(text, params)).rowCount ?? 0;
  let broken = false;
  try {
    await client.query('begin');
    const out = await fn({ client, sql, count });
    await client.query('commit');
    return out;
  } catch (error) {
    await client.query('rollback').catch(() => (broken = true));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Serialises imports of one market (kind and symbol) until the import's transaction ends. */
export async function lockMarket(sql: Sql, kind: string, symbol: string): Promise<void> {
  await sql(`select pg_advisory_xact_lock(hashtext($1))`, [`market-import|${kind}|${symbol}`]);
}
