import { defineMultipartRoute, defineRoute, Nullable, Type } from '@app/core/shared';

/**
 * Contract routes of the dossier's files area (ADR 0032). Uploads are multipart (form field `file`
 * plus fields), so they carry no JSON body schema: the handler reads and checks the parts.
 */
const tags = ['dossier files'];
const AnyId = Type.String({ maxLength: 64 });
const Slot = Type.Unknown({ description: 'A KYC file in the seed slot shape (KycFileWire)' });
const Short = Type.String({ maxLength: 64 });
/** Multipart text fields of the uploads: ids, document type and the extra fields (ADR 0064). */
const Extras = {
  year: Short,
  fiscal_year_ending_on: Short,
  fiscal_year_starts_on: Short,
  dateIssued: Short,
  expiration_date: Short,
  license_type: Short,
  bank_name: Type.String({ maxLength: 200 }),
};
const Place = { company_id: AnyId, documentType: Short, kyc_file_id: AnyId, snapshotId: AnyId, snapshot_id: AnyId };
const Owner = { owner_id: AnyId, person_id: AnyId, legalEntity_id: AnyId, parent_id: AnyId };
const closed = { additionalProperties: false } as const;
const Write = Type.Object({
  status: Type.String(),
  message: Type.String(),
  change_id: Nullable(Type.String()),
  file: Slot,
  notices: Type.Optional(Type.Array(Type.String())),
});

/** Company documents (no owner): multipart `file`, `company_id`, `documentType`, optional `kyc_file_id` and extra fields. */
export const uploadKycFile = defineMultipartRoute({
  operationId: 'uploadKycFile',
  method: 'POST',
  url: 'upload-kyc-file',
  tags,
  proposes: 'change',
  summary:
    'Upload a company document (multipart: file, company_id, documentType[, kyc_file_id, year, bank_name, dateIssued…]); the file is pending until approved',
  multipart: Type.Object({ ...Place, ...Extras }, closed),
  response: Write,
});

/** Person / legal-entity slots: multipart `file`, `company_id`, `documentType`, `owner_id` (person_id / legalEntity_id accepted). */
export const uploadFile = defineMultipartRoute({
  operationId: 'uploadFile',
  method: 'POST',
  url: 'upload-file',
  tags,
  proposes: 'change',
  summary:
    'Upload a file into a person or legal-entity slot (multipart: file, company_id, documentType, owner_id); pending until approved',
  multipart: Type.Object({ ...Place, ...Owner, ...Extras }, closed),
  response: Write,
});

/** Multipart (optional new file) or JSON: the extra fields of a document. */
export const updateFile = defineMultipartRoute({
  operationId: 'updateFile',
  method: 'POST',
  url: 'file/update/:id',
  tags,
  proposes: 'change',
  summary: 'Replace the file and/or change the extra fields of a KYC file (multipart or JSON); one change request',
  multipart: Type.Object({ id: AnyId, snapshotId: AnyId, snapshot_id: AnyId, ...Extras }, closed),
  response: Write,
});

export const getKycFileInfo = defineRoute({
  operationId: 'getKycFileInfo',
  method: 'GET',
  url: 'get-kycfile/:id',
  tags,
  querystring: Type.Object({ id: AnyId, snapshotId: Type.Optional(Type.String({ maxLength: 64 })) }),
  response: Type.Object({ file: Slot }),
});

/** Opened in a new tab with a 60-second token from `generate-view/token` [001:423–424]. */
export const viewKycFile = defineRoute({
  operationId: 'viewKycFile',
  method: 'GET',
  url: 'get-kyc-file/',
  public: true,
  tags,
  summary:
    'Shows a stored file inline (id = file id or KYC file id; viewingToken from generate-view/token, valid 60 s)',
  querystring: Type.Object({ id: AnyId, viewingToken: Type.Optional(Type.String({ maxLength: 200 })) }),
  response: Type.Unknown(),
});

/** Download (bearer token), streamed from storage with the original file name. */
export const downloadKycFile = defineRoute({
  operationId: 'downloadKycFile',
  method: 'GET',
  url: 'download-kyc-file',
  tags,
  querystring: Type.Object({ id: AnyId }),
  response: Type.Unknown(),
});

export const createFileSection = defineRoute({
  operationId: 'createFileSection',
  method: 'POST',
  url: 'file-section/create',
  permission: 'upload_general_section',
  tags,
  proposes: 'change',
  summary: 'A new bank form (scfba / cosbaof) for one bank; created through a change request',
  body: Type.Object(
    {
      documentType: Type.String({ maxLength: 32 }),
      bank_name: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
      company_id: AnyId,
      snapshotId: Type.Optional(Type.String({ maxLength: 64 })),
    },
    { additionalProperties: false },
  ),
  response: Write,
});

export const updateListingServices = defineRoute({
  operationId: 'updateListingServices',
  method: 'PUT',
  url: 'listing-services/update',
  permission: 'update_listing_service',
  tags,
  proposes: 'change',
  summary: 'The listing of services provided to the company (one per client); a change request',
  body: Type.Object(
    {
      company_id: AnyId,
      value: Nullable(Type.String({ maxLength: 10_000 })),
      snapshotId: Type.Optional(Type.String({ maxLength: 64 })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    status: Type.String(),
    message: Type.String(),
    change_id: Nullable(Type.String()),
    listingServices: Slot,
  }),
});

const Rich = Type.Object(
  {
    ops: Type.Array(
      Type.Object(
        {
          insert: Type.String({ maxLength: 20_000 }),
          attributes: Type.Optional(
            Type.Object(
              {
                bold: Type.Optional(Type.Boolean()),
                italic: Type.Optional(Type.Boolean()),
                underline: Type.Optional(Type.Boolean()),
              },
              { additionalProperties: false },
            ),
          ),
        },
        { additionalProperties: false },
      ),
      { maxItems: 500 },
    ),
  },
  { additionalProperties: false },
);
const YesNo = Type.Optional(Nullable(Type.Union([Type.Literal('YES'), Type.Literal('NO')])));
const Comment = Type.Optional(Nullable(Rich));
const answerFields = Object.fromEntries(
  ['', '_supervisor', '_compliance'].flatMap((s) => [
    [`sanctions_found${s}`, YesNo],
    [`pep_found${s}`, YesNo],
    [`relevant_adverse_information_found${s}`, YesNo],
    [`sanctions_comment${s}`, Comment],
    [`pep_comment${s}`, Comment],
    [`relevant_adverse_information_comment${s}`, Comment],
  ]),
);

/** Role comments and world-check answers of a KYC file (or the listing of services) [001:418]. */
export const commentUpload = defineRoute({
  operationId: 'commentUpload',
  method: 'POST',
  url: 'comment-upload',
  permission: 'view_audit_section_comment',
  tags,
  proposes: 'change',
  summary:
    "Writes the caller's own tier: comment_data_handler / comment_supervisor / comment_compliance_officer, or the world-check answers with their suffix",
  body: Type.Object(
    {
      comment_structure: Type.Object(
        {
          id: AnyId,
          comment_data_handler: Comment,
          comment_supervisor: Comment,
          comment_compliance_officer: Comment,
          ...answerFields,
        },
        { additionalProperties: false },
      ),
      snapshotId: Type.Optional(Type.String({ maxLength: 64 })),
    },
    { additionalProperties: false },
  ),
  bodyLimit: 1024 * 1024,
  response: Type.Object({
    status: Type.String(),
    message: Type.String(),
    change_id: Nullable(Type.String()),
    file: Slot,
    notices: Type.Array(Type.String()),
  }),
});
