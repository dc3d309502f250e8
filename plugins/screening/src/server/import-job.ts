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

/** Import + index refresh + ongoing re-screening as one job whose progress is kept in PostgreSQL. */
export async function runImport(
  orm: MikroORM,
  indexes: IndexService,
  source: ListSource,
  files: SourceFile[],
  userId: string | null,
  onProgress?: (fraction: number, message: string) => void,
  opts: { force?: boolean } = {},
) {
  const em = orm.em.fork();
  const job = em.create(ImportJobEntity, {
    source,
    status: 'running',
    progress: 0,
    message: 'Queued',
    startedBy: userId,
  });
  await em.flush();
  const update = async (patch: Partial<ImportJob>) => {
    await orm.em.fork().nativeUpdate(ImportJobEntity, { id: job.id }, patch);
  };
  const done = (async () => {
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
  })();
  return { job, done };
}
