import type { PluginContext, Principal } from '@app/core/plugin-api';
import { badRequest, receiveFile, storeWithRecord } from '@app/core/server';
import { newId } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TASK_MESSAGES as M } from '../shared/index.ts';
import { TaskFileEntity, type TaskFileRow } from './task.entities.ts';

export const MAX_TASK_FILE = 10 * 1024 * 1024;

/** One uploaded attachment (multipart `file`), stored and recorded together; free until attached. */
export async function uploadTaskFile(ctx: PluginContext, em: EntityManager, principal: Principal, request: unknown): Promise<TaskFileRow> {
  const file = await receiveFile(request, MAX_TASK_FILE, { required: M.fileRequired, tooBig: M.fileTooBig, badType: M.fileType });
  const id = newId();
  const storageKey = `tasks/${principal.organizationId}/${id}`;
  return storeWithRecord(ctx.storage, storageKey, file.content, async () => {
    const row = em.create(TaskFileEntity, {
      id, organization: principal.organizationId, uploadedBy: principal.userId, taskId: null, messageId: null,
      filename: file.filename, filesize: file.content.length, contentType: file.type.mime, storageKey,
    });
    await em.flush();
    return row;
  });
}

/** Attaches the caller's free uploads to a task (and message); any unknown or taken id fails the whole call. */
export async function attachFiles(em: EntityManager, principal: Principal, ids: readonly string[], taskId: string, messageId: string): Promise<TaskFileRow[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const files = await em.find(TaskFileEntity, { id: { $in: unique }, uploadedBy: principal.userId, taskId: null });
  if (files.length !== unique.length) throw badRequest(M.attachmentUnknown, 'fileIds');
  for (const f of files) Object.assign(f, { taskId, messageId });
  return files;
}
