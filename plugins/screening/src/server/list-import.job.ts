import type { PluginContext } from '@app/core/plugin-api';
import type { JobDefinition } from '@app/core/server';
import { ListFormatError, type ListSource } from '../engine/model.ts';
import { executeImport } from './import-job.ts';
import type { IndexService } from './index.service.ts';
import { ImportJobEntity } from './screening.entities.ts';

/**
 * A list uploaded through the back office, imported on the durable job service: any replica runs it,
 * and one killed mid-import is retried by another (its row says "running" meanwhile, never for good).
 */
export const LIST_IMPORT_JOB = 'screening.list-import';
export interface ListImportJobData {
  importId: string;
  source: ListSource;
  /** The uploaded files as kept in storage until the import has run. */
  files: { key: string; name: string }[];
  force: boolean;
  userId: string | null;
}

/** Where an upload waits for its import (the row's id keeps two imports apart). */
export const listImportKey = (importId: string, index: number) => `screening/list-imports/${importId}/${index}`;

export const listImportJob = (ctx: PluginContext, indexes: IndexService): JobDefinition<ListImportJobData> => ({
  retryLimit: 2,
  expireInSeconds: 3600,
  async handler(job) {
    const d = job.data;
    const files = await Promise.all(
      d.files.map(async (f) => ({ name: f.name, content: await ctx.storage.get(f.key) })),
    );
    const drop = () => Promise.all(d.files.map((f) => ctx.storage.delete(f.key).catch(() => undefined)));
    try {
      await executeImport(
        ctx.orm,
        indexes,
        d.importId,
        d.source,
        files,
        d.userId,
        (fraction, message) => void job.progress(Math.round(fraction * 1000), 1000, message).catch(() => undefined),
        { force: d.force },
      );
    } catch (error) {
      // a file the reader refuses stays refused: recorded on the row, not retried
      if (!(error instanceof ListFormatError)) throw error;
    }
    await drop();
    const row = await ctx.orm.em.fork().findOneOrFail(ImportJobEntity, { id: d.importId });
    return { status: row.status, message: row.message };
  },
});
