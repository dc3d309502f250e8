import { documentLabel } from './kyc-documents.ts';
import type { Field } from './fields.ts';
import type { DossierObjectWire } from './objects.ts';

/** A stored file as the slot shows it [001:180–182]: `id`, `serverName`, `filename`, `documentType`. */
export interface StoredFile {
  id: string;
  serverName: string;
  filename: string;
  documentType: string;
  contentType: string;
  size: number;
  uploadedAt: string;
}

/** Rich text of a role comment: an ops list [001:182] (insert + optional bold/italic/underline). */
export interface RichTextOp {
  insert: string;
  attributes?: { bold?: boolean; italic?: boolean; underline?: boolean };
}
export interface RichText {
  ops: RichTextOp[];
}

/**
 * A KYC file / slot in the seed's shape [001:180–182, 205–210; 002:135]: every field flat with
 * its pending edit next to it as `new_<field>` (`file` / `new_file`), plus the object's ids. The
 * `flat` marker tells `wireField` how to read it.
 */
export interface KycFileWire extends DossierObjectWire {
  id: string;
  flat: true;
  documentType: string;
  title: string;
  file: StoredFile | null;
  new_file: StoredFile | null;
  error: string | null;
}

/** The listing of services in the same flat shape: `value`, `new_value`, the role comments. */
export interface ListingServicesWire extends DossierObjectWire {
  flat: true;
  value: string | null;
  new_value?: string | null;
}

const BASE = ['_id', 'object_type', 'company_id', 'parent_id', 'position', 'pending_creation'];

/** Flattens the generic wire (`{value,new_value}` per field) into the seed's slot shape. */
export function toKycFileWire(o: DossierObjectWire): KycFileWire {
  const out: Record<string, unknown> = Object.fromEntries(BASE.map((k) => [k, o[k]]));
  for (const [k, f] of Object.entries(o)) {
    if (BASE.includes(k) || !f || typeof f !== 'object' || !('value' in f)) continue;
    const field = f as Field;
    out[k] = field.value ?? null;
    if ('new_value' in field) out[`new_${k}`] = field.new_value ?? null;
  }
  const documentType = String(out.documentType ?? out.new_documentType ?? '');
  return {
    ...out,
    id: o._id,
    flat: true,
    documentType,
    title: String(out.title ?? out.new_title ?? documentLabel(documentType)),
    file: (out.file as StoredFile | null) ?? null,
    new_file: (out.new_file as StoredFile | null) ?? null,
    error: null,
  } as KycFileWire;
}
export const toListingServicesWire = (o: DossierObjectWire) => toKycFileWire(o) as unknown as ListingServicesWire;

/** A person or legal entity with its `files` slots (raw wires keyed by document type) in the slot shape. */
export const withSlotFiles = <T extends { files?: Record<string, DossierObjectWire> }>(owner: T): T => ({
  ...owner,
  files: Object.fromEntries(Object.entries(owner.files ?? {}).map(([k, f]) => [k, f.flat ? f : toKycFileWire(f)])),
});

/** The file a reader works with: the pending one when there is one. */
export const currentFile = (slot: Pick<KycFileWire, 'file' | 'new_file'> | undefined | null): StoredFile | null =>
  slot?.new_file ?? slot?.file ?? null;

// ---- role comments and screening answers [001:182, 363–371; 002:184, 230]

export const COMMENT_FIELDS = ['comment_data_handler', 'comment_supervisor', 'comment_compliance_officer'] as const;
export type CommentField = (typeof COMMENT_FIELDS)[number];
export const QUESTIONS = [
  { answer: 'sanctions_found', comment: 'sanctions_comment', label: 'Found sanctions' },
  { answer: 'pep_found', comment: 'pep_comment', label: 'Found PEP' },
  {
    answer: 'relevant_adverse_information_found',
    comment: 'relevant_adverse_information_comment',
    label: 'Relevant Adverse Information',
  },
] as const;

export interface Tier {
  role: string;
  label: string;
  comment: CommentField;
  suffix: '' | '_supervisor' | '_compliance';
}
export const TIERS: Tier[] = [
  { role: 'DATA_CONTROLLER', label: 'Account Manager', comment: 'comment_data_handler', suffix: '' },
  { role: 'DATA_PROCESSOR', label: 'Supervisor', comment: 'comment_supervisor', suffix: '_supervisor' },
  {
    role: 'COMPLIANCE_OFFICER',
    label: 'Compliance Officer',
    comment: 'comment_compliance_officer',
    suffix: '_compliance',
  },
];
export const tierOf = (role: string): Tier | null => TIERS.find((t) => t.role === role) ?? null;

