import { badRequest, notFound } from '@app/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Readable } from 'node:stream';
import {
  ERROR_KINDS,
  errorKindLabel,
  FIU_MESSAGES as M,
  type ConversionError,
  type ConversionErrorsQuery,
  type ConversionErrorsResponse,
  type ErrorKind,
} from '../shared/index.ts';
import { UploadedFileEntity, type UploadedFile } from './fiu.entities.ts';
import { csvCell, ERRORS_CSV_HEADER } from './saved-info.query.ts';

/** The first errors, answered with the file's state (the conversion screen's first look). */
export const ERRORS_SAMPLE = 200;
const MAX_PAGE = 1000;
const EXPORT_BATCH = 5000;

/**
 * Every row error of one conversion, numbered in the order found (ADR 0080). The job appends
 * them in batches while it runs; nothing caps their number.
 */
export class ConversionErrorLog {
  private pending: (ConversionError & { seq: number })[] = [];
  private next = 1;
  readonly kinds: Partial<Record<ErrorKind, number>> = {};

  constructor(
    private readonly em: EntityManager,
    private readonly organization: string,
    private readonly fileId: string,
  ) {}

  get count(): number {
    return this.next - 1;
  }

  async add(errors: readonly (Omit<ConversionError, 'value'> & { value?: string })[]): Promise<void> {
    for (const e of errors) {
      this.kinds[e.kind] = (this.kinds[e.kind] ?? 0) + 1;
      this.pending.push({ ...e, value: e.value ?? '', seq: this.next++ });
    }
    if (this.pending.length >= 1000) await this.flush();
  }

  /** One statement per batch: the batch travels as one JSON parameter (no parameter-count limit). */
  async flush(): Promise<void> {
    if (!this.pending.length) return;
    const batch = this.pending;
    this.pending = [];
    await this.em.execute(
      `insert into fiu_conversion_error (file_id, seq, organization, "row", "column", field, kind, reason, value)
       select ?, v.seq, ?, v."row", v."column", v.field, v.kind, v.reason, v.value
       from jsonb_to_recordset(?::jsonb) as v(seq int, "row" int, "column" text, field text, kind text, reason text, value text)`,
      [this.fileId, this.organization, JSON.stringify(batch)],
    );
  }
}

/** Forgets a file's errors (a conversion starts again). */
export async function clearConversionErrors(em: EntityManager, organization: string, fileId: string): Promise<void> {
  await em.execute('delete from fiu_conversion_error where organization = ? and file_id = ?', [organization, fileId]);
}

const COLUMNS = `"row", "column", field, kind, reason, value`;

/** The first errors of a file and how many it has (the conversion's state). */
export async function errorSample(
  em: EntityManager,
  file: UploadedFile,
): Promise<{ errors: ConversionError[]; total: number }> {
  const errors = await em.execute<ConversionError[]>(
    `select ${COLUMNS} from fiu_conversion_error where organization = ? and file_id = ? order by seq limit ?`,
    [file.organization, file.id, ERRORS_SAMPLE],
  );
  return { errors, total: await errorTotal(em, file) };
}

const finished = (file: UploadedFile) => file.status === 'done' || file.status === 'failed';

/** The count recorded when the conversion finished; while it runs, counted. */
async function errorTotal(em: EntityManager, file: UploadedFile, kind?: ErrorKind): Promise<number> {
  if (finished(file) && file.errorKinds) return kind ? (file.errorKinds[kind] ?? 0) : file.errorCount;
  const [{ n }] = (await em.execute<{ n: string }[]>(
    `select count(*) as n from fiu_conversion_error where organization = ? and file_id = ?${kind ? ' and kind = ?' : ''}`,
    [file.organization, file.id, ...(kind ? [kind] : [])],
  )) as [{ n: string }];
  return Number(n);
}

async function kindCounts(em: EntityManager, file: UploadedFile): Promise<Partial<Record<ErrorKind, number>>> {
  if (finished(file) && file.errorKinds) return file.errorKinds;
  const rows = await em.execute<{ kind: ErrorKind; n: string }[]>(
    'select kind, count(*) as n from fiu_conversion_error where organization = ? and file_id = ? group by kind',
    [file.organization, file.id],
  );
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.n)]));
}

/** The organisation's file (tenant-filtered EntityManager): another organisation's is not found. */
export async function conversionFile(em: EntityManager, id: string): Promise<UploadedFile> {
  const file = await em.findOne(UploadedFileEntity, { id });
  if (!file) throw notFound(M.fileNotFound);
  return file;
}

/** One page of a conversion's errors (in the order found), of one kind when asked, with the counts per kind. */
export async function listConversionErrors(
  em: EntityManager,
  q: ConversionErrorsQuery,
): Promise<ConversionErrorsResponse> {
  const perPage = q.per_page ? Number(q.per_page) : 50;
  if (perPage > MAX_PAGE) throw badRequest(M.perPageTooLarge, 'per_page');
  const page = q.page ? Number(q.page) : 1;
  const file = await conversionFile(em, q.id);
  // offset over the (file_id, kind, seq) or (file_id, seq) index: no sort, whatever the page
  const errors = await em.execute<ConversionError[]>(
    `select ${COLUMNS} from fiu_conversion_error where organization = ? and file_id = ?${q.kind ? ' and kind = ?' : ''}
     order by seq limit ? offset ?`,
    [file.organization, file.id, ...(q.kind ? [q.kind] : []), perPage, (page - 1) * perPage],
  );
  const counts = await kindCounts(em, file);
  return {
    errors,
    total: await errorTotal(em, file, q.kind),
    page,
    per_page: perPage,
    kinds: ERROR_KINDS.filter((k) => counts[k.kind]).map((k) => ({
      kind: k.kind,
      label: k.label,
      errors: counts[k.kind]!,
    })),
  };
}

/** The download's file name: the export's name with `-errors.csv`. */
export const errorsCsvName = (file: UploadedFile) => `${file.filename.replace(/\.[^.]+$/, '')}-errors.csv`;

/**
 * Every error of a conversion (or of one kind) as CSV, produced while the client reads it: keyset
 * batches over the primary key, never the whole list in memory. Same columns as Saved info's list.
 */
export function conversionErrorsCsv(em: EntityManager, file: UploadedFile, kind?: ErrorKind): Readable {
  async function* lines() {
    yield `\uFEFF${ERRORS_CSV_HEADER.join(',')}\r\n`;
    let after = 0;
    for (;;) {
      const rows = await em.execute<(ConversionError & { seq: number })[]>(
        `select seq, ${COLUMNS} from fiu_conversion_error where organization = ? and file_id = ? and seq > ?${kind ? ' and kind = ?' : ''}
         order by seq limit ?`,
        [file.organization, file.id, after, ...(kind ? [kind] : []), EXPORT_BATCH],
      );
      if (!rows.length) return;
      let chunk = '';
      for (const e of rows)
        chunk += `${[file.filename, e.row, e.column, e.field, errorKindLabel(e.kind), e.reason, e.value].map(csvCell).join(',')}\r\n`;
      yield chunk;
      after = rows[rows.length - 1]!.seq;
      if (rows.length < EXPORT_BATCH) return;
    }
  }
  return Readable.from(lines());
}
