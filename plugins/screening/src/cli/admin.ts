import type { MikroORM } from '@mikro-orm/postgresql';
import type { ListSource, SourceFile } from '../engine/model.ts';
import { runImport } from '../server/import-job.ts';
import { IndexService } from '../server/index.service.ts';
import { rescreenAffected } from '../server/monitor.service.ts';
import { ImportJobEntity, ListVersionEntity, type ImportJob as ImportJobRow, type ListVersion } from '../server/screening.entities.ts';
import type { ImportJob, ListVersion as ListVersionWire } from '../shared/index.ts';

/**
 * The database side of `app screening import | lists | rescreen`, for the host CLI's bootstrap
 * commands (direct database access, no server needed). A running server picks up imports made
 * here with its periodic index refresh.
 */

/**
 * Imports a list version as the server's import does (same job, index refresh and re-screening of
 * affected subjects) and waits for it. A bad file rejects before any version is written; the job
 * is then kept as failed, as with an upload.
 */
export async function importFiles(orm: MikroORM, source: ListSource, files: SourceFile[], onProgress?: (fraction: number, message: string) => void): Promise<ImportJob> {
  const indexes = new IndexService(orm); // built by runImport once a new version is stored
  const { job, done } = await runImport(orm, indexes, source, files, null, onProgress);
  await done;
  return toJobWire(await orm.em.fork().findOneOrFail(ImportJobEntity, { id: job.id }));
}

/** The job as the API returns it (`ImportJobSchema`). */
export const toJobWire = (j: ImportJobRow): ImportJob => ({
  _id: j.id,
  source: j.source,
  status: j.status as ImportJob['status'],
  progress: Number(j.progress),
  message: String(j.message ?? ''),
  version_id: j.versionId ?? null,
  started_at: j.createdAt.toISOString(),
  finished_at: j.finishedAt ? j.finishedAt.toISOString() : null,
});

export const toVersionWire = (v: ListVersion): ListVersionWire => ({
  _id: v.id,
  source: v.source,
  version: v.version,
  published_at: v.publishedAt ? v.publishedAt.toISOString() : null,
  imported_at: v.createdAt.toISOString(),
  file_hash: v.fileHash,
  counts: v.counts,
  delta: v.delta,
  is_current: v.isCurrent,
});

/** Every stored version (current and past), by source, newest first. */
export async function listVersions(orm: MikroORM, source?: string): Promise<ListVersionWire[]> {
  const versions = await orm.em.fork().find(ListVersionEntity, source ? { source } : {}, { orderBy: { source: 'asc', createdAt: 'desc', id: 'desc' } });
  return versions.map(toVersionWire);
}

/** Rebuilds the index from the current versions and re-screens every monitored subject. */
export async function rescreenAll(orm: MikroORM): Promise<{ rescreened: number; alerts: number }> {
  const indexes = new IndexService(orm);
  await indexes.refresh(true);
  return rescreenAffected(orm, indexes, { added: [], changed: [], removedIds: [] }, { all: true });
}
