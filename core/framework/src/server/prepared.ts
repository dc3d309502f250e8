import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';

interface Prepared {
  name: string;
  text: string;
}
const statements = new Map<string, Prepared>();
const MAX_STATEMENTS = 2_000;

/** `?` placeholders as `$1..$n`, outside quoted literals and identifiers (the SQL written in this code base uses `?`). */
export function numberPlaceholders(sql: string): string {
  let out = '';
  let n = 0;
  let quote: string | null = null;
  for (const ch of sql) {
    if (quote) {
      if (ch === quote) quote = null;
      out += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      out += ch;
    } else out += ch === '?' ? `$${++n}` : ch;
  }
  return out;
}

/**
 * Rows of a hot read as a named prepared statement on the ORM's own pool (ADR 0054): PostgreSQL
 * parses and plans it once per connection instead of on every request (planning was half the cost
 * of a client list page). Same type parsers as `em.execute`. Inside a transaction the statement must
 * run on the transaction's connection, so it goes through `em.execute` there.
 */
export async function preparedRows<T>(em: EntityManager, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  if (em.isInTransaction()) return em.execute<T[]>(sql, params as unknown[]);
  let statement = statements.get(sql);
  if (!statement) {
    statement = {
      name: `p_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`,
      text: numberPlaceholders(sql),
    };
    if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
    statements.set(sql, statement);
  }
  const pool = await em.getConnection().getNativeClient();
  const result = await pool.query<T & object>({
    name: statement.name,
    text: statement.text,
    values: params as unknown[],
  });
  return result.rows;
}
