import {
  COMPANY_DOCUMENTS,
  PERSON_DOCUMENTS,
  PERSON_TYPES,
  QUESTIONS,
  YES_NO_FIELDS,
  fieldsOf,
  type ElementType,
} from './constants.ts';
import { DD_MESSAGES } from './messages.ts';
import { normaliseValue } from './values.ts';

type Values = Record<string, unknown>;
export interface MissingField {
  field: string;
  message: string;
}
const blank = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && (!v.trim() || isEmptyRichText(v)));

/** Rich text is JSON `{ops:[{insert}]}`; it counts as filled when the first insert is not just a newline. */
export function isEmptyRichText(v: string): boolean {
  if (!v.startsWith('{')) return false;
  try {
    const ops = (JSON.parse(v) as { ops?: { insert?: unknown }[] }).ops;
    return !ops?.length || typeof ops[0]?.insert !== 'string' || !(ops[0].insert as string).trim();
  } catch {
    return false;
  }
}

/** Record fields required for submit [002:171]; conditional details only when the answer is YES. */
export function missingRecordFields(r: Values): MissingField[] {
  const required: string[] = ['filler_full_name', 'position', 'date_when_signed', ...YES_NO_FIELDS];
  if (r.peps_present === 'YES') required.push('peps_present_details');
  if (r.interesting_past === 'YES') required.push('interesting_past_details');
  if (r.compliance_officer_present === 'YES')
    required.push('compliance_officer_name', 'compliance_officer_email', 'compliance_officer_phone');
  return required.filter((f) => blank(r[f])).map((f) => ({ field: `record.${f}`, message: DD_MESSAGES.fieldRequired }));
}

/** Every type field is required once the element is relevant; relevance NO skips it [002:170] (ADR 0042). */
export function missingElementFields(e: Values & { _id: string; type: string }): MissingField[] {
  if (blank(e.is_relevant)) return [{ field: `element.${e._id}.is_relevant`, message: DD_MESSAGES.fieldRequired }];
  if (e.is_relevant === 'NO') return [];
  return fieldsOf(e.type)
    .filter((f) => blank(e[f]))
    .map((f) => ({ field: `element.${e._id}.${f}`, message: DD_MESSAGES.fieldRequired }));
}

export function missingFields(record: Values, elements: (Values & { _id: string; type: string })[]): MissingField[] {
  return [...missingRecordFields(record), ...elements.flatMap(missingElementFields)];
}

/** The answers a client sees: the questions, the details of a YES, the signature; an element's fields unless it is not relevant. */
function shownFields(
  record: Values,
  elements: (Values & { _id: string; type: string })[],
): [string, string, unknown][] {
  const out: [string, string, unknown][] = [];
  for (const q of QUESTIONS) {
    out.push([`record.${q.field}`, q.field, record[q.field]]);
    if (record[q.field] === 'YES') for (const d of q.details ?? []) out.push([`record.${d}`, d, record[d]]);
  }
  for (const f of ['filler_full_name', 'position', 'date_when_signed']) out.push([`record.${f}`, f, record[f]]);
  for (const e of elements)
    for (const f of e.is_relevant === 'NO' ? ['is_relevant'] : ['is_relevant', ...fieldsOf(e.type)])
      out.push([`element.${e._id}.${f}`, f, e[f]]);
  return out;
}

/**
 * What the form marks while the client fills it: a required gap or an invalid value, only on the
 * fields `shown` admits (those the client edited or left; every field once a submit was tried).
 * Fields that do not apply (details of a NO, an element that is not relevant) are never demanded.
 */
export function liveErrors(
  record: Values,
  elements: (Values & { _id: string; type: string })[],
  shown: (key: string) => boolean,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of missingFields(record, elements)) if (shown(m.field)) out[m.field] = m.message;
  for (const [key, field, value] of shownFields(record, elements)) {
    if (out[key] || !shown(key)) continue;
    const res = normaliseValue(field, value);
    if ('error' in res) out[key] = res.error;
  }
  return out;
}

export interface DocLike {
  documentType: string;
  dueDiligenceElement: string | null;
  status: string;
}
export interface RequiredDocument {
  type: string;
  label: string;
  elementId: string | null;
  person: string | null;
  status: 'none' | 'pending' | 'approved' | 'rejected';
}

/** The checklist: 11 company documents, then a passport copy and proof of address per relevant person [002:59, 173]. */
export function requiredDocuments(
  elements: (Values & { _id: string; type: string })[],
  docs: DocLike[],
): RequiredDocument[] {
  const statusOf = (type: string, elementId: string | null): RequiredDocument['status'] => {
    const mine = docs.filter(
      (d) => d.documentType === type && (elementId === null || d.dueDiligenceElement === elementId),
    );
    if (mine.some((d) => d.status === 'approved')) return 'approved';
    if (mine.some((d) => d.status === 'pending')) return 'pending';
    return mine.length ? 'rejected' : 'none';
  };
  const company = COMPANY_DOCUMENTS.map((d) => ({
    type: d.type,
    label: d.label,
    elementId: null,
    person: null,
    status: statusOf(d.type, null),
  }));
  const persons = elements
    .filter((e) => PERSON_TYPES.includes(e.type as ElementType) && e.is_relevant !== 'NO')
    .flatMap((e) =>
      PERSON_DOCUMENTS.map((d) => ({
        type: d.type,
        label: d.label,
        elementId: e._id,
        person: String(e.full_name ?? ''),
        status: statusOf(d.type, e._id),
      })),
    );
  return [...company, ...persons];
}

/** Missing = no non-rejected file [002:173]. */
export const missingDocuments = (elements: Parameters<typeof requiredDocuments>[0], docs: DocLike[]) =>
  requiredDocuments(elements, docs).filter((d) => d.status === 'none' || d.status === 'rejected');

/** How a document is named to people and in an approval's acknowledgement: 'Proof of Address for Eva Smit'. */
export const documentName = (d: Pick<RequiredDocument, 'label' | 'person'>) =>
  `${d.label}${d.person !== null ? ` for ${d.person || 'an unnamed person'}` : ''}`;

/**
 * Whether an approval's acknowledgement names exactly the missing and rejected documents (as a
 * multiset: two persons may share a name). A stale or partial list is no acknowledgement.
 */
export function acknowledges(names: readonly string[], acknowledged: readonly string[] | undefined): boolean {
  const want = [...names].sort();
  const got = [...(acknowledged ?? [])].map((n) => n.trim()).sort();
  return want.length === got.length && want.every((n, i) => n === got[i]);
}

export const isValidLabel = (label: string) => label.trim().length >= 3;

/** Relative time [002:283]: seconds, minutes, hours, up to 30 days in days, otherwise YYYY-MM-DD. */
export function relativeTime(iso: string, now = Date.now()): string {
  const s = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (s < 60) return `${s} seconds ago`;
  if (s < 3600) return `${Math.floor(s / 60)} minutes ago`;
  if (s < 86400) return `${Math.floor(s / 3600)} hours ago`;
  if (s <= 30 * 86400) return `${Math.floor(s / 86400)} days ago`;
  return iso.slice(0, 10);
}
