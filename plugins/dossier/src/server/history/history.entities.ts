import { createdAtProperty, idProperty, organizationProperty } from '@app/core/server';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { CompanyType, DossierObjectType, StoredFields } from '../../shared/index.ts';

/** The company row as a revision froze it (approved values only). */
export interface FrozenCompany {
  id: string;
  companyType: CompanyType;
  locationType: string | null;
  accountHolderType: string | null;
  fields: StoredFields;
  listName: string;
  nextReviewDate: string | null;
  createdBy: string;
  createdAt: string;
}
/** A dossier object as a revision froze it (approved values only). */
export interface FrozenObject {
  id: string;
  objectType: DossierObjectType;
  parentId: string | null;
  position: number;
  fields: StoredFields;
  createdBy: string;
  createdAt: string;
}

/**
 * A document revision (snapshot, 001:241): the company and every object of its dossier as approved
 * when it was taken. Not client data: deleted at once, with an audit record (ADR 0036).
 */
export const SnapshotEntity = defineEntity({
  name: 'DossierSnapshot',
  tableName: 'dossier_snapshot',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    companyId: p.string().length(24),
    companyType: p.string().length(16),
    label: p.string().length(200),
    comment: p.json<unknown>().nullable(),
    commentBy: p.string().length(320),
    createdBy: p.string().length(24),
    company: p.json<FrozenCompany>(),
    objects: p.json<FrozenObject[]>(),
    createdAt: createdAtProperty(),
  },
});
export type Snapshot = InferEntity<typeof SnapshotEntity>;

/** One review-date e-mail per dossier per due date (the daily job never mails the same due twice). */
export const ReviewNoticeEntity = defineEntity({
  name: 'DossierReviewNotice',
  tableName: 'dossier_review_notice',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    companyId: p.string().length(24),
    dueDate: p.string().length(10),
    recipients: p.integer(),
    sentAt: createdAtProperty(),
  },
});

export const historyEntities = [SnapshotEntity, ReviewNoticeEntity];
