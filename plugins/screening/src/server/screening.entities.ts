import { createdAtProperty, idProperty, organizationProperty } from '@app/core/server';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ListEntry } from '../engine/model.ts';

/** One imported version of one list (platform-wide reference data, not tenant data). */
export const ListVersionEntity = defineEntity({
  name: 'ListVersion',
  tableName: 'screening_list_version',
  indexes: [{ properties: ['source', 'isCurrent'] }],
  properties: {
    id: idProperty(),
    source: p.string().length(16),
    version: p.string().length(64),
    publishedAt: p.datetime().nullable(),
    fileHash: p.string().length(64),
    counts: p.json<Record<string, number>>(),
    delta: p.json<{ added: number; changed: number; removed: number }>(),
    isCurrent: p.boolean().default(false),
    importedBy: p.string().length(24).nullable(),
    createdAt: createdAtProperty(),
  },
});
export type ListVersion = InferEntity<typeof ListVersionEntity>;

/** The entries of a version; `fingerprint` detects changed entries between versions. */
export const ListEntryEntity = defineEntity({
  name: 'ListEntry',
  tableName: 'screening_list_entry',
  indexes: [{ properties: ['versionId'] }],
  properties: {
    id: idProperty(),
    versionId: p.string().length(24),
    entryId: p.string().length(200),
    fingerprint: p.string().length(64),
    data: p.json<ListEntry>(),
  },
});

export const ImportJobEntity = defineEntity({
  name: 'ImportJob',
  tableName: 'screening_import_job',
  properties: {
    id: idProperty(),
    source: p.string().length(16),
    status: p.string().length(16),
    progress: p.double().default(0),
    message: p.text().default(''),
    versionId: p.string().length(24).nullable(),
    startedBy: p.string().length(24).nullable(),
    createdAt: createdAtProperty(),
    finishedAt: p.datetime().nullable(),
  },
});
export type ImportJob = InferEntity<typeof ImportJobEntity>;

export interface StoredHit {
  entryId: string;
  fingerprint: string;
  score: number;
  name: string;
  source: string;
  version: string;
}

/** A screening as requested and answered: never edited afterwards. */
export const SearchEntity = defineEntity({
  name: 'ScreeningSearch',
  tableName: 'screening_search',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    createdBy: p.string().length(24),
    companyId: p.string().length(64).nullable(),
    personId: p.string().length(64).nullable(),
    subjectKey: p.string().length(400).index(),
    request: p.json<Record<string, string>>(),
    response: p.json<Record<string, unknown>>(),
    listVersions: p.json<{ source: string; version: string; published_at: string | null }[]>(),
    resultCount: p.integer(),
    /** open | true_match | false_positive | no_match: recomputed when a decision on the subject is recorded. */
    reviewStatus: p.string().length(16).default('open'),
    decidedBy: p.string().length(24).nullable(),
    createdAt: createdAtProperty(),
  },
});
export type Search = InferEntity<typeof SearchEntity>;

/** Ongoing screening state of a screened subject: its current hits, updated when lists change. */
export const MonitorEntity = defineEntity({
  name: 'ScreeningMonitor',
  tableName: 'screening_monitor',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    searchId: p.string().length(24).unique(),
    hits: p.json<StoredHit[]>(),
    lastScreenedAt: p.datetime(),
  },
});

export const AlertEntity = defineEntity({
  name: 'ScreeningAlert',
  tableName: 'screening_alert',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    searchId: p.string().length(24).index(),
    entryId: p.string().length(200),
    entryName: p.string().length(500),
    reason: p.string().length(16),
    score: p.double(),
    listSource: p.string().length(16),
    listVersion: p.string().length(64),
    status: p.string().length(16).default('open'),
    createdAt: createdAtProperty(),
  },
});

/** Reviewer decisions per subject and list entry; the newest counts while the entry is unchanged. */
export const DecisionEntity = defineEntity({
  name: 'ScreeningDecision',
  tableName: 'screening_decision',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    subjectKey: p.string().length(400).index(),
    searchId: p.string().length(24),
    entryId: p.string().length(200),
    fingerprint: p.string().length(64),
    decision: p.string().length(16),
    comment: p.text(),
    decidedBy: p.string().length(24),
    createdAt: createdAtProperty(),
  },
});

export const PdfEntity = defineEntity({
  name: 'ScreeningPdf',
  tableName: 'screening_pdf',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    searchId: p.string().length(24),
    personId: p.string().length(64).nullable(),
    sanctionIndex: p.integer(),
    storageKey: p.string().length(300),
    filename: p.string().length(300),
    createdBy: p.string().length(24),
    createdAt: createdAtProperty(),
  },
});

export const screeningEntities = [
  ListVersionEntity,
  ListEntryEntity,
  ImportJobEntity,
  SearchEntity,
  MonitorEntity,
  AlertEntity,
  DecisionEntity,
  PdfEntity,
];
