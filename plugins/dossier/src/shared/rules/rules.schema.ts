import { Nullable, Type, type Static } from '@app/core/shared';

/** Wire shapes of the rules (completeness by section, ownership) as `dashboard-data` returns them. */
export const DocumentStatusSchema = Type.Object({
  documentType: Type.String(),
  label: Type.String(),
  fileId: Nullable(Type.String()),
  ownerId: Nullable(Type.String()),
  complete: Type.Boolean(),
  missing: Type.Array(Type.String()),
});
export const OwnerStatusSchema = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('person'), Type.Literal('entity')]),
  name: Type.String(),
  complete: Type.Boolean(),
  missingFields: Type.Array(Type.String()),
  documents: Type.Array(DocumentStatusSchema),
});
export const StructureIssueSchema = Type.Object({
  rule: Type.Union([Type.Literal('official'), Type.Literal('managing_director'), Type.Literal('shareholders')]),
  objectId: Nullable(Type.String()),
  section: Type.String(),
  message: Type.String(),
  missingPercentage: Type.Optional(Type.Number()),
});
export const SectionCompletenessSchema = Type.Object({
  section: Type.String(),
  label: Type.String(),
  total: Type.Integer(),
  completed: Type.Integer(),
  remaining: Type.Integer(),
  percentage: Type.Number(),
  complete: Type.Boolean(),
  documents: Type.Array(DocumentStatusSchema),
  owners: Type.Array(OwnerStatusSchema),
  structure: Type.Array(StructureIssueSchema),
});
export const OwnershipReportSchema = Type.Object({
  threshold: Type.Number(),
  owners: Type.Array(
    Type.Object({
      key: Type.String(),
      name: Type.String(),
      kind: Type.Union([Type.Literal('person'), Type.Literal('entity')]),
      effective: Type.Number(),
      direct: Nullable(Type.Number()),
      object_ids: Type.Array(Type.String()),
      ubo: Type.Boolean(),
      declared_ubo: Type.Boolean(),
    }),
  ),
  cycles: Type.Array(
    Type.Object({ names: Type.Array(Type.String()), object_ids: Type.Array(Type.String()), message: Type.String() }),
  ),
  undeclared_ubos: Type.Array(Type.String()),
  declared_below_threshold: Type.Array(Type.String()),
  warning: Nullable(Type.String()),
});
export type SectionCompletenessWire = Static<typeof SectionCompletenessSchema>;
export type OwnershipReportWire = Static<typeof OwnershipReportSchema>;
