import { documentLabel, extraFieldsOf } from './kyc-documents.ts';
import { answerLabel, COMMENT_FIELDS, QUESTIONS, richTextToPlain, TIERS } from './kyc-files.ts';

/**
 * What a checker sees of a change to a KYC file (issue 30 §1): the document's label, the file
 * before and after, and every other field with a human label. Pure: built from the review
 * action's JSON texts (`fields`, `sourceObjectState`, `fileInfo`), so the web view and tests share it.
 */

/** A file as a review action carries it: uploads have every part; a filed screening PDF lacks size and date. */
export interface ReviewedFile {
  id: string;
  filename: string;
  serverName?: string;
  contentType?: string;
  size?: number;
  uploadedAt?: string;
  documentType?: string;
  /** Set on a sanction-screening PDF filed in a world_check slot (ADR 0039). */
  search_id?: string;
}

export interface FileReviewRow {
  field: string;
  label: string;
  current: string;
  new: string;
  changed: boolean;
}

export interface FileReview {
  documentType: string;
  /** The seed's document label ('Management Agreement'), or the object's own title. */
  label: string;
  kind: 'new-file' | 'replaced-file' | 'removal' | 'new-slot' | 'details';
  /** The approved file (the one a replacement or a removal concerns). */
  current: ReviewedFile | null;
  /** The proposed file. */
  next: ReviewedFile | null;
  /** Fields besides the file, in a stable order: the document's extra fields first. */
  rows: FileReviewRow[];
}

interface ActionTexts {
  actionType: 'change' | 'remove';
  fields: string;
  sourceObjectState: string | null;
  fileInfo: string | null;
  field_proposals?: string;
}

const parseObject = (text: string | null | undefined): Record<string, unknown> => {
  if (!text) return {};
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** A stored file: an object with an id and a name (the stored name when the original one is absent). */
export function asReviewedFile(value: unknown): ReviewedFile | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'string' || !v.id) return null;
  const filename =
    typeof v.filename === 'string' && v.filename ? v.filename : typeof v.serverName === 'string' ? v.serverName : v.id;
  return {
    ...(v as Partial<ReviewedFile>),
    id: v.id,
    filename,
    size: typeof v.size === 'number' ? v.size : undefined,
    uploadedAt: typeof v.uploadedAt === 'string' ? v.uploadedAt : undefined,
  };
}

/** A sanction-screening PDF lives in the screening plugin's storage and opens through its route. */
export const isScreeningPdf = (f: Pick<ReviewedFile, 'search_id' | 'serverName'>) =>
  Boolean(f.search_id) || (f.serverName ?? '').startsWith('screening/');

const FIXED_LABELS: Record<string, string> = {
  documentType: 'Document',
  title: 'Title',
  year: 'Year',
  fiscal_year_ending_on: 'Fiscal year ending on',
  fiscal_year_starts_on: 'Fiscal year starts on',
  dateIssued: 'Issue Date',
  expiration_date: 'Expiration Date',
  license_type: 'License Type',
  bank_name: 'Bank name',
  subsidiary_id: 'Subsidiary',
  value: 'Listing of services',
};
const COMMENT_LABELS: Record<string, string> = Object.fromEntries(TIERS.map((t) => [t.comment, `${t.label} comment`]));
const ANSWER_LABELS: Record<string, string> = Object.fromEntries(
  TIERS.flatMap((t) =>
    QUESTIONS.flatMap((q) => {
      const answer = answerLabel(q.answer, t.suffix);
      return [
        [`${q.answer}${t.suffix}`, answer],
        [`${q.comment}${t.suffix}`, `Comment on ${answer}`],
      ];
    }),
  ),
);

/** The human label of a KYC file field ('Incorporation Date' for the CoC extract's issue date). */
export function fileFieldLabel(field: string, documentType: string): string {
  const extra = extraFieldsOf(documentType).find((e) => e.field === field);
  if (extra) return extra.label;
  return (
    FIXED_LABELS[field] ??
    COMMENT_LABELS[field] ??
    ANSWER_LABELS[field] ??
    field.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase())
  );
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** 'Mar 01, 2024' for a calendar date (kept in UTC: it is a day, not an instant). */
export const formatDay = (day: string) =>
  ISO_DAY.test(day) && !Number.isNaN(Date.parse(day))
    ? new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
        month: 'short',
        day: '2-digit',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : day;

/** A field value as text: rich-text comments as their words, dates readable, documents by label, yes/no as words. */
export function fileFieldText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (field === 'documentType' && typeof value === 'string') return documentLabel(value);
  if ((COMMENT_FIELDS as readonly string[]).includes(field) || /_comment(_supervisor|_compliance)?$/.test(field))
    return richTextToPlain(value);
  if (value === 'YES') return 'Yes';
  if (value === 'NO') return 'No';
  if (typeof value === 'string') return formatDay(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return asReviewedFile(value)?.filename ?? richTextToPlain(value);
  return String(value);
}

// Shown in the heading and the file cards, not repeated as rows.
const NOT_A_ROW = new Set(['file', 'documentType']);

/** The review of one KYC file change or removal. */
export function fileReviewOf(action: ActionTexts): FileReview {
  const changes = parseObject(action.fields) as Record<string, { current?: unknown; new?: unknown } | undefined>;
  const state = parseObject(action.sourceObjectState);
  const info = parseObject(action.fileInfo);
  const created = action.actionType === 'change' && action.sourceObjectState === null;
  const documentType = String(state.documentType ?? changes.documentType?.new ?? info.documentType ?? '');
  const title = state.title ?? changes.title?.new ?? info.title;
  const label = documentType ? documentLabel(documentType) : typeof title === 'string' && title ? title : 'Document';
  const fileChange = changes.file;
  const current = asReviewedFile(fileChange ? fileChange.current : state.file);
  let next = action.actionType === 'change' && fileChange ? asReviewedFile(fileChange.new) : null;
  // A filed screening PDF carries no upload date: the proposal that filed it has one.
  if (next && !next.uploadedAt) {
    const proposals = (parseObject(action.field_proposals).file ?? []) as { new?: { id?: string }; at?: string }[];
    const at = Array.isArray(proposals) ? proposals.filter((p) => p?.new?.id === next!.id).at(-1)?.at : undefined;
    if (typeof at === 'string') next = { ...next, uploadedAt: at };
  }
  const kind: FileReview['kind'] =
    action.actionType === 'remove'
      ? 'removal'
      : next
        ? current
          ? 'replaced-file'
          : 'new-file'
        : created
          ? 'new-slot'
          : 'details';

  const extraOrder = extraFieldsOf(documentType).map((e) => e.field as string);
  // Unchanged fields are shown too: the checker approves the document as it will be.
  const names = [...new Set([...Object.keys(state), ...(action.actionType === 'remove' ? [] : Object.keys(changes))])];
  const ordered = [...extraOrder.filter((f) => names.includes(f)), ...names.filter((f) => !extraOrder.includes(f))];
  const rows = ordered
    .filter((f) => !NOT_A_ROW.has(f))
    .map((field) => {
      const c = changes[field];
      const before = action.actionType === 'remove' ? state[field] : c ? c.current : state[field];
      const after = action.actionType === 'remove' ? state[field] : c ? c.new : state[field];
      return {
        field,
        label: fileFieldLabel(field, documentType),
        current: fileFieldText(field, before),
        new: fileFieldText(field, after),
        changed: action.actionType === 'change' && Boolean(c),
      };
    })
    .filter((r) => r.current !== '' || r.new !== '');
  return { documentType, label, kind, current, next, rows };
}
