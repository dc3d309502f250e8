import { defineRoute, Nullable, Type } from '@app/core/shared';
import { RevisionCommentSchema, SnapshotSchema } from './history.schema.ts';

const AnyId = Type.String({ maxLength: 64 });

const revisionFields = {
  company_id: AnyId,
  label: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  comment: Type.Optional(RevisionCommentSchema),
};
const RevisionBody = Type.Object(revisionFields, { additionalProperties: false });

/** 'Add new Document Revision' [001:440]: freezes the dossier as it stands approved today. */
export const completeReport = defineRoute({
  operationId: 'completeReport',
  method: 'POST',
  url: 'complete-report',
  permission: 'verify_report',
  tags: ['dossier history'],
  summary: 'Store the approved dossier (dashboard and every section) as a document revision',
  body: RevisionBody,
  response: Type.Object({ status: Type.String(), message: Type.String(), snapshot: SnapshotSchema }),
});

/** `snapshot-save` [001:440]: with `_id` edits a revision's label and comment, without it stores a new one (ADR 0036). */
export const snapshotSave = defineRoute({
  operationId: 'snapshotSave',
  method: 'POST',
  url: 'snapshot-save',
  permission: 'verify_report',
  tags: ['dossier history'],
  body: Type.Object({ ...revisionFields, _id: Type.Optional(AnyId) }, { additionalProperties: false }),
  response: Type.Object({ snapshot: SnapshotSchema }),
});

export const listSnapshots = defineRoute({
  operationId: 'listSnapshots',
  method: 'GET',
  url: 'snapshots/list',
  permission: 'view_document_history',
  tags: ['dossier history'],
  querystring: Type.Object({ id: AnyId }),
  response: Type.Object({ snapshots: Type.Array(SnapshotSchema), id: Type.String() }),
});

/** Restore (not shown in the seed): every value that differs from today becomes a change request tagged with the revision. */
export const restoreSnapshot = defineRoute({
  operationId: 'restoreSnapshot',
  method: 'POST',
  url: 'snapshot-restore',
  permission: 'verify_report',
  tags: ['dossier history'],
  proposes: 'change',
  body: Type.Object({ id: AnyId }, { additionalProperties: false }),
  response: Type.Object({
    status: Type.String(),
    message: Type.String(),
    change_ids: Type.Array(Type.String()),
    company_id: Type.String(),
    company_type: Type.String(),
    path: Type.String(),
  }),
});

/** The whole dossier as a PDF (A4) for an auditor, today or as of a revision. */
export const dossierReport = defineRoute({
  operationId: 'dossierReport',
  method: 'GET',
  url: 'dossier-report',
  permission: 'view_document_history',
  tags: ['dossier history'],
  querystring: Type.Object({ company_id: AnyId, snapshotId: Type.Optional(AnyId), snapshot_id: Type.Optional(AnyId) }),
  response: Type.Unknown(),
});
