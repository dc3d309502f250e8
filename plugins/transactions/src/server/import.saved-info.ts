import { badRequest, HttpError } from '@app/core/server';
import type { FieldError } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Compile } from 'typebox/compile';
import { schemaReason } from '../readers/mapping-reasons.ts';
import {
  BAD_ROW_PAGE_SIZE,
  IMPORT_MESSAGES as M,
  DAY_FIELDS,
  InvalidTransactionError,
  TRANSACTION_FIELDS,
  TransactionInputSchema,
  type BadRow,
  type StoreResult,
  type TransactionField,
  type TransactionInput,
  type TransactionsService,
} from '../shared/index.ts';
import { errorWhere, type ErrorFilter } from './import.query.ts';

const validator = Compile(TransactionInputSchema);
const FIELDS: ReadonlySet<string> = new Set(TRANSACTION_FIELDS);

/** Saved info: the organisation's bad rows (of one import or all), a row matching when one of its errors does. */
export async function listBadRows(
  em: EntityManager,
  organizationId: string,
  query: ErrorFilter & { import_id?: string; page?: string },
) {
  const page = Number(query.page ?? 1);
  const filter = errorWhere(query);
  const filtered = query.reason !== undefined || query.column !== undefined;
  const where = `b.organization = ? ${query.import_id ? 'and b.import_id = ?' : ''}
    ${filtered ? `and exists (select 1 from jsonb_array_elements(b.errors) e where ${filter.sql})` : ''}`;
  const params = [organizationId, ...(query.import_id ? [query.import_id] : []), ...(filtered ? filter.params : [])];
  const [count] = await em.execute<{ total: number }[]>(
    `select count(*)::int as total from transactions_bad_row b where ${where}`,
    params,
  );
  const rows = await em.execute<
    {
      id: string;
      import_id: string;
      file_name: string;
      row: number;
      values: BadRow['values'];
      errors: BadRow['errors'];
      updated_at: Date;
    }[]
  >(
    `select b.id, b.import_id, i.file_name, b.row, b."values", b.errors, b.updated_at
       from transactions_bad_row b join transactions_import i on i.id = b.import_id
      where ${where} order by i.created_at desc, b.import_id, b.row, b.id limit ? offset ?`,
    [...params, BAD_ROW_PAGE_SIZE, (page - 1) * BAD_ROW_PAGE_SIZE],
  );
  return {
    rows: rows.map((r): BadRow => ({
      _id: r.id,
      import_id: r.import_id,
      file_name: r.file_name,
      row: r.row,
      values: r.values,
      errors: r.errors.map((e) => ({
        column: e.column ?? null,
        field: e.field ?? null,
        reason: e.reason,
        value: e.value ?? null,
      })),
      updated_at: new Date(r.updated_at).toISOString(),
    })),
    total: count?.total ?? 0,
    page,
    page_size: BAD_ROW_PAGE_SIZE as typeof BAD_ROW_PAGE_SIZE,
  };
}

const DATES: ReadonlySet<string> = new Set(['booked_at', 'value_at', ...DAY_FIELDS]);
const AMOUNTS: ReadonlySet<string> = new Set(['amount', 'amount_local']);

/** Why a corrected value is not the model's, in the words of the correction form. */
function correctionReason(field: TransactionField, e: { keyword: string; params: object }, value?: string): string {
  if (e.keyword === 'maxLength') return schemaReason(field, e.keyword, e.params, value, field);
  if (field === 'direction') return `"${value}" is neither credit nor debit`;
  if (AMOUNTS.has(field))
    return `"${value}" is not an amount: digits with at most 4 decimals after a ".", no sign (the direction says in or out)`;
  if (DATES.has(field)) return `"${value}" is not a date (YYYY-MM-DD) or date-time (YYYY-MM-DDTHH:mm:ss)`;
  return schemaReason(field, e.keyword, e.params, value, field);
}

