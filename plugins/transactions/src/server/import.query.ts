import { notFound } from '@app/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Readable } from 'node:stream';
import {
  IMPORT_ERROR_PAGE_SIZE,
  IMPORT_MESSAGES as M,
  IMPORT_PAGE_SIZE,
  type ImportError,
  type TransactionField,
  type TransactionImport,
} from '../shared/index.ts';
import { ImportEntity, type ImportRow } from './import.entities.ts';

export const toImportItem = (row: ImportRow, badOpen: number): TransactionImport => ({
  _id: row.id,
  file_name: row.fileName,
  size: row.size,
  format: row.format,
  mapping_id: row.mappingId ?? null,
  mapping_name: row.mappingName ?? null,
  status: row.status,
  job_id: row.jobId ?? null,
  counts: { rows: row.rows, inserted: row.inserted, duplicates: row.duplicates, linked: row.linked, bad: row.bad },
  bad_open: badOpen,
  error_columns: row.errorColumns,
  error: row.error ?? null,
  created_by: row.createdBy ?? null,
  created_at: row.createdAt.toISOString(),
  started_at: row.startedAt?.toISOString() ?? null,
  finished_at: row.finishedAt?.toISOString() ?? null,
});

/** Bad rows not yet re-imported, per import. */
async function openBadRows(em: EntityManager, organizationId: string, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await em.execute<{ import_id: string; n: number }[]>(
    `select import_id, count(*)::int as n from transactions_bad_row where organization = ? and import_id in (${ids.map(() => '?').join(',')}) group by import_id`,
    [organizationId, ...ids],
  );
  return new Map(rows.map((r) => [r.import_id, r.n]));
}

export async function findImport(em: EntityManager, organizationId: string, id: string): Promise<ImportRow> {
  const row = await em.findOne(ImportEntity, { id, organization: organizationId }, { refresh: true });
  if (!row) throw notFound(M.importNotFound);
  return row;
}

export async function getImport(em: EntityManager, organizationId: string, id: string): Promise<TransactionImport> {
  const row = await findImport(em, organizationId, id);
  return toImportItem(row, (await openBadRows(em, organizationId, [row.id])).get(row.id) ?? 0);
}

export async function listImports(em: EntityManager, organizationId: string, pageText?: string) {
  const page = Number(pageText ?? 1);
  const [rows, total] = await em.findAndCount(
    ImportEntity,
    { organization: organizationId },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: IMPORT_PAGE_SIZE, offset: (page - 1) * IMPORT_PAGE_SIZE },
  );
  const open = await openBadRows(
    em,
    organizationId,
    rows.map((r) => r.id),
  );
  return {
    imports: rows.map((r) => toImportItem(r, open.get(r.id) ?? 0)),
    total,
    page,
    page_size: IMPORT_PAGE_SIZE as typeof IMPORT_PAGE_SIZE,
  };
}

export interface ErrorFilter {
  reason?: string;
  column?: string;
}

/** The where clause over one error `e` of a bad row `b`; "" as column matches errors without one. */
export function errorWhere(filter: ErrorFilter): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (filter.reason !== undefined) {
    parts.push(`e->>'reason' ilike ?`);
    params.push(`%${filter.reason.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  if (filter.column !== undefined) {
    parts.push(`coalesce(e->>'column', '') = ?`);
    params.push(filter.column);
  }
  return { sql: parts.length ? parts.join(' and ') : 'true', params };
}

interface ErrorLine {
  bad_row_id: string;
  row: number;
  column: string | null;
  field: TransactionField | null;
  reason: string;
  value: string | null;
}

/** Every error of an import in row order, 50 a page, filtered by part of the reason and by column. */
export async function importErrors(
  em: EntityManager,
  organizationId: string,
  query: ErrorFilter & { id: string; page?: string },
) {
  await findImport(em, organizationId, query.id);
  const page = Number(query.page ?? 1);
  const where = errorWhere(query);
  const from = `from transactions_bad_row b cross join lateral jsonb_array_elements(b.errors) with ordinality as x(e, n)
    where b.organization = ? and b.import_id = ? and ${where.sql}`;
  const params = [organizationId, query.id, ...where.params];
  const [count] = await em.execute<{ total: number }[]>(`select count(*)::int as total ${from}`, params);
  const errors = await em.execute<ErrorLine[]>(
    `select b.id as bad_row_id, b.row, e->>'column' as "column", e->>'field' as field, e->>'reason' as reason, e->>'value' as value
     ${from} order by b.row, b.id, x.n limit ? offset ?`,
    [...params, IMPORT_ERROR_PAGE_SIZE, (page - 1) * IMPORT_ERROR_PAGE_SIZE],
  );
  return {
    errors: errors satisfies ImportError[],
    total: count?.total ?? 0,
    page,
    page_size: IMPORT_ERROR_PAGE_SIZE as typeof IMPORT_ERROR_PAGE_SIZE,
  };
}

const CSV_BATCH = 2000;
export const ERRORS_CSV_HEADER = ['row', 'column', 'field', 'reason', 'value'];

/** A CSV cell: quoted, and a leading = + - @ made inert for spreadsheets. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * Every error of the import matching the filter as CSV, produced while the client reads it: keyset
 * batches over the bad rows, never the whole list in memory. The stream reads through its own fork.
 */
export function importErrorsCsv(em: EntityManager, organizationId: string, importId: string, filter: ErrorFilter) {
  const where = errorWhere(filter);
  async function* lines() {
    yield `\uFEFF${ERRORS_CSV_HEADER.join(',')}\r\n`;
    let after: [number, string] | null = null;
    for (;;) {
      const rows: { id: string; row: number; lines: ErrorLine[] | null }[] = await em.execute(
        `select b.id, b.row,
                (select jsonb_agg(jsonb_build_object('column', e->>'column', 'field', e->>'field', 'reason', e->>'reason', 'value', e->>'value') order by n)
                   from jsonb_array_elements(b.errors) with ordinality as x(e, n) where ${where.sql}) as lines
           from transactions_bad_row b
          where b.organization = ? and b.import_id = ? ${after ? 'and (b.row, b.id) > (?, ?)' : ''}
          order by b.row, b.id limit ?`,
        [...where.params, organizationId, importId, ...(after ?? []), CSV_BATCH],
      );
      if (!rows.length) return;
      let chunk = '';
      for (const r of rows)
        for (const e of r.lines ?? [])
          chunk += `${[r.row, e.column, e.field, e.reason, e.value].map(csvCell).join(',')}\r\n`;
      if (chunk) yield chunk;
      const last = rows[rows.length - 1]!;
      after = [last.row, last.id];
      if (rows.length < CSV_BATCH) return;
    }
  }
  return Readable.from(lines());
}