/** Comment boxes a role sees [001:363–367]: account manager one, supervisor two, CO/auditors/trust officer three. */
export function visibleComments(role: string): CommentField[] {
  if (role === 'DATA_CONTROLLER') return ['comment_data_handler'];
  if (role === 'DATA_PROCESSOR') return ['comment_data_handler', 'comment_supervisor'];
  if (['COMPLIANCE_OFFICER', 'EXTERNAL_AUDITOR', 'INTERNAL_AUDITOR', 'TRUST_OFFICER', 'ADMINISTRATOR'].includes(role))
    return [...COMMENT_FIELDS];
  return [];
}
/** Screening-answer tiers a role sees [001:369–370]: AM own; supervisor AM + own; CO all three. */
export function visibleAnswerTiers(role: string): Tier[] {
  if (role === 'DATA_CONTROLLER') return [TIERS[0]!];
  if (role === 'DATA_PROCESSOR') return [TIERS[0]!, TIERS[1]!];
  if (role === 'COMPLIANCE_OFFICER') return [...TIERS];
  return [];
}
/** The fields a role writes: only its own tier (auditors and the trust officer none) [001:366–367]. */
export function writableFields(role: string): string[] {
  const t = tierOf(role);
  if (!t) return [];
  return [t.comment, ...QUESTIONS.flatMap((q) => [`${q.answer}${t.suffix}`, `${q.comment}${t.suffix}`])];
}
export const answerLabel = (answer: string, suffix: string) => {
  const q = QUESTIONS.find((x) => x.answer === answer)!;
  return suffix === '_supervisor'
    ? `${q.label} (Supervisor)`
    : suffix === '_compliance'
      ? `${q.label} (Compliance)`
      : q.label;
};

/** A comment has content when its first insert is not just a newline [001:182]. */
export function hasContent(c: unknown): boolean {
  if (typeof c === 'string') return c.trim().length > 0;
  const ops = (c as RichText | null)?.ops;
  if (!Array.isArray(ops) || !ops.length) return false;
  const first = ops[0]?.insert;
  return (
    typeof first === 'string' &&
    first !== '\n' &&
    ops.some((o) => typeof o.insert === 'string' && o.insert.trim().length > 0)
  );
}
export const richTextToPlain = (c: unknown): string =>
  typeof c === 'string'
    ? c
    : Array.isArray((c as RichText | null)?.ops)
      ? (c as RichText).ops
          .map((o) => o.insert)
          .join('')
          .trim()
      : '';

export const COMMENT_MESSAGES = {
  setAsNo: (label: string) => `${label} will be set as NO as there are no comments provided`,
  mismatch: (label: string, other: string, value: string) => `${label} must match the ${other}'s answer (${value})`,
  earlierTierFirst: (label: string, other: string) => `${label}: the ${other} has not answered yet`,
  noTier: 'Only the account manager, the supervisor and the compliance officer write comments and screening answers',
  notYourTier: (field: string) => `${field} belongs to another reviewer; each role writes only its own box`,
  answersOnlyOnWorldCheck: 'Screening answers belong to world_check documents',
  noCommentsOnWorldCheck: 'World-check documents take screening answers instead of comments',
  listingCommentLocal: 'The listing of services has a comment box only for non-local companies',
  saved: 'Saved; the change takes effect once a colleague approves it',
  tooLong: 'A comment is at most 20000 characters',
} as const;

type Lookup = (field: string) => unknown;
/**
 * Screening answers after a reviewer's proposal: YES without any comment (old or new) becomes NO
 * with the seed notice [001:272]; then every tier's answer must equal the tiers below it [001:371]
 * (422 naming the mismatch). `current` reads the effective (pending or approved) value.
 */
