import type { Principal } from '@app/core/plugin-api';
import { badRequest, notFound, recordAudit } from '@app/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RowError } from '../convert/row-validate.ts';
import { FIU_MESSAGES as M, fieldByKey, type BulkFix, type BulkFixResult } from '../shared/index.ts';
import { UploadedFileEntity, type UploadedFile } from './fiu.entities.ts';
import { savedRowsWhere } from './saved-info.query.ts';
import { assertMayEdit, recheck } from './saved-info.service.ts';

const BATCH = 1000;
const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

interface Stored {
  id: string;
  file_id: string;
  row: number;
  values: Record<string, string>;
  errors: RowError[];
}

/** The ids in scope, locked for this transaction (two people fixing the same rows wait for each other). */
async function selectedIds(tx: EntityManager, organizationId: string, body: BulkFix): Promise<string[]> {
  if (body.row_ids) {
    const unique = [...new Set(body.row_ids)];
    const found = await tx.execute<{ id: string }[]>(
      `select s.id from fiu_saved_row s where s.organization = ? and s.id in (${marks(unique.length)}) order by s.id for update`,
      [organizationId, ...unique],
    );
    if (found.length !== unique.length) throw notFound(M.savedRowNotFound);
    return found.map((r) => r.id);
  }
  const where = await savedRowsWhere(tx, organizationId, body.filter ?? {});
  const found = await tx.execute<{ id: string }[]>(
    `select s.id from fiu_saved_row s where ${where.sql} order by s.id for update`,
    where.params,
  );
  if (!found.length) throw badRequest(M.noRowMatches, 'filter');
  return found.map((r) => r.id);
}

async function actorName(em: EntityManager, userId: string): Promise<string | null> {
  const [row] = await em.execute<{ username: string }[]>('select username from auth_user where id = ?', [userId]);
  return row?.username ?? null;
}

/**
 * Replaces one column's value (only where it equals `find`, when given) in the selected rows or in
 * every row matching the filter, checks each changed row again with its file's schema and records
 * who did it, when and on how many rows in the organisation's audit trail, all in one transaction.
 */
export async function bulkFixSavedRows(
  em: EntityManager,
  principal: Principal,
  body: BulkFix,
  ip: string | null,
): Promise<BulkFixResult> {
  assertMayEdit(principal);
  if (!fieldByKey.has(body.field)) throw badRequest(M.noSuchColumn(body.field), 'field');
  if (body.row_ids && body.filter) throw badRequest(M.selectionOrFilter, 'row_ids');
  if (!body.filter && !body.row_ids?.length) throw badRequest(M.selectRows, 'row_ids');
  const org = principal.organizationId;
  const find = body.find?.trim();
  return em.transactional(async (t) => {
    const tx = t as EntityManager;
    const ids = await selectedIds(tx, org, body);
    const files = new Map<string, UploadedFile | null>();
    let changed = 0;
    let stillFailing = 0;
    let errorsBefore = 0;
    let errorsAfter = 0;
    for (let i = 0; i < ids.length; i += BATCH) {
      const batch = ids.slice(i, i + BATCH);
      const rows = await tx.execute<Stored[]>(
        `select s.id, s.file_id, s.row, s."values", s.errors from fiu_saved_row s where s.organization = ? and s.id in (${marks(batch.length)})`,
        [org, ...batch],
      );
      const unknown = [...new Set(rows.map((r) => r.file_id))].filter((id) => !files.has(id));
      if (unknown.length) {
        const found = await tx.find(UploadedFileEntity, { id: { $in: unknown }, organization: org });
        for (const id of unknown) files.set(id, found.find((f) => f.id === id) ?? null);
      }
      const updates: { id: string; values: Record<string, string>; errors: RowError[] }[] = [];
      for (const r of rows) {
        const file = files.get(r.file_id);
        const current = r.values[body.field] ?? '';
        if (!file?.settings || (find !== undefined && current.trim() !== find) || current === body.replace) continue;
        const values = { ...r.values, [body.field]: body.replace };
        const errors = recheck(file, r.row, values);
        updates.push({ id: r.id, values, errors });
        errorsBefore += r.errors.length;
        errorsAfter += errors.length;
        if (errors.length) stillFailing += 1;
      }
      if (!updates.length) continue;
      changed += updates.length;
      await tx.execute(
        `update fiu_saved_row s set "values" = v."values", errors = v.errors, updated_at = now()
         from jsonb_to_recordset(?::jsonb) as v(id varchar(24), "values" jsonb, errors jsonb) where s.id = v.id and s.organization = ?`,
        [JSON.stringify(updates), org],
      );
    }
    if (changed) {
      const fileIds = [...files.keys()];
      await recordAudit(tx, {
        organizationId: org,
        action: 'fiu.saved_info.bulk_fixed',
        actorId: principal.userId,
        actorName: await actorName(tx, principal.userId),
        ip,
        objectType: 'fiu_saved_info',
        objectId: fileIds.length === 1 ? fileIds[0] : null,
        before: { field: body.field, value: body.find ?? null },
        after: { field: body.field, value: body.replace },
        details: {
          rows: changed,
          selected: ids.length,
          still_failing: stillFailing,
          scope: body.row_ids ? 'selection' : 'filter',
          filter: body.filter ?? null,
          files: fileIds,
        },
      });
    }
    return {
      status: 'success',
      message: M.bulkFixed(changed, stillFailing),
      selected: ids.length,
      changed,
      still_failing: stillFailing,
      errors_before: errorsBefore,
      errors_after: errorsAfter,
    };
  });
}
