import t from 'tap';
import { statusOptions, TASK_STATUSES, type TaskStatus } from './status-rules.ts';

/** Seed 002 §4: the assignee may choose to do or review, the creator to do or done, anyone else nothing. */
const task = { creatorId: 'creator', assigneeId: 'assignee' };
const cases: [viewer: string, t: { creatorId: string; assigneeId: string }, allowed: TaskStatus[]][] = [
  ['assignee', task, ['to do', 'review']],
  ['creator', task, ['to do', 'done']],
  ['someone else', task, []],
  ['both', { creatorId: 'both', assigneeId: 'both' }, ['to do', 'review', 'done']],
];

for (const [viewer, row, allowed] of cases) {
  t.test(`${viewer} may choose ${allowed.join(', ') || 'nothing'}`, async (t) => {
    t.same(statusOptions(row, viewer), allowed);
    for (const s of TASK_STATUSES)
      t.equal(statusOptions(row, viewer).includes(s), allowed.includes(s), `${viewer} → '${s}'`);
  });
}