/** Each problem of a corrected row, named `rows.<i>.values.<field>` (the form's field). */
function rowProblems(index: number, values: Record<string, string>): FieldError[] {
  const at = (field: string) => `rows.${index}.values.${field}`;
  const problems: FieldError[] = [];
  for (const key of Object.keys(values))
    if (!FIELDS.has(key)) problems.push({ field: at(key), message: `"${key}" is not a transaction field` });
  if (problems.length) return problems;
  const seen = new Set<string>();
  for (const e of validator.Errors(values)) {
    const fields =
      e.keyword === 'required'
        ? (e.params as { requiredProperties: string[] }).requiredProperties
        : [e.instancePath.split('/')[1] ?? ''];
    for (const f of fields) {
      if (!f || seen.has(f)) continue;
      seen.add(f);
      const reason = e.keyword === 'required' ? 'required' : correctionReason(f as TransactionField, e, values[f]);
      problems.push({ field: at(f), message: `${f}: ${reason}` });
    }
  }
  return problems;
}

/**
 * Stores corrected bad rows and removes them from Saved info, all or nothing: a row that is still not a
 * transaction refuses the call (400 naming its index and field) and nothing changes.
 */
export async function reimportBadRows(
  em: EntityManager,
  organizationId: string,
  store: Pick<TransactionsService, 'store'>,
  rows: { id: string; values: Record<string, string> }[],
): Promise<StoreResult & { removed: number }> {
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    if (seen.has(r.id)) throw badRequest(M.badRowTwice(r.id), `rows.${i}.id`);
    seen.add(r.id);
  });
  const found = await em.execute<{ id: string; import_id: string }[]>(
    `select id, import_id from transactions_bad_row where organization = ? and id in (${rows.map(() => '?').join(',')})`,
    [organizationId, ...rows.map((r) => r.id)],
  );
  const importOf = new Map(found.map((f) => [f.id, f.import_id]));
  rows.forEach((r, i) => {
    if (!importOf.has(r.id)) throw badRequest(M.badRowNotFound(r.id), `rows.${i}.id`);
  });
  // An emptied form field is a value left out, not an empty text.
  const items = rows.map((r) => Object.fromEntries(Object.entries(r.values).filter(([, v]) => v.trim() !== '')));
  const problems = items.flatMap((values, i) => rowProblems(i, values));
  if (problems.length) throw new HttpError(400, `${problems[0]!.field}: ${problems[0]!.message}`, problems);

  // Stored under the import each row came from; one transaction for all of them.
  const byImport = new Map<string, number[]>();
  rows.forEach((r, i) => {
    const importId = importOf.get(r.id)!;
    byImport.set(importId, [...(byImport.get(importId) ?? []), i]);
  });
  return em.transactional(async (tx) => {
    const total = { inserted: 0, duplicates: 0, linked: 0, removed: 0 };
    for (const [importId, indexes] of byImport) {
      try {
        const res = await store.store(
          tx,
          organizationId,
          indexes.map((i) => items[i] as TransactionInput),
          { importId },
        );
        total.inserted += res.inserted;
        total.duplicates += res.duplicates;
        total.linked += res.linked;
      } catch (error) {
        if (!(error instanceof InvalidTransactionError)) throw error;
        const field = `rows.${indexes[error.index]}.values.${error.field}`;
        throw badRequest(`${field}: ${error.message}`, field);
      }
    }
    const [removed] = await tx.execute<{ n: number }[]>(
      `with d as (delete from transactions_bad_row where organization = ? and id in (${rows.map(() => '?').join(',')}) returning 1)
       select count(*)::int as n from d`,
      [organizationId, ...rows.map((r) => r.id)],
    );
    total.removed = removed?.n ?? 0;
    return total;
  });
}

export async function deleteBadRows(em: EntityManager, organizationId: string, ids: string[]) {
  const [removed] = await em.execute<{ n: number }[]>(
    `with d as (delete from transactions_bad_row where organization = ? and id in (${ids.map(() => '?').join(',')}) returning 1)
     select count(*)::int as n from d`,
    [organizationId, ...ids],
  );
  return { removed: removed?.n ?? 0 };
}
