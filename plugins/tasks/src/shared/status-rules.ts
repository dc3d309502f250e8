/** Task status values of seed 002 §4, in their order. */
export const TASK_STATUSES = ['to do', 'review', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The assignee may choose to do or review; the creator to do or done; someone who is both, all three. */
const BY_ROLE = { assignee: ['to do', 'review'], creator: ['to do', 'done'] } as const satisfies Record<
  string,
  readonly TaskStatus[]
>;

export function statusOptions(task: { creatorId: string; assigneeId: string }, userId: string): TaskStatus[] {
  const allowed = new Set<TaskStatus>();
  if (task.assigneeId === userId) for (const s of BY_ROLE.assignee) allowed.add(s);
  if (task.creatorId === userId) for (const s of BY_ROLE.creator) allowed.add(s);
  return TASK_STATUSES.filter((s) => allowed.has(s));
}

/** 'to do' → 'TO DO' as on the cards. */
export const statusLabel = (status: string) => status.toUpperCase();
