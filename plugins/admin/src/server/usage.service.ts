import { badRequest } from '@app/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_MESSAGES as M, type UploadedFile, type UsageRow } from '../shared/index.ts';
import { UsageEntity } from './admin.entities.ts';

/** 'YYYY-MM-DD' (or an ISO date-time, of which the date counts) -> that UTC day. */
function day(value: string, field: string): Date {
  const d = new Date(`${value.slice(0, 10)}T00:00:00.000Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value.slice(0, 10))
    throw badRequest(M.dateInvalid, field);
  return d;
}

/** Converted rows per user from the start of `startDate` to the end of `endDate` (UTC), most rows first. */
export async function usageBetween(
  em: EntityManager,
  startDate: string,
  endDate: string,
  emailOf: (userId: string) => string | undefined,
) {
  const from = day(startDate, 'startDate');
  const to = day(endDate, 'endDate');
  if (from > to) throw badRequest(M.dateOrder, 'startDate');
  const until = new Date(to.getTime() + 86_400_000);
  const rows = await em.execute<{ user_id: string; count: string; files: string; fee: string }[]>(
    `select user_id, sum(rows) as count, count(*) as files, sum(fee) as fee from admin_usage
     where created_at >= ? and created_at < ? group by user_id order by sum(rows) desc, user_id`,
    [from, until],
  );
  const result: UsageRow[] = rows.map((r) => ({
    user_id: r.user_id,
    email: emailOf(r.user_id) ?? '(deleted user)',
    count: Number(r.count),
    files: Number(r.files),
    fee: Number(r.fee),
  }));
  return { result, startDate: from.toISOString().slice(0, 10), endDate: to.toISOString().slice(0, 10) };
}

/** The user's converted uploads as charged [000:61], newest first. */
export async function uploadedFiles(em: EntityManager, userId: string, limit = 500): Promise<UploadedFile[]> {
  const rows = await em.find(
    UsageEntity,
    { userId },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit, filters: false },
  );
  return rows.map((r) => ({
    _id: r.id,
    filename: r.filename,
    filesize: Number(r.filesize),
    uploadDate: r.createdAt.toISOString(),
    rows: r.rows,
    conversionFee: Number(r.fee),
    conversionFeeComment: r.comment,
    reference: r.reference ?? null,
  }));
}
