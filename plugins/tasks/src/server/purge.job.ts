import type { PluginContext } from '@app/core/plugin-api';
import { TaskFileEntity } from './task.entities.ts';

export const PURGE_JOB = 'tasks.purge-free-uploads';
/** Uploads never attached to a task (an abandoned create form) are removed after a day. */
export const FREE_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export async function purgeFreeUploads(ctx: PluginContext, now = Date.now()): Promise<number> {
  const em = ctx.orm.em.fork();
  const stale = await em.find(TaskFileEntity, { taskId: null, createdAt: { $lt: new Date(now - FREE_UPLOAD_TTL_MS) } }, { filters: false, limit: 1000 });
  for (const f of stale) await ctx.storage.delete(f.storageKey);
  if (stale.length) await em.nativeDelete(TaskFileEntity, { id: { $in: stale.map((f) => f.id) }, taskId: null }, { filters: false });
  return stale.length;
}

export async function startPurge(ctx: PluginContext): Promise<void> {
  await ctx.jobs.define(PURGE_JOB, { handler: async () => ({ removed: await purgeFreeUploads(ctx) }), retryLimit: 1 });
  await ctx.jobs.schedule(PURGE_JOB, '17 3 * * *', {});
}
