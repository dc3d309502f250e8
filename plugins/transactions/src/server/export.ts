import type { EntityManager } from '@mikro-orm/postgresql';
import { Readable } from 'node:stream';
import { TRANSACTION_FIELDS, type TransactionFilters } from '../shared/index.ts';
import { filters, iso, SELECT_FIELDS } from './list.ts';

const BATCH = 2000;
/** The model's field names, so an export reads back through a mapping that maps each header to itself. */
export const EXPORT_HEADER = ['id', ...TRANSACTION_FIELDS, 'client_id', 'import_id'] as const;

/** One CSV cell: quoted, and neutralised when a spreadsheet would read it as a formula. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r|]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * Every transaction the filters match, newest booking first, as CSV produced while the client reads it:
 * keyset batches along the list's index order, never the whole list in memory.
 */
export function transactionsCsv(em: EntityManager, organizationId: string, q: TransactionFilters): Readable {
  const { where, params } = filters(organizationId, q);
  async function* lines() {
    yield `\uFEFF${EXPORT_HEADER.join(',')}\r\n`;
    let after: [string, string] | null = null;
    for (;;) {
      const rows: Record<string, string | null>[] = await em.execute<Record<string, string | null>[]>(
        `select id, ${SELECT_FIELDS}, company_id as client_id, import_id, ${iso('booked_at')} as booked_key
           from transactions_transaction t where ${where}
           ${after ? 'and (t.booked_at, t.id) < (?::timestamptz, ?)' : ''}
          order by t.booked_at desc, t.id desc limit ${BATCH}`,
        [...params, ...(after ?? [])],
      );
      if (!rows.length) return;
      yield rows.map((r) => `${EXPORT_HEADER.map((h) => csvCell(r[h])).join(',')}\r\n`).join('');
      const last = rows[rows.length - 1]!;
      after = [last.booked_key!, last.id!];
      if (rows.length < BATCH) return;
    }
  }
  return Readable.from(lines());
}
