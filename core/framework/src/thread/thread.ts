import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityName, RequiredEntityData } from '@mikro-orm/core';
import type { FastifyReply } from 'fastify';
import type { PluginContext, Principal } from '../plugin-api/server.ts';
import type { JobDefinition } from '../server/jobs.ts';
import type { MailMessage } from '../server/mail.ts';
import { badRequest, notFound } from '../server/http-error.ts';
import { contentDisposition, receiveFile } from '../server/file-type.ts';
import { storeWithRecord } from '../server/storage.ts';
import { newId } from '../shared/id.ts';
import type { ThreadFileRow, ThreadMessageRow } from './entities.ts';

/** What a thread attaches to (a task, a ticket): an id and the organisation owning it. */
export interface ThreadOwner {
  id: string;
  organization: string;
}

/** The owner's wording of the thread's refusals (its seed texts). */
export interface ThreadTexts {
  attachmentUnknown: string;
  fileRequired: string;
  fileTooBig: (filename: string) => string;
  fileType: string;
  fileNotFound: string;
}

export interface ThreadOptions<O extends ThreadOwner, M extends ThreadMessageRow> {
  /** The owner plugin's id: storage keys `{id}/{org}/{file}`, the purge job `{id}.purge-free-uploads`. */
  id: string;
  messages: EntityName<M>;
  files: EntityName<ThreadFileRow>;
  text: ThreadTexts;
  /** The thread if the caller may see it, else null (tenant, author, staff: the owner's rule). */
  visible(em: EntityManager, principal: Principal, threadId: string): Promise<O | null>;
  /** When the daily purge of free uploads runs (cron, UTC). */
  purgeCron: string;
}

export const MAX_THREAD_FILE = 10 * 1024 * 1024;
/** Uploads never attached (an abandoned form) are removed after a day. */
export const FREE_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * Messages and files are read for threads the owner's `visible` rule admitted (or lists it
 * filtered), and support staff read across organisations: the tenant filter is lifted here.
 */
const ALL = { filters: false } as const;
const byDate = { createdAt: 'asc', id: 'asc' } as const;

/** Removes free uploads older than a day (storage, then rows); how many. */
export async function purgeFreeUploads(
  ctx: Pick<PluginContext, 'orm' | 'storage'>,
  files: EntityName<ThreadFileRow>,
  now = Date.now(),
): Promise<number> {
  const em = ctx.orm.em.fork();
  const stale = await em.find(
    files,
    { threadId: null, createdAt: { $lt: new Date(now - FREE_UPLOAD_TTL_MS) } },
    { ...ALL, limit: 1000 },
  );
  for (const f of stale) await ctx.storage.delete(f.storageKey);
  if (stale.length) await em.nativeDelete(files, { id: { $in: stale.map((f) => f.id) }, threadId: null }, ALL);
  return stale.length;
}

/** The files of these threads attached to one message, or to none (the thread's own). */
export const filesOfMessage = (files: readonly ThreadFileRow[], messageId: string) =>
  files.filter((f) => f.messageId === messageId);

/**
 * One discussion with attachments, shared by tasks and support: uploads (free until attached),
 * messages, downloads guarded by the owner's visibility rule, the purge of abandoned uploads and
 * mails that never undo a change. Owners keep their tables, wire shapes and rules.
 */
