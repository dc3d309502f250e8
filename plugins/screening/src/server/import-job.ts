import type { MikroORM } from '@mikro-orm/postgresql';
import { ListFormatError, type ListSource, type SourceFile } from '../engine/model.ts';
import { importListVersion } from './import.service.ts';
import type { IndexService } from './index.service.ts';
import { rescreenAffected } from './monitor.service.ts';
import { ImportJobEntity, type ImportJob } from './screening.entities.ts';

export const SOURCES: readonly ListSource[] = ['ofac', 'un', 'uk', 'eu', 'ftm'];

export function toJobWire(j: ImportJob) {
  return {
    _id: String(j.id),
    source: j.source,
    status: j.status as 'running' | 'done' | 'failed',
    progress: Number(j.progress),
    message: String(j.message ?? ''),
    version_id: j.versionId ?? null,
    started_at: j.createdAt.toISOString(),
    finished_at: j.finishedAt ? j.finishedAt.toISOString() : null,
  };
}

/** The import's row (its progress and outcome, read by the back office), created before the work starts. */
export async function createImportRow(orm: MikroORM, source: ListSource, userId: string | null): Promise<ImportJob> {
  const em = orm.em.fork();
  const job = em.create(ImportJobEntity, {
    source,
    status: 'running',
    progress: 0,
    message: 'Queued',
    startedBy: userId,
  });
  await em.flush();
  return job;
}

/**
 * Import + index refresh + ongoing re-screening, its progress and outcome kept on the row `importId`.
 * A failure is recorded on the row and thrown. Running it again after a failure (or a killed process)
 * is safe: a version already stored is found unchanged by its files' fingerprints.
 */
export async function executeImport(
  orm: MikroORM,
  indexes: IndexService,
  importId: string,
  source: ListSource,
  files: SourceFile[],
  userId: string | null,
  onProgress?: (fraction: number, message: string) => void,
  opts: { force?: boolean } = {},
): Promise<void> {
  const update = async (patch: Partial<ImportJob>) => {
    await orm.em.fork().nativeUpdate(ImportJobEntity, { id: importId }, patch);
  };
  await update({ status: 'running', finishedAt: null });
  try {
    const result = await importListVersion(orm, source, files, {
      userId,
      force: opts.force,
      progress: async (progress, message) => {
        onProgress?.(progress, message);
        await update({ progress, message });
      },
    });
    if (result.unchanged)
      return update({
        status: 'done',
        progress: 1,
        message: `Unchanged: same files as current version ${result.version?.version}`,
        versionId: result.version?.id ?? null,
        finishedAt: new Date(),
      });
    await indexes.refresh();
    const d = result.delta;
    const outcome = await rescreenAffected(orm, indexes, d);
    const message = `Imported ${result.version!.version}: ${d.added.length} added, ${d.changed.length} changed, ${d.removedIds.length} removed; ${outcome.rescreened} subjects re-screened, ${outcome.alerts} alerts`;
    onProgress?.(1, message);
    await update({ status: 'done', progress: 1, message, versionId: result.version!.id, finishedAt: new Date() });
  } catch (error) {
    const message =
      error instanceof ListFormatError
        ? error.message
        : `Import failed: ${error instanceof Error ? error.message : String(error)}`;
    await update({ status: 'failed', message, finishedAt: new Date() });
    throw error;
  }
}

/** An import in this process (the start-up seed, tests): the row at once, the work as a promise. */
export async function runImport(
  orm: MikroORM,
  indexes: IndexService,
  source: ListSource,
  files: SourceFile[],
  userId: string | null,
  onProgress?: (fraction: number, message: string) => void,
  opts: { force?: boolean } = {},
) {
  const job = await createImportRow(orm, source, userId);
  const done = executeImport(orm, indexes, job.id, source, files, userId, onProgress, opts);
  return { job, done };
}
