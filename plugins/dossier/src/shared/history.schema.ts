import { IdSchema, Nullable, Type, type Static } from '@app/core/shared';

/** A revision comment: Plate rich text (an array of nodes) or plain text. */
export const RevisionCommentSchema = Nullable(
  Type.Union([Type.String({ maxLength: 20_000 }), Type.Array(Type.Unknown(), { maxItems: 500 })]),
);

/** A document revision as 001:242 lists it (`snapshot_id` = `_id`, ADR 0036). */
export const SnapshotSchema = Type.Object({
  _id: IdSchema,
  label: Type.String(),
  snapshotDate: Type.String(),
  comment: Type.Optional(RevisionCommentSchema),
  comment_by: Type.String(),
  snapshot_id: IdSchema,
  company_type: Type.String(),
  company_id: IdSchema,
  /** Ours: how many objects (persons, files, ...) the revision froze. */
  objects_count: Type.Integer(),
});
export type SnapshotWire = Static<typeof SnapshotSchema>;