export function createThread<O extends ThreadOwner, M extends ThreadMessageRow>(
  ctx: PluginContext,
  o: ThreadOptions<O, M>,
) {
  const purgeJob = `${o.id}.purge-free-uploads`;

  /** Attaches the caller's free uploads; they then belong to the thread's organisation. Any unknown or taken id fails the call. */
  async function attach(
    em: EntityManager,
    principal: Principal,
    ids: readonly string[],
    thread: O,
    messageId: string | null,
  ): Promise<ThreadFileRow[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    const files = await em.find(o.files, { id: { $in: unique }, uploadedBy: principal.userId, threadId: null }, ALL);
    if (files.length !== unique.length) throw badRequest(o.text.attachmentUnknown, 'fileIds');
    for (const f of files) Object.assign(f, { threadId: thread.id, messageId, organization: thread.organization });
    return files;
  }

  return {
    attach,

    /** One uploaded file (multipart `file`, 10 MB, type read from the content), stored and recorded together. */
    async upload(em: EntityManager, principal: Principal, request: unknown): Promise<ThreadFileRow> {
      const file = await receiveFile(request, MAX_THREAD_FILE, {
        required: o.text.fileRequired,
        tooBig: o.text.fileTooBig,
        badType: o.text.fileType,
      });
      const id = newId();
      const storageKey = `${o.id}/${principal.organizationId}/${id}`;
      return storeWithRecord(ctx.storage, storageKey, file.content, async () => {
        const row = em.create(o.files, {
          id,
          organization: principal.organizationId,
          uploadedBy: principal.userId,
          threadId: null,
          messageId: null,
          filename: file.filename,
          filesize: file.content.length,
          contentType: file.type.mime,
          storageKey,
        });
        await em.flush();
        return row;
      });
    },

    /**
     * A message and its files, inside the caller's transaction (`extra`: the owner's own columns).
     * The owner's transaction may create the thread in the same go (a task's first comment).
     */
    async write(
      tx: EntityManager,
      principal: Principal,
      thread: O,
      content: string,
      fileIds: readonly string[],
      extra: Omit<RequiredEntityData<M>, keyof ThreadMessageRow>,
    ) {
      const base = {
        id: newId(),
        organization: thread.organization,
        threadId: thread.id,
        userId: principal.userId,
        message: content,
      };
      // Sound: `extra` is the rest of M's required data, `base` its thread part.
      const message = tx.create(o.messages, { ...base, ...extra } as RequiredEntityData<M>);
      const files = await attach(tx, principal, fileIds, thread, message.id);
      return { message, files };
    },

    /** The messages of these threads, oldest or newest first. */
    async messagesOf(em: EntityManager, threadIds: readonly string[], order: 'asc' | 'desc' = 'asc'): Promise<M[]> {
      if (!threadIds.length) return [];
      // The query names only the thread's columns; the rows are the owner's M (M extends ThreadMessageRow).
      const rows = await em.find(
        o.messages as EntityName<ThreadMessageRow>,
        { threadId: { $in: [...threadIds] } },
        { ...ALL, orderBy: { createdAt: order, id: order } },
      );
      return rows as M[];
    },

    /** The attached files of these threads, oldest first. */
    filesOf(em: EntityManager, threadIds: readonly string[]): Promise<ThreadFileRow[]> {
      if (!threadIds.length) return Promise.resolve([]);
      return em.find(o.files, { threadId: { $in: [...threadIds] } }, { ...ALL, orderBy: byDate });
    },

    /** Streams a file to whoever may see its thread, or to its uploader while free; anyone else 404. */
    async download(em: EntityManager, principal: Principal, fileId: string, reply: FastifyReply) {
      const file = await em.findOne(o.files, { id: fileId }, ALL);
      const allowed =
        file && (file.threadId ? await o.visible(em, principal, file.threadId) : file.uploadedBy === principal.userId);
      if (!file || !allowed) throw notFound(o.text.fileNotFound);
      const { stream, size } = await ctx.storage.stream(file.storageKey);
      return reply
        .type(file.contentType)
        .header('content-length', size)
        .header('content-disposition', contentDisposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },

    /** A mail that cannot be sent never undoes the change: it is logged. */
    async mail(message: MailMessage): Promise<void> {
      try {
        await ctx.mailer.send(message);
      } catch (err) {
        ctx.log.warn({ err, thread: o.id, subject: message.subject }, 'thread mail not sent');
      }
    },

    purgeFreeUploads: (now?: number) => purgeFreeUploads(ctx, o.files, now),
    /** For the owner's setup: `jobs` and, in `onReady`, `schedule()`. */
    jobs: {
      [purgeJob]: { handler: async () => ({ removed: await purgeFreeUploads(ctx, o.files) }), retryLimit: 1 },
    } satisfies Record<string, JobDefinition<object>>,
    schedule: () => ctx.jobs.schedule(purgeJob, o.purgeCron, {}),
  };
}

export type Thread<O extends ThreadOwner, M extends ThreadMessageRow> = ReturnType<typeof createThread<O, M>>;
