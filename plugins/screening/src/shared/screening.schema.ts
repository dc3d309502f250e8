import { IdSchema, Type, type Static } from '@app/core/shared';

/** Seed 001 §3 request payload (dob ISO date or date-time, nationality ISO 3166 alpha-2 or country name). */
export const ScreeningRequestSchema = Type.Object({
  firstname: Type.String(),
  surname: Type.String(),
  dob: Type.String(),
  nationality: Type.String(),
});
export type ScreeningRequest = Static<typeof ScreeningRequestSchema>;

export const FeatureContributionSchema = Type.Object({
  feature: Type.String(),
  value: Type.Number(),
  detail: Type.String(),
});

/** Why a hit matched: query name vs list name/alias, per-feature contributions, list and version. */
export const FieldCheckSchema = Type.Object({
  field: Type.String(),
  query: Type.String(),
  listed: Type.String(),
  agreement: Type.Union([
    Type.Literal('agrees'),
    Type.Literal('partial'),
    Type.Literal('unknown'),
    Type.Literal('conflict'),
  ]),
});
export type FieldCheck = Static<typeof FieldCheckSchema>;

export const ExplanationSchema = Type.Object({
  query_name: Type.String(),
  /** Per provided field: searched value, listed value, agreement (screenings stored before calibration lack it). */
  fields: Type.Optional(Type.Array(FieldCheckSchema)),
  matched_name: Type.String(),
  name_strength: Type.String(),
  name_score: Type.Number(),
  contributions: Type.Array(FeatureContributionSchema),
  /** Engine debug text for support (API only; the screens do not show it). */
  summary: Type.String(),
});

/** A reviewer decision on a hit; `carried_over` when it was recorded on an earlier screening of the same subject. */
export const HitDecisionSchema = Type.Object({
  decision: Type.String(),
  comment: Type.String(),
  decided_at: Type.String(),
  decided_by: Type.Optional(Type.String()),
  search_id: Type.Optional(Type.String()),
  carried_over: Type.Optional(Type.Boolean()),
});

/** One result in the seed's shape plus score, explanation and list provenance. */
export const ScreeningResultSchema = Type.Object({
  entry_id: Type.String(),
  individual: Type.Object({
    firstname: Type.String(),
    surname: Type.String(),
    year_of_birth: Type.Union([Type.String(), Type.Null()]),
    more: Type.Record(Type.String(), Type.String()),
  }),
  addresses: Type.Array(
    Type.Object({ text: Type.String(), city: Type.Optional(Type.String()), country: Type.Optional(Type.String()) }),
  ),
  sanction_types: Type.Array(
    Type.Object({ body: Type.String(), current: Type.Boolean(), found: Type.Boolean(), countryCode: Type.String() }),
  ),
  notes: Type.Array(Type.Object({ note: Type.String(), source: Type.String() })),
  flags: Type.Array(Type.Object({ found: Type.Boolean(), data: Type.Object({ rep: Type.String() }) })),
  articles: Type.Array(
    Type.Object({
      url: Type.String(),
      snippets: Type.Array(
        Type.Object({
          title: Type.Optional(Type.String()),
          text: Type.Optional(Type.String()),
          terms: Type.Optional(Type.Array(Type.String())),
        }),
      ),
    }),
  ),
  score: Type.Number(),
  explanation: ExplanationSchema,
  list: Type.Object({ source: Type.String(), version: Type.String() }),
  /** The same person on other lists (shared identifier, or same name and date of birth): one hit, several lists. */
  also_listed: Type.Optional(
    Type.Array(
      Type.Object({
        entry_id: Type.String(),
        name: Type.String(),
        list: Type.Object({ source: Type.String(), version: Type.String() }),
        link: Type.String(),
      }),
    ),
  ),
  /** A reviewer's decision on this hit for this subject, if any. */
  decision: Type.Optional(Type.Union([Type.Null(), HitDecisionSchema])),
});
export type ScreeningResult = Static<typeof ScreeningResultSchema>;

