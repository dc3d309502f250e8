import { createdAtProperty, idProperty, organizationProperty } from '@app/core/server';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A field as stored: the approved `value` and, while a staff edit waits for approval, `new_value`. */
export type StoredField = { value: unknown; new_value?: unknown };
export type StoredFields = Record<string, StoredField>;

/** One due diligence of a corporate client: the record fields of sections 7–9 and the signature block. */
export const DueDiligenceEntity = defineEntity({
  name: 'DueDiligence',
  tableName: 'due_diligence',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    companyId: p.string().length(24).index(),
    companyType: p.string().length(32),
    label: p.string().length(200),
    status: p.string().length(16).default('created'),
    fields: p.json<StoredFields>(),
    comments: p.json<
      {
        comment: string;
        date: string;
        by: string;
        acknowledged_documents?: { name: string; status: 'none' | 'rejected' }[];
      }[]
    >(),
    removed: p.boolean().default(false),
    createdBy: p.string().length(24),
    createdAt: createdAtProperty(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    // The last submit through the form link, shown to the reviewer (ADR 0063).
    submittedAt: p.datetime().nullable(),
    submittedIp: p.string().length(64).nullable(),
    submittedUserAgent: p.string().length(512).nullable(),
  },
});
export type DueDiligence = InferEntity<typeof DueDiligenceEntity>;

/** An element of sections 1–6 (company, corporate director, director, shareholders, beneficiary owner). */
export const DdElementEntity = defineEntity({
  name: 'DdElement',
  tableName: 'due_diligence_element',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    dueDiligenceId: p.string().length(24).index(),
    type: p.string().length(32),
    position: p.integer().default(0),
    fields: p.json<StoredFields>(),
    pendingCreation: p.boolean().default(false),
    removed: p.boolean().default(false),
    createdAt: createdAtProperty(),
  },
});
export type DdElement = InferEntity<typeof DdElementEntity>;

/** A document uploaded for a due diligence (a KYC file with the `dueDiligence` flag). */
export const DdFileEntity = defineEntity({
  name: 'DdFile',
  tableName: 'due_diligence_file',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    dueDiligenceId: p.string().length(24).index(),
    elementId: p.string().length(24).nullable(),
    documentType: p.string().length(64),
    status: p.string().length(16).default('pending'),
    clientComment: p.string().length(2000).default(''),
    adminComment: p.string().length(5000).default(''),
    filename: p.string().length(255),
    serverName: p.string().length(64).unique(),
    filesize: p.integer(),
    mime: p.string().length(64),
    removed: p.boolean().default(false),
    reviewedBy: p.string().length(24).nullable(),
    uploadedAt: createdAtProperty(),
    uploadedIp: p.string().length(64).nullable(),
    uploadedUserAgent: p.string().length(512).nullable(),
  },
});
export type DdFile = InferEntity<typeof DdFileEntity>;

/** A form or documents link: the token a client holds, its expiry and revocation. */
export const DdLinkEntity = defineEntity({
  name: 'DdLink',
  tableName: 'due_diligence_link',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    dueDiligenceId: p.string().length(24).index(),
    kind: p.string().length(16),
    token: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    createdBy: p.string().length(24),
    createdAt: createdAtProperty(),
  },
});
export type DdLink = InferEntity<typeof DdLinkEntity>;

/**
 * Who holds a client's link besides the client (ADR 0063): staff it was handed to (`revealed`) and
 * staff who called through it while signed in (`used`). One row per link, user and action; four-eyes
 * keeps them all from approving the record and its documents.
 */
export const DdLinkCustodyEntity = defineEntity({
  name: 'DdLinkCustody',
  tableName: 'due_diligence_link_custody',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    dueDiligenceId: p.string().length(24).index(),
    linkId: p.string().length(24),
    kind: p.string().length(16),
    userId: p.string().length(24),
    action: p.string().length(16),
    via: p.string().length(32),
    firstAt: p.datetime(),
    lastAt: p.datetime(),
  },
  uniques: [{ properties: ['linkId', 'userId', 'action'] }],
});
export type DdLinkCustody = InferEntity<typeof DdLinkCustodyEntity>;

/** Per organisation: link lifetime and the partner origins allowed to embed the widget. */
export const DdSettingsEntity = defineEntity({
  name: 'DdSettings',
  tableName: 'due_diligence_settings',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    linkDays: p.integer().default(30),
    corsOrigins: p.json<string[]>(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type DdSettings = InferEntity<typeof DdSettingsEntity>;

export const ddEntities = [
  DueDiligenceEntity,
  DdElementEntity,
  DdFileEntity,
  DdLinkEntity,
  DdLinkCustodyEntity,
  DdSettingsEntity,
];
