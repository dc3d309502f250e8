import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtProperty, idProperty, organizationProperty } from '../server/entities.ts';

/**
 * Where an owner keeps its thread: its entity names and tables, and the column naming the thread
 * (`task_id`, `ticket_id`). Each owner keeps its own tables; the property is `threadId` for all.
 */
export interface ThreadTable<N extends string, T extends string> {
  name: N;
  tableName: T;
  threadColumn: string;
}

const messageProperties = (threadColumn: string) => ({
  id: idProperty(),
  organization: organizationProperty(),
  threadId: p.string().length(24).fieldName(threadColumn),
  userId: p.string().length(24),
  message: p.text(),
  createdAt: createdAtProperty(),
});

/** One entry of a thread; `extra` adds the owner's own columns (support's `isStaff`), `{}` for none. */
export function defineThreadMessageEntity<
  const N extends string,
  const T extends string,
  const X extends Record<string, any>,
>(table: ThreadTable<N, T>, extra: X) {
  return defineEntity({
    name: table.name,
    tableName: table.tableName,
    indexes: [{ properties: ['threadId', 'createdAt'] }],
    properties: { ...messageProperties(table.threadColumn), ...extra },
  });
}

/** An uploaded attachment: free (`threadId` null) until a message or the thread's creation attaches it. */
export function defineThreadFileEntity<const N extends string, const T extends string>(table: ThreadTable<N, T>) {
  return defineEntity({
    name: table.name,
    tableName: table.tableName,
    indexes: [{ properties: ['threadId'] }],
    properties: {
      id: idProperty(),
      organization: organizationProperty(),
      uploadedBy: p.string().length(24),
      threadId: p.string().length(24).nullable().fieldName(table.threadColumn),
      messageId: p.string().length(24).nullable(),
      filename: p.string().length(255),
      filesize: p.integer(),
      contentType: p.string().length(100),
      storageKey: p.string().length(200),
      createdAt: createdAtProperty(),
    },
  });
}

export type ThreadFileRow = InferEntity<ReturnType<typeof defineThreadFileEntity<string, string>>>;
export type ThreadMessageRow = InferEntity<
  ReturnType<typeof defineThreadMessageEntity<string, string, Record<never, never>>>
>;
