import { IdSchema, Nullable, ThreadContentSchema, ThreadFileIdsSchema, Type, type Static } from '@app/core/shared';
import { TASK_MESSAGES as M } from './messages.ts';
import { REFERENCE_SECTION_TYPES, type ReferenceSectionType } from './references.ts';
import { TASK_STATUSES, type TaskStatus } from './status-rules.ts';

export const TaskStatusSchema = Type.Unsafe<TaskStatus>(
  Type.String({
    enum: [...TASK_STATUSES],
    errorMessage: `Status must be one of ${TASK_STATUSES.map((s) => `'${s}'`).join(', ')}`,
  }),
);

/** One entry of `referances` (sic, the seed's spelling [002:122]). */
export const ReferenceSchema = Type.Object(
  {
    section_type: Type.Unsafe<ReferenceSectionType>(
      Type.String({ enum: [...REFERENCE_SECTION_TYPES], errorMessage: 'Unknown section type' }),
    ),
    section_id: Type.Optional(Nullable(IdSchema)),
    file_id: Type.Optional(Nullable(IdSchema)),
  },
  { additionalProperties: false },
);
export type Reference = Static<typeof ReferenceSchema>;

/** A reference resolved for display: the dossier tab it opens and what it names. */
export const ConcernSchema = Type.Object({
  section_type: Type.String(),
  section_id: Nullable(Type.String()),
  file_id: Nullable(Type.String()),
  /** The dossier tab (`shareholders`, `managing_directors`, `corporate`, …). */
  section: Type.String(),
  /** `/{companyId}/{tab}/?highlight={file or element id}`, opened in a new tab. */
  path: Type.String(),
  label: Type.String(),
  /** False when the referenced object has been removed from the dossier since. */
  exists: Type.Boolean(),
});
export type Concern = Static<typeof ConcernSchema>;

export const AttachmentSchema = Type.Object({
  _id: IdSchema,
  filename: Type.String(),
  filesize: Type.Integer(),
  createdAt: Type.String(),
});
export type Attachment = Static<typeof AttachmentSchema>;

export const PersonRefSchema = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
});
export type PersonRef = Static<typeof PersonRefSchema>;

/** Task of seed 002 §3; `task_status` carries the same value as `status` (ADR 0040). */
export const TaskSchema = Type.Object({
  _id: IdSchema,
  description: Type.String(),
  task_status: TaskStatusSchema,
  status: TaskStatusSchema,
  creator: Type.String(),
  creator_: PersonRefSchema,
  assigned_to_user_id: Type.String(),
  assignee_: PersonRefSchema,
  company_id: Type.String(),
  company_data: Type.Object({ _id: Type.String(), name: Type.String() }),
  firstComment: Nullable(Type.Object({ message: Type.String() })),
  createdAt: Type.String(),
  referances: Type.Array(ReferenceSchema),
  files: Type.Array(AttachmentSchema),
  /** The caller is the assignee and has not opened the task since it was assigned or last written to. */
  unread: Type.Boolean(),
  /** Statuses the caller may choose (seed 002 §4). */
  status_options: Type.Array(TaskStatusSchema),
});
export type Task = Static<typeof TaskSchema>;

export const TaskMessageSchema = Type.Object({
  _id: IdSchema,
  message: Type.String(),
  /** 'user' for staff of the organisation ('admin' would mean support [002:123]). */
  type: Type.String(),
  username: Type.String(),
  user_id: Type.String(),
  admin_id: Nullable(Type.String()),
  createdAt: Type.String(),
  attachments: Type.Array(AttachmentSchema),
});
export type TaskMessage = Static<typeof TaskMessageSchema>;

export const CreateTaskSchema = Type.Object(
  {
    task: Type.Object(
      {
        assignee: Type.String({ minLength: 1, maxLength: 24, errorMessage: M.assigneeRequired }),
        task_comment: Type.String({ minLength: 1, maxLength: 10_000, errorMessage: M.commentRequired }),
        concerns: Type.Optional(Type.Array(ReferenceSchema, { maxItems: 30 })),
        /** Short title; the first line of the comment when absent. */
        description: Type.Optional(Type.String({ maxLength: 200 })),
      },
      { additionalProperties: false },
    ),
    fileIds: Type.Optional(ThreadFileIdsSchema),
    company_id: IdSchema,
  },
  { additionalProperties: false },
);
export type CreateTask = Static<typeof CreateTaskSchema>;

export const CreateTaskMessageSchema = Type.Object(
  { content: ThreadContentSchema, task_id: IdSchema, files: Type.Optional(ThreadFileIdsSchema) },
  { additionalProperties: false },
);
