import { createdAtProperty, idProperty, organizationProperty } from '@app/core/server';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { RowError } from '../convert/row-validate.ts';
import type { ErrorKind } from '../shared/error-kinds.ts';
import type { UserAddress, UserInformation, UserPhone } from '../shared/user-info.ts';

/** The regulatory-reporting user info of one user: the reporting entity and person of the report header. */
export const UserInfoEntity = defineEntity({
  name: 'FiuUserInfo',
  tableName: 'fiu_user_info',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    userId: p.string().length(24).unique(),
    information: p.json<Omit<UserInformation, 'email_verified'>>(),
    address: p.json<UserAddress>(),
    phone: p.json<UserPhone>(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type UserInfoRow = InferEntity<typeof UserInfoEntity>;

/** The organisation's column mapping (goAML field -> export header), saved at each conversion. */
export const ColumnMappingEntity = defineEntity({
  name: 'FiuColumnMapping',
  tableName: 'fiu_column_mapping',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    mapping: p.json<Record<string, string>>(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export interface ReportInfo {
  serverName: string;
  filename: string;
  kind: 'xml' | 'zip';
  filesize: number;
  parts: number;
}
export interface ConversionSettings {
  schema: string;
  reportCode: string;
  indicators: string[];
  currencyLocal: string;
  mapping: Record<string, string>;
}

/** An uploaded export and its conversion (seed file list item plus the job's state). */
export const UploadedFileEntity = defineEntity({
  name: 'FiuFile',
  tableName: 'fiu_file',
  indexes: [{ properties: ['organization', 'createdAt'] }],
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    userId: p.string().length(24),
    filename: p.string().length(300),
    filesize: p.bigint('number'),
    serverName: p.string().length(80).unique(),
    sourceKind: p.string().length(8),
    /** Header of the export (mapping targets). */
    headers: p.json<string[]>(),
    /** Rows of corrected Saved info converted as a new report (no uploaded source). */
    fromSavedRows: p.boolean().default(false),
    status: p.string().length(16),
    settings: p.json<ConversionSettings>().nullable(),
    rows: p.integer().default(0),
    validRows: p.integer().default(0),
    errorRows: p.integer().default(0),
    conversionFee: p.decimal('number').precision(14).scale(4).default(0),
    conversionFeeComment: p.text().default(''),
    progressDone: p.integer().default(0),
    progressTotal: p.integer().default(0),
    message: p.text().default(''),
    report: p.json<ReportInfo>().nullable(),
    reportName: p.string().length(80).nullable().index(),
    /** Before ADR 0080: the first 200 row errors. Every error is now in fiu_conversion_error. */
    errors: p.json<RowError[]>().nullable(),
    errorCount: p.integer().default(0),
    /** Errors per kind of the finished conversion. */
    errorKinds: p.json<Partial<Record<ErrorKind, number>>>().nullable(),
    jobId: p.string().length(64).nullable(),
    createdAt: createdAtProperty(),
    finishedAt: p.datetime().nullable(),
  },
});
export type UploadedFile = InferEntity<typeof UploadedFileEntity>;

/** A row that failed the checks, kept with its values and errors until it is corrected and converted. */
export const SavedRowEntity = defineEntity({
  name: 'FiuSavedRow',
  tableName: 'fiu_saved_row',
  // the listing orders of Saved info (with and without a file filter); errors also has a GIN index (migration)
  indexes: [
    { name: 'fiu_saved_row_page_index', properties: ['organization', 'createdAt', 'fileId', 'row', 'id'] },
    { name: 'fiu_saved_row_file_page_index', properties: ['organization', 'fileId', 'createdAt', 'row', 'id'] },
  ],
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    fileId: p.string().length(24),
    row: p.integer(),
    values: p.json<Record<string, string>>(),
    errors: p.json<RowError[]>(),
    createdAt: createdAtProperty(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type SavedRowRow = InferEntity<typeof SavedRowEntity>;

/** Our institution (the organisation's bank name, SWIFT/BIC, local currency) for reports from stored transactions. */
export const InstitutionEntity = defineEntity({
  name: 'FiuInstitution',
  tableName: 'fiu_institution',
  properties: {
    organization: p.string().length(24).primary(),
    name: p.string().length(255),
    swift: p.string().length(11),
    currencyCodeLocal: p.string().length(3),
    nonBankInstitution: p.boolean().default(false),
    updatedBy: p.string().length(24),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export const fiuEntities = [UserInfoEntity, ColumnMappingEntity, UploadedFileEntity, SavedRowEntity, InstitutionEntity];