export const ScreeningResponseSchema = Type.Object({
  result: Type.Array(ScreeningResultSchema),
  search_id: IdSchema,
  request: ScreeningRequestSchema,
  message: Type.String(),
  list_versions: Type.Array(
    Type.Object({
      source: Type.String(),
      version: Type.String(),
      published_at: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
export type ScreeningResponse = Static<typeof ScreeningResponseSchema>;

export const ScreeningRecordSchema = Type.Object({
  _id: IdSchema,
  datetime: Type.String(),
  request: ScreeningRequestSchema,
  company_id: Type.Union([Type.String(), Type.Null()]),
  person_id: Type.Union([Type.String(), Type.Null()]),
  result_count: Type.Number(),
  created_by: Type.String(),
});
export type ScreeningRecord = Static<typeof ScreeningRecordSchema>;

export const ReviewStatusSchema = Type.Union([
  Type.Literal('open'),
  Type.Literal('true_match'),
  Type.Literal('false_positive'),
  Type.Literal('no_match'),
]);
export type ReviewStatus = Static<typeof ReviewStatusSchema>;

/** A screening as a review case: status, who screened and who decided (user names, not ids). */
export const ScreeningCaseSchema = Type.Intersect([
  ScreeningRecordSchema,
  Type.Object({
    review_status: ReviewStatusSchema,
    /** The case's assignee: whoever screened it (`created_by`) works it, as on Home's screening work. */
    screened_by: Type.String(),
    decided_by: Type.Union([Type.String(), Type.Null()]),
    /** The client the screening is listed under, by name (null when none or unknown). */
    client_name: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  }),
]);
export type ScreeningCase = Static<typeof ScreeningCaseSchema>;
export const CASE_PAGE_SIZE = 30 as const;

export const NamedIdSchema = Type.Object({ id: Type.String(), name: Type.String() });
export type NamedId = Static<typeof NamedIdSchema>;

/** Where 'Save as PDF' filed the PDF for a dossier person (see services.ts FiledPdf). */
export const FiledPdfSchema = Type.Object({
  company_id: Type.String(),
  client_name: Type.String(),
  person_id: Type.String(),
  person_name: Type.String(),
  document_type: Type.String(),
  document_label: Type.String(),
  pending: Type.Boolean(),
});
export type FiledPdfWire = Static<typeof FiledPdfSchema>;

export const ListVersionSchema = Type.Object({
  _id: IdSchema,
  source: Type.String(),
  version: Type.String(),
  published_at: Type.Union([Type.String(), Type.Null()]),
  imported_at: Type.String(),
  file_hash: Type.String(),
  counts: Type.Record(Type.String(), Type.Number()),
  delta: Type.Object({ added: Type.Number(), changed: Type.Number(), removed: Type.Number() }),
  is_current: Type.Boolean(),
});
export type ListVersion = Static<typeof ListVersionSchema>;

export const ImportJobSchema = Type.Object({
  _id: IdSchema,
  source: Type.String(),
  status: Type.Union([Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
  progress: Type.Number(),
  message: Type.String(),
  version_id: Type.Union([Type.String(), Type.Null()]),
  started_at: Type.String(),
  finished_at: Type.Union([Type.String(), Type.Null()]),
});
export type ImportJob = Static<typeof ImportJobSchema>;

export const AlertSchema = Type.Object({
  _id: IdSchema,
  search_id: IdSchema,
  subject: ScreeningRequestSchema,
  entry_id: Type.String(),
  entry_name: Type.String(),
  reason: Type.Union([Type.Literal('new_hit'), Type.Literal('changed_hit')]),
  score: Type.Number(),
  list: Type.Object({ source: Type.String(), version: Type.String() }),
  status: Type.Union([Type.Literal('open'), Type.Literal('reviewed')]),
  created_at: Type.String(),
});
export type Alert = Static<typeof AlertSchema>;

export const DecisionSchema = Type.Union([Type.Literal('true_match'), Type.Literal('false_positive')], {
  errorMessage: "Decision must be 'true_match' or 'false_positive'",
});
