import { badRequest, notFound } from '@app/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Readable } from 'node:stream';
import {
  ERROR_KINDS,
  errorKindLabel,
  FIU_MESSAGES as M,
  fieldByKey,
  withKinds,
  type ErrorKind,
  type SavedInfoFilter,
  type SavedInfoQuery,
  type SavedInfoResponse,
  type SavedRow,
} from '../shared/index.ts';
import type { RowError } from '../convert/row-validate.ts';
import { UploadedFileEntity } from './fiu.entities.ts';

/** The seed call without paging extras answers the first 1,000 rows, as it always did. */
const LEGACY_PAGE = 1000;
const EXPORT_BATCH = 1000;

export interface Where {
  sql: string;
  params: unknown[];
}

/**
 * The rows of an organisation matching a filter. Raw SQL (the JSON containment test has no
 * MikroORM form), so the organisation is always the first condition: the tenant filter does not
 * apply to `em.execute`.
 */
export async function savedRowsWhere(
  em: EntityManager,
  organizationId: string,
  filter: SavedInfoFilter,
): Promise<Where> {
  if (filter.field !== undefined && !fieldByKey.has(filter.field))
    throw badRequest(M.noSuchColumn(filter.field), 'field');
  const params: unknown[] = [organizationId];
  let sql = 's.organization = ?';
  if (filter.file_id) {
    // another organisation's file is not found, like every id of another organisation
    if (!(await em.count(UploadedFileEntity, { id: filter.file_id }))) throw notFound(M.fileNotFound);
    sql += ' and s.file_id = ?';
    params.push(filter.file_id);
  }
  if (filter.kind || filter.field) {
    sql += ' and s.errors @> ?::jsonb';
    params.push(
      JSON.stringify([
        { ...(filter.kind ? { kind: filter.kind } : {}), ...(filter.field ? { field: filter.field } : {}) },
      ]),
    );
  }
  return { sql, params };
}

interface RawRow {
  id: string;
  file_id: string;
  row: number;
  values: Record<string, string>;
  errors: RowError[];
  updated_at: Date | string;
}

async function filenames(em: EntityManager, organizationId: string, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const files = await em.execute<{ id: string; filename: string }[]>(
    `select id, filename from fiu_file where organization = ? and id in (${unique.map(() => '?').join(', ')})`,
    [organizationId, ...unique],
  );
  return new Map(files.map((f) => [f.id, f.filename]));
}

