import {
  ELEMENT_FIELDS,
  RECORD_FIELDS,
  type DdElement as DdElementWire,
  type DdFile as DdFileWire,
  type DdListItem,
  type DdRecord,
  type LinkInfo,
} from '../shared/index.ts';
import type { DdElement, DdFile, DdLink, DueDiligence, StoredFields } from './dd.entities.ts';

type Value = string | number | null;
export const valuesOf = (fields: StoredFields): Record<string, Value> =>
  Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, (f?.value ?? null) as Value]));
export const newValuesOf = (fields: StoredFields): Record<string, Value> =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, f]) => f && 'new_value' in f)
      .map(([k, f]) => [k, (f.new_value ?? null) as Value]),
  );
export const hasPending = (fields: StoredFields) => Object.values(fields).some((f) => f && 'new_value' in f);

/** `staff`: the reviewer also sees where the last link submit came from (ADR 0063). */
export function toRecord(dd: DueDiligence, companyName: string, staff = false): DdRecord {
  const values = valuesOf(dd.fields);
  return {
    _id: dd.id,
    company_id: dd.companyId,
    company_name: companyName,
    comment: dd.label,
    status: dd.status,
    comments: dd.comments.map((c) => ({
      comment: c.comment,
      date: c.date,
      ...(c.acknowledged_documents ? { acknowledged_documents: c.acknowledged_documents } : {}),
    })),
    ...(Object.fromEntries(RECORD_FIELDS.map((f) => [f, values[f] ?? null])) as Record<
      (typeof RECORD_FIELDS)[number],
      Value
    >),
    new_values: newValuesOf(dd.fields),
    createdAt: dd.createdAt.toISOString(),
    updatedAt: dd.updatedAt.toISOString(),
    submitted_at: dd.submittedAt?.toISOString() ?? null,
    submitted_ip: staff ? (dd.submittedIp ?? null) : null,
    submitted_user_agent: staff ? (dd.submittedUserAgent ?? null) : null,
  };
}

export function toElement(e: DdElement): DdElementWire {
  const values = valuesOf(e.fields);
  const known = Object.fromEntries(ELEMENT_FIELDS.filter((f) => f in values).map((f) => [f, values[f]]));
  return {
    _id: e.id,
    due_diligense_id: e.dueDiligenceId,
    type: e.type,
    position: e.position,
    pending_creation: e.pendingCreation,
    ...known,
    new_values: newValuesOf(e.fields),
  };
}

export function toFile(f: DdFile, staff = false): DdFileWire {
  return {
    id: f.id,
    documentType: f.documentType,
    dueDiligence: true,
    dueDiligenceElement: f.elementId ?? null,
    status: f.status as DdFileWire['status'],
    client_comment: f.clientComment,
    admin_comment: f.adminComment,
    file: {
      filename: f.filename,
      serverName: f.serverName,
      filesize: f.filesize,
      uploadDate: f.uploadedAt.toISOString(),
      mime: f.mime,
    },
    uploaded_ip: staff ? (f.uploadedIp ?? null) : null,
    uploaded_user_agent: staff ? (f.uploadedUserAgent ?? null) : null,
  };
}

export const FILL_PATH = { form: '/fill-due-diligence/', documents: '/fill-due-diligence-docs/' } as const;

/** State and expiry for everyone; the token only when `reveal` (the caller records the hand-out) and the link still works. */
export function linkInfo(
  link: DdLink | null | undefined,
  publicUrl: string,
  reveal: boolean,
  now = new Date(),
): LinkInfo {
  if (!link) return { token: null, url: null, expires_at: null, state: 'none' };
  const state = link.revokedAt ? 'revoked' : link.expiresAt <= now ? 'expired' : 'active';
  const path = FILL_PATH[link.kind as 'form' | 'documents'];
  const shown = reveal && state === 'active';
  return {
    token: shown ? link.token : null,
    url: shown ? `${publicUrl.replace(/\/$/, '')}${path}?token=${link.token}` : null,
    expires_at: link.expiresAt.toISOString(),
    state,
  };
}

export function toListItem(
  dd: DueDiligence,
  links: { form?: DdLink | null; documents?: DdLink | null },
  changesCount: number,
  publicUrl: string,
  reveal: boolean,
): DdListItem {
  const form = linkInfo(links.form, publicUrl, reveal);
  const documents = linkInfo(links.documents, publicUrl, reveal);
  return {
    _id: dd.id,
    comment: dd.label,
    status: dd.status,
    company_type: dd.companyType,
    createdAt: dd.createdAt.toISOString(),
    changesCount,
    access_link_token: form.token,
    access_link_documents_token: documents.token,
    links: { form, documents },
  };
}
