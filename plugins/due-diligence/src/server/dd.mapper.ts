import { ELEMENT_FIELDS, RECORD_FIELDS, type DdElement as DdElementWire, type DdFile as DdFileWire, type DdListItem, type DdRecord, type LinkInfo } from '../shared/index.ts';
import type { DdElement, DdFile, DdLink, DueDiligence, StoredFields } from './dd.entities.ts';

type Value = string | number | null;
export const valuesOf = (fields: StoredFields): Record<string, Value> =>
  Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, (f?.value ?? null) as Value]));
export const newValuesOf = (fields: StoredFields): Record<string, Value> =>
  Object.fromEntries(Object.entries(fields).filter(([, f]) => f && 'new_value' in f).map(([k, f]) => [k, (f.new_value ?? null) as Value]));
export const hasPending = (fields: StoredFields) => Object.values(fields).some((f) => f && 'new_value' in f);

export function toRecord(dd: DueDiligence, companyName: string): DdRecord {
  const values = valuesOf(dd.fields);
  return {
    _id: dd.id, company_id: dd.companyId, company_name: companyName, comment: dd.label, status: dd.status,
    comments: dd.comments.map((c) => ({ comment: c.comment, date: c.date })),
    ...(Object.fromEntries(RECORD_FIELDS.map((f) => [f, values[f] ?? null])) as Record<(typeof RECORD_FIELDS)[number], Value>),
    new_values: newValuesOf(dd.fields), createdAt: dd.createdAt.toISOString(), updatedAt: dd.updatedAt.toISOString(),
  };
}

export function toElement(e: DdElement): DdElementWire {
  const values = valuesOf(e.fields);
  const known = Object.fromEntries(ELEMENT_FIELDS.filter((f) => f in values).map((f) => [f, values[f]]));
  return { _id: e.id, due_diligense_id: e.dueDiligenceId, type: e.type, position: e.position, pending_creation: e.pendingCreation, ...known, new_values: newValuesOf(e.fields) };
}

export function toFile(f: DdFile): DdFileWire {
  return {
    id: f.id, documentType: f.documentType, dueDiligence: true, dueDiligenceElement: f.elementId ?? null, status: f.status as DdFileWire['status'],
    client_comment: f.clientComment, admin_comment: f.adminComment,
    file: { filename: f.filename, serverName: f.serverName, filesize: f.filesize, uploadDate: f.uploadedAt.toISOString(), mime: f.mime },
  };
}

export const FILL_PATH = { form: '/fill-due-diligence/', documents: '/fill-due-diligence-docs/' } as const;

export function linkInfo(link: DdLink | null | undefined, publicUrl: string, now = new Date()): LinkInfo {
  if (!link) return { token: null, url: null, expires_at: null, state: 'none' };
  const state = link.revokedAt ? 'revoked' : link.expiresAt <= now ? 'expired' : 'active';
  const path = FILL_PATH[link.kind as 'form' | 'documents'];
  return { token: link.token, url: `${publicUrl.replace(/\/$/, '')}${path}?token=${link.token}`, expires_at: link.expiresAt.toISOString(), state };
}

export function toListItem(dd: DueDiligence, links: { form?: DdLink | null; documents?: DdLink | null }, changesCount: number, publicUrl: string): DdListItem {
  const form = linkInfo(links.form, publicUrl);
  const documents = linkInfo(links.documents, publicUrl);
  return {
    _id: dd.id, comment: dd.label, status: dd.status, company_type: dd.companyType, createdAt: dd.createdAt.toISOString(), changesCount,
    access_link_token: form.state === 'active' ? form.token : null, access_link_documents_token: documents.state === 'active' ? documents.token : null,
    links: { form, documents },
  };
}