export function checkAnswers(
  proposed: Record<string, unknown>,
  current: Lookup,
): { values: Record<string, unknown>; notices: string[]; mismatch: string | null } {
  const values = { ...proposed };
  const notices: string[] = [];
  const now = (f: string) => (f in values ? values[f] : current(f));
  for (const t of TIERS) {
    for (const q of QUESTIONS) {
      const a = `${q.answer}${t.suffix}`;
      if (values[a] === 'YES' && !hasContent(now(`${q.comment}${t.suffix}`))) {
        values[a] = 'NO';
        notices.push(COMMENT_MESSAGES.setAsNo(answerLabel(q.answer, t.suffix)));
      }
    }
  }
  for (const q of QUESTIONS) {
    const touched = TIERS.some((t) => `${q.answer}${t.suffix}` in values);
    if (!touched) continue;
    for (let i = 1; i < TIERS.length; i++) {
      const mine = now(`${q.answer}${TIERS[i]!.suffix}`);
      if (mine === null || mine === undefined) continue;
      for (let j = 0; j < i; j++) {
        const theirs = now(`${q.answer}${TIERS[j]!.suffix}`);
        const label = answerLabel(q.answer, TIERS[i]!.suffix);
        if (theirs === null || theirs === undefined)
          return { values, notices, mismatch: COMMENT_MESSAGES.earlierTierFirst(label, TIERS[j]!.label.toLowerCase()) };
        if (theirs !== mine)
          return {
            values,
            notices,
            mismatch: COMMENT_MESSAGES.mismatch(label, TIERS[j]!.label.toLowerCase(), String(theirs)),
          };
      }
    }
    // A lower tier changing its answer may not leave a higher tier disagreeing.
    for (let i = 0; i < TIERS.length - 1; i++) {
      const mine = now(`${q.answer}${TIERS[i]!.suffix}`);
      if (!(`${q.answer}${TIERS[i]!.suffix}` in values) || mine === null || mine === undefined) continue;
      for (let j = i + 1; j < TIERS.length; j++) {
        const theirs = now(`${q.answer}${TIERS[j]!.suffix}`);
        if (theirs !== null && theirs !== undefined && theirs !== mine) {
          return {
            values,
            notices,
            mismatch: COMMENT_MESSAGES.mismatch(
              answerLabel(q.answer, TIERS[i]!.suffix),
              TIERS[j]!.label.toLowerCase(),
              String(theirs),
            ),
          };
        }
      }
    }
  }
  return { values, notices, mismatch: null };
}

/**
 * Drops the comment boxes and screening answers a role may not see (001:363–370) from a slot; the
 * server applies it to every answer so hidden tiers never reach the browser.
 */
export function redactForRole<T extends Record<string, unknown>>(slot: T, role: string): T {
  const hidden = hiddenFor(role);
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(slot)) {
    if (hidden(k)) continue;
    if (k === '__proto__')
      Object.defineProperty(out, k, { value: slot[k], enumerable: true, writable: true, configurable: true });
    else out[k] = slot[k];
  }
  return out as T;
}

const TIER_FIELD =
  /^(sanctions_found|pep_found|relevant_adverse_information_found|sanctions_comment|pep_comment|relevant_adverse_information_comment)(_supervisor|_compliance)?$/;
const hiddenByRole = new Map<string, (k: string) => boolean>();
/** Whether a key is hidden from a role; decided once per role and key (the bundle asks for thousands). */
function hiddenFor(role: string): (k: string) => boolean {
  let test = hiddenByRole.get(role);
  if (test) return test;
  const comments = new Set<string>(visibleComments(role));
  const tiers = new Set(visibleAnswerTiers(role).map((t) => t.suffix));
  const decide = (k: string) => {
    const base = k.startsWith('new_') ? k.slice(4) : k;
    if ((COMMENT_FIELDS as readonly string[]).includes(base)) return !comments.has(base);
    const m = TIER_FIELD.exec(base);
    return m ? !tiers.has((m[2] ?? '') as Tier['suffix']) : false;
  };
  const known = new Map<string, boolean>();
  test = (k: string) => {
    let h = known.get(k);
    if (h === undefined) {
      h = decide(k);
      if (known.size < 10_000) known.set(k, h);
    }
    return h;
  };
  if (hiddenByRole.size < 100) hiddenByRole.set(role, test);
  return test;
}

/** The files parts of `get-kyc-files-info_2` as a role may see them. */
export function redactBundle<
  B extends { kycFiles: unknown[]; listingServices: unknown[]; persons: unknown[]; entities: unknown[] },
>(bundle: B, role: string): B {
  const slot = (s: unknown) => redactForRole(s as Record<string, unknown>, role);
  const owner = (o: unknown) => {
    const x = o as { files?: Record<string, unknown> };
    return x.files ? { ...x, files: Object.fromEntries(Object.entries(x.files).map(([k, v]) => [k, slot(v)])) } : o;
  };
  return {
    ...bundle,
    kycFiles: bundle.kycFiles.map(slot),
    listingServices: bundle.listingServices.map(slot),
    persons: bundle.persons.map(owner),
    entities: bundle.entities.map(owner),
  };
}