const toWire = (r: RawRow, filename: string): SavedRow => ({
  _id: r.id,
  file_id: r.file_id,
  filename,
  row: r.row,
  values: r.values,
  errors: withKinds(r.errors),
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** One page of Saved info with the counts the screen's filters show. */
export async function listSavedInfo(
  em: EntityManager,
  organizationId: string,
  q: SavedInfoQuery,
): Promise<SavedInfoResponse> {
  const perPage = q.per_page ? Number(q.per_page) : LEGACY_PAGE;
  if (perPage > LEGACY_PAGE) throw badRequest(M.perPageTooLarge, 'per_page');
  const page = q.page ? Number(q.page) : 1;
  const where = await savedRowsWhere(em, organizationId, q);
  const rows = await em.execute<RawRow[]>(
    `select s.id, s.file_id, s.row, s."values", s.errors, s.updated_at from fiu_saved_row s where ${where.sql}
     order by s.created_at, s.file_id, s.row, s.id limit ? offset ?`,
    [...where.params, perPage, (page - 1) * perPage],
  );
  const [{ n }] = (await em.execute<{ n: string }[]>(
    `select count(*) as n from fiu_saved_row s where ${where.sql}`,
    where.params,
  )) as [{ n: string }];
  const byFile = await savedRowsWhere(em, organizationId, { file_id: q.file_id });
  // distinct kinds per row, then rows per kind: no sort of every row id per kind
  const kindRows = await em.execute<{ kind: string | null; rows: string }[]>(
    `select k.kind, count(*) as rows from fiu_saved_row s
     cross join lateral (select distinct e->>'kind' as kind from jsonb_array_elements(s.errors) e) k
     where ${byFile.sql} group by 1`,
    byFile.params,
  );
  const fileRows = await em.execute<{ file_id: string; rows: string; ready: string }[]>(
    `select s.file_id, count(*) as rows, count(*) filter (where s.errors = '[]'::jsonb) as ready from fiu_saved_row s where s.organization = ? group by s.file_id order by min(s.created_at)`,
    [organizationId],
  );
  const names = await filenames(em, organizationId, [...rows.map((r) => r.file_id), ...fileRows.map((f) => f.file_id)]);
  const counts = new Map(kindRows.map((k) => [k.kind ?? 'other', Number(k.rows)]));
  return {
    data: rows.map((r) => toWire(r, names.get(r.file_id) ?? '')),
    total: Number(n),
    page,
    per_page: perPage,
    kinds: ERROR_KINDS.filter((k) => counts.has(k.kind)).map((k) => ({
      kind: k.kind,
      label: k.label,
      rows: counts.get(k.kind)!,
    })),
    files: fileRows.map((f) => ({
      file_id: f.file_id,
      filename: names.get(f.file_id) ?? '',
      rows: Number(f.rows),
      ready: Number(f.ready),
    })),
  };
}

/** One CSV cell: quoted, and neutralised when a spreadsheet would read it as a formula. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r|]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const ERRORS_CSV_HEADER = ['File', 'Row', 'Column', 'Field', 'Error kind', 'Reason', 'Value'];

/**
 * Every error of the matching rows (only the errors of the filtered kind/field when filtered), as
 * CSV produced while the client reads it: keyset batches in the listing order along its index
 * (ADR 0080), never the whole list in memory.
 */
export function savedErrorsCsv(
  em: EntityManager,
  organizationId: string,
  where: Where,
  filter: SavedInfoFilter,
): Readable {
  const wanted = (e: RowError & { kind?: ErrorKind }) =>
    (!filter.kind || e.kind === filter.kind) && (!filter.field || e.field === filter.field);
  async function* lines() {
    yield `\uFEFF${ERRORS_CSV_HEADER.join(',')}\r\n`;
    // with a file filter the file is fixed: the key skips it (the (organization, file_id, created_at, row, id) index)
    const key = filter.file_id
      ? '(s.created_at, s.row, s.id) > (?::timestamptz, ?, ?)'
      : '(s.created_at, s.file_id, s.row, s.id) > (?::timestamptz, ?, ?, ?)';
    let after: unknown[] | null = null;
    const names = new Map<string, string>();
    for (;;) {
      const rows: (RawRow & { created_key: string })[] = await em.execute<(RawRow & { created_key: string })[]>(
        `select s.id, s.file_id, s.row, s."values", s.errors, s.updated_at, s.created_at::text as created_key
         from fiu_saved_row s where ${where.sql}
         ${after ? `and ${key}` : ''} order by s.created_at, s.file_id, s.row, s.id limit ?`,
        [...where.params, ...(after ?? []), EXPORT_BATCH],
      );
      if (!rows.length) return;
      const missing = rows.map((r) => r.file_id).filter((id) => !names.has(id));
      for (const [id, name] of await filenames(em, organizationId, missing)) names.set(id, name);
      let chunk = '';
      for (const r of rows) {
        for (const e of withKinds(r.errors)) {
          if (!wanted(e)) continue;
          chunk += `${[names.get(r.file_id) ?? '', r.row, e.column, e.field, errorKindLabel(e.kind), e.reason, e.field ? (r.values[e.field] ?? '') : ''].map(csvCell).join(',')}\r\n`;
        }
      }
      if (chunk) yield chunk;
      const last = rows[rows.length - 1]!;
      after = filter.file_id
        ? [last.created_key, last.row, last.id]
        : [last.created_key, last.file_id, last.row, last.id];
      if (rows.length < EXPORT_BATCH) return;
    }
  }
  return Readable.from(lines());
}
