import { createdAtProperty, idProperty, organizationProperty } from '@app/core/server';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Mapping } from '../shared/mapping.ts';
import type { ImportFormat, ImportStatus } from '../shared/imports.schema.ts';
import type { RowError, TransactionField } from '../shared/model.ts';

const updatedAt = () =>
  p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date());

/** A mapping file saved for the organisation under a name (unique per organisation, case-insensitive: an index on lower(name)). */
export const SavedMappingEntity = defineEntity({
  name: 'TransactionMapping',
  tableName: 'transactions_mapping',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    name: p.string().length(100),
    mapping: p.json<Mapping>(),
    createdBy: p.string().length(24).nullable(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAt(),
  },
});
export type SavedMappingRow = InferEntity<typeof SavedMappingEntity>;

/** How the reader is set up for the file besides the mapping. */
export interface ImportOptions {
  sheet?: string;
  delimiter?: string;
}

/**
 * One import of a bank file: where its upload lies (`parts` pieces in core storage), how it is read, and
 * what the job wrote. `resumeAt` is how many reader results are committed (stored rows, bad rows and
 * counts in one transaction per batch): a retried job skips them, so nothing is counted or kept twice.
 */
export const ImportEntity = defineEntity({
  name: 'TransactionImport',
  tableName: 'transactions_import',
  indexes: [{ properties: ['organization', 'createdAt'] }],
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    createdBy: p.string().length(24).nullable(),
    fileName: p.string().length(300),
    size: p.bigint('number'),
    parts: p.integer(),
    format: p.string().length(10).$type<ImportFormat>(),
    mapping: p.json<Mapping>().nullable(),
    mappingId: p.string().length(24).nullable(),
    mappingName: p.string().length(100).nullable(),
    options: p.json<ImportOptions>(),
    status: p.string().length(10).$type<ImportStatus>(),
    jobId: p.string().length(36).nullable(),
    rows: p.integer().default(0),
    inserted: p.integer().default(0),
    duplicates: p.integer().default(0),
    linked: p.integer().default(0),
    bad: p.integer().default(0),
    resumeAt: p.bigint('number').default(0),
    errorColumns: p.json<Record<string, number>>(),
    error: p.text().nullable(),
    createdAt: createdAtProperty(),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
  },
});
export type ImportRow = InferEntity<typeof ImportEntity>;

/** A row an import could not store, kept to be corrected and re-imported (Saved info); `ordinal` is its reader result's index. */
export const BadRowEntity = defineEntity({
  name: 'TransactionBadRow',
  tableName: 'transactions_bad_row',
  uniques: [{ properties: ['importId', 'ordinal'] }],
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    importId: p.string().length(24),
    ordinal: p.bigint('number'),
    row: p.integer(),
    values: p.json<Partial<Record<TransactionField, string>>>(),
    errors: p.json<Omit<RowError, 'row'>[]>(),
    updatedAt: updatedAt(),
  },
});
export type BadRowRow = InferEntity<typeof BadRowEntity>;

export const importEntities = [SavedMappingEntity, ImportEntity, BadRowEntity];
