import type { Principal } from '@app/core/plugin-api';
import { HttpError, badRequest, notFound } from '@app/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import {
  CLIENT_EDITABLE,
  DD_MESSAGES as M,
  PAGE_SIZE,
  RECORD_FIELDS,
  acknowledges,
  documentName,
  fieldsOf,
  isCorporateType,
  isValidLabel,
  missingDocuments,
  missingFields,
  normaliseValue,
  type DdInfo,
  type ElementPatch,
  type ElementType,
} from '../shared/index.ts';
import type { Access } from './access.ts';
import { assertNotCustodian, involvedIn, mayHoldTokens, recordReveal, type RequestFrom } from './custody.service.ts';
import {
  DdElementEntity,
  DdFileEntity,
  DueDiligenceEntity,
  type DdElement,
  type DueDiligence,
  type StoredFields,
} from './dd.entities.ts';
import type { DdDeps } from './dd.deps.ts';
import { hasPending, linkInfo, toElement, toFile, toListItem, toRecord, valuesOf } from './dd.mapper.ts';
import { issueLink, latestLinks } from './links.service.ts';

const conflict = (message: string) => new HttpError(409, message);
/** Audit details of a call through the link: the browser, and the staff session it carried (ADR 0063). */
const linkDetails = (from: RequestFrom) => ({
  user_agent: from.userAgent,
  ...(from.signedInUser ? { signed_in_user: from.signedInUser } : {}),
});

export async function companyOf(deps: DdDeps, em: EntityManager, organization: string, companyId: string) {
  const company = await deps.dossier.company(em, organization, companyId);
  if (!company) throw notFound(M.companyNotFound);
  return company;
}

export async function createDd(
  deps: DdDeps,
  em: EntityManager,
  principal: Principal,
  body: { company_id: string; label: string },
  ip: string | null,
) {
  const company = await companyOf(deps, em, principal.organizationId, body.company_id);
  if (!isValidLabel(body.label)) throw badRequest(M.labelRule, 'label');
  if (company.companyType !== 'corporate') throw badRequest(M.corporateOnly, 'company_id');
  const dd = em.create(DueDiligenceEntity, {
    organization: principal.organizationId,
    companyId: company.id,
    companyType: company.companyType,
    label: body.label.trim(),
    status: 'created',
    fields: {},
    comments: [],
    createdBy: principal.userId,
  });
  em.create(DdElementEntity, {
    organization: principal.organizationId,
    dueDiligenceId: dd.id,
    type: 'company',
    position: 0,
    fields: { company_name: { value: company.name } },
  });
  await em.flush();
  const form = await issueLink(em, dd, 'form', principal.userId);
  const documents = await issueLink(em, dd, 'documents', principal.userId);
  await deps.ctx.audit.record(em, {
    organizationId: principal.organizationId,
    action: 'due_diligence.created',
    actorId: principal.userId,
    objectType: 'due_diligence_record',
    objectId: dd.id,
    companyId: company.id,
    ip,
    after: { label: dd.label },
    details: { form_link: form.id, documents_link: documents.id, expires_at: form.expiresAt.toISOString() },
  });
  // The answer carries both tokens: the creator is their first custodian (ADR 0063).
  await recordReveal(deps, em, principal, dd, [form, documents], 'create', ip);
  return toListItem(dd, { form, documents }, 0, deps.ctx.config.publicUrl, true);
}

/** Tokens only to those who may create due diligence, each hand-out remembered; others see state and expiry (ADR 0063). */
export async function listDd(
  deps: DdDeps,
  em: EntityManager,
  principal: Principal,
  companyId: string,
  page: number,
  ip: string | null,
) {
  const company = await companyOf(deps, em, principal.organizationId, companyId);
  const [rows, count] = await em.findAndCount(
    DueDiligenceEntity,
    { companyId, removed: false },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
  );
  const links = await latestLinks(
    em,
    rows.map((r) => r.id),
  );
  const elements = rows.length
    ? await em.find(DdElementEntity, { dueDiligenceId: { $in: rows.map((r) => r.id) }, removed: false })
    : [];
  const pendingOf = (dd: DueDiligence) =>
    (hasPending(dd.fields) ? 1 : 0) +
    elements.filter((e) => e.dueDiligenceId === dd.id && (hasPending(e.fields) || e.pendingCreation)).length;
  const reveal = mayHoldTokens(principal);
  if (reveal)
    for (const dd of rows)
      await recordReveal(deps, em, principal, dd, Object.values(links.get(dd.id) ?? {}), 'list', ip);
  return {
    dueDiligence: rows.map((dd) =>
      toListItem(dd, links.get(dd.id) ?? {}, pendingOf(dd), deps.ctx.config.publicUrl, reveal),
    ),
    count,
    company_name: company.name,
  };
}

export const elementsOf = (em: EntityManager, ddId: string) =>
  em.find(
    DdElementEntity,
    { dueDiligenceId: ddId, removed: false },
    { orderBy: { position: 'asc', createdAt: 'asc' }, refresh: true },
  );
export const filesOf = (em: EntityManager, ddId: string) =>
  em.find(DdFileEntity, { dueDiligenceId: ddId, removed: false }, { orderBy: { uploadedAt: 'asc' }, refresh: true });

export async function infoOf(deps: DdDeps, em: EntityManager, access: Access): Promise<DdInfo> {
  const { dd } = access;
  const company = await deps.dossier.company(em, dd.organization, dd.companyId);
  const [elements, files] = await Promise.all([elementsOf(em, dd.id), filesOf(em, dd.id)]);
  const staff = access.viewer === 'staff';
  const links = staff ? ((await latestLinks(em, [dd.id])).get(dd.id) ?? {}) : null;
  const involved = access.viewer === 'staff' && (await involvedIn(em, dd.id)).includes(access.principal.userId);
  return {
    status: 'success',
    dueDiligence: toRecord(dd, company?.name ?? '', staff),
    elements: elements.map(toElement),
    docs: files.map((f) => toFile(f, staff)),
    company_name: company?.name ?? '',
    access: {
      viewer: access.viewer,
      link: access.link ? (access.link.kind as 'form' | 'documents') : null,
      can_edit: staff ? dd.status === 'approved' : access.link?.kind === 'form' && CLIENT_EDITABLE.includes(dd.status),
      can_upload: !staff && dd.status !== 'approved',
      expires_at: access.link ? access.link.expiresAt.toISOString() : null,
      involved,
    },
    // The review screen never carries tokens (reading it must not make the reviewer a custodian): state and expiry only.
    ...(links
      ? {
          links: {
            form: linkInfo(links.form, deps.ctx.config.publicUrl, false),
            documents: linkInfo(links.documents, deps.ctx.config.publicUrl, false),
          },
        }
      : {}),
  };
}

/** Validates a patch against the fields an object may hold; collects every refused field. */
function normalisePatch(
  patch: Record<string, unknown>,
  allowed: readonly string[],
  prefix: string,
): Record<string, string | number | null> {
  const out: Record<string, string | number | null> = {};
  const errors: { field: string; message: string }[] = [];
  for (const [field, raw] of Object.entries(patch)) {
    if (field === '_id' || field === 'due_diligense_id') continue;
    if (!allowed.includes(field)) {
      errors.push({ field: `${prefix}${field}`, message: `Unknown field ${field}` });
      continue;
    }
    const res = normaliseValue(field, raw);
    if ('error' in res) errors.push({ field: `${prefix}${field}`, message: res.error });
    else out[field] = res.value;
  }
  if (errors.length) throw new HttpError(400, errors[0]!.message, errors);
  return out;
}

const assign = (fields: StoredFields, values: Record<string, unknown>): StoredFields => {
  const next = structuredClone(fields);
  for (const [k, v] of Object.entries(values))
    next[k] = { ...(next[k] && 'new_value' in next[k] ? { new_value: next[k].new_value } : {}), value: v };
  return next;
};
const elementFields = (type: string) => ['is_relevant', ...fieldsOf(type)];

/** Client saves write answers directly; staff saves of an approved form become change requests (ADR 0042). */
export async function saveDd(
  deps: DdDeps,
  em: EntityManager,
  access: Access,
  body: { record?: Record<string, unknown>; elements?: ElementPatch[] },
  from: RequestFrom,
) {
  const { ip } = from;
  const { dd } = access;
  const elements = body.elements?.length
    ? await em.find(DdElementEntity, {
        id: { $in: body.elements.map((e) => e._id) },
        dueDiligenceId: dd.id,
        removed: false,
      })
    : [];
  const byId = new Map(elements.map((e) => [e.id, e]));
  const missing = body.elements?.find((e) => !byId.has(e._id));
  if (missing) throw notFound(M.elementNotFound);
  const record = normalisePatch(body.record ?? {}, RECORD_FIELDS, 'record.');
  const patches = (body.elements ?? []).map((p) => ({
    el: byId.get(p._id)!,
    values: normalisePatch(p as Record<string, unknown>, elementFields(byId.get(p._id)!.type), `element.${p._id}.`),
  }));
  if (access.viewer === 'client') {
    if (access.link.kind !== 'form') throw new HttpError(403, M.linkWrongKind);
    if (!CLIENT_EDITABLE.includes(dd.status)) throw conflict(M.readOnly);
    const before = valuesOf(dd.fields);
    dd.fields = assign(dd.fields, record);
    for (const { el, values } of patches) el.fields = assign(el.fields, values);
    if (dd.status === 'created') dd.status = 'draft';
    await em.flush();
    await deps.ctx.audit.record(em, {
      organizationId: dd.organization,
      action: 'due_diligence.saved',
      actorId: null,
      actorName: 'form link',
      objectType: 'due_diligence_record',
      objectId: dd.id,
      companyId: dd.companyId,
      ip,
      before: Object.fromEntries(Object.keys(record).map((k) => [k, before[k] ?? null])),
      after: record,
      details: {
        link_id: access.link.id,
        elements: patches.map((p) => ({ id: p.el.id, fields: Object.keys(p.values) })),
        ...linkDetails(from),
      },
    });
    return { status: 'success', message: M.saved, change_ids: [] as string[] };
  }
  if (dd.status !== 'approved') throw conflict(M.editOnlyApproved);
  const actor = { userId: access.principal.userId, organizationId: access.principal.organizationId, ip };
  const ids: string[] = [];
  if (Object.keys(record).length) {
    const change = await deps.workflow.proposeChange(em, actor, {
      objectType: 'due_diligence_record',
      objectId: dd.id,
      values: record,
    });
    if (change) ids.push(change.id);
  }
  for (const { el, values } of patches) {
    if (!Object.keys(values).length) continue;
    const change = await deps.workflow.proposeChange(em, actor, {
      objectType: 'due_diligence_element',
      objectId: el.id,
      values,
    });
    if (change) ids.push(change.id);
  }
  return { status: 'success', message: ids.length ? M.changesRequested : M.saved, change_ids: ids };
}

export async function addElement(
  deps: DdDeps,
  em: EntityManager,
  access: Access,
  body: { type: ElementType; name: string },
  from: RequestFrom,
) {
  const { dd } = access;
  const { ip } = from;
  if (body.type === 'company') throw badRequest(M.elementTypeUnknown, 'type');
  const name = body.name.trim();
  if (!name) throw badRequest(M.nameRequired, 'name');
  const nameField = isCorporateType(body.type) ? 'company_name' : 'full_name';
  const position = await em.count(DdElementEntity, { dueDiligenceId: dd.id });
  if (access.viewer === 'client') {
    if (access.link.kind !== 'form') throw new HttpError(403, M.linkWrongKind);
    if (!CLIENT_EDITABLE.includes(dd.status)) throw conflict(M.readOnly);
    const el = em.create(DdElementEntity, {
      organization: dd.organization,
      dueDiligenceId: dd.id,
      type: body.type,
      position,
      fields: { [nameField]: { value: name } },
    });
    if (dd.status === 'created') dd.status = 'draft';
    await em.flush();
    await deps.ctx.audit.record(em, {
      organizationId: dd.organization,
      action: 'due_diligence.element_added',
      actorId: null,
      actorName: 'form link',
      objectType: 'due_diligence_element',
      objectId: el.id,
      companyId: dd.companyId,
      ip,
      after: { type: body.type, [nameField]: name },
      details: { link_id: access.link.id, due_diligence_id: dd.id, ...linkDetails(from) },
    });
    return { status: 'success', message: M.elementAdded(body.type), element: toElement(el) };
  }
  if (dd.status !== 'approved') throw conflict(M.editOnlyApproved);
  const el = em.create(DdElementEntity, {
    organization: dd.organization,
    dueDiligenceId: dd.id,
    type: body.type,
    position,
    fields: {},
    pendingCreation: true,
  });
  await em.flush();
  const actor = { userId: access.principal.userId, organizationId: access.principal.organizationId, ip };
  const change = await deps.workflow.proposeChange(em, actor, {
    objectType: 'due_diligence_element',
    objectId: el.id,
    values: { [nameField]: name },
    created: true,
  });
  await em.refresh(el);
  return {
    status: 'success',
    message: M.changesRequested,
    element: toElement(el as DdElement),
    ...(change ? { change_id: change.id } : {}),
  };
}

export async function submitDd(
  deps: DdDeps,
  em: EntityManager,
  access: Access & { viewer: 'client' },
  from: RequestFrom,
) {
  const { dd, link } = access;
  if (link.kind !== 'form') throw new HttpError(403, M.linkWrongKind);
  if (!CLIENT_EDITABLE.includes(dd.status)) throw conflict(M.readOnly);
  const elements = await elementsOf(em, dd.id);
  const missing = missingFields(
    valuesOf(dd.fields),
    elements.map((e) => ({ _id: e.id, type: e.type, ...valuesOf(e.fields) })),
  );
  if (missing.length) throw new HttpError(400, M.missingFields, missing);
  const before = dd.status;
  Object.assign(dd, {
    status: 'submitted',
    submittedAt: new Date(),
    submittedIp: from.ip,
    submittedUserAgent: from.userAgent,
  });
  await em.flush();
  await deps.ctx.audit.record(em, {
    organizationId: dd.organization,
    action: 'due_diligence.submitted',
    actorId: null,
    actorName: 'form link',
    objectType: 'due_diligence_record',
    objectId: dd.id,
    companyId: dd.companyId,
    ip: from.ip,
    before: { status: before },
    after: { status: 'submitted' },
    details: { link_id: link.id, ...linkDetails(from) },
  });
  const company = await deps.dossier.company(em, dd.organization, dd.companyId);
  return { status: 'success', message: M.submitted, dueDiligence: toRecord(dd, company?.name ?? '') };
}

/** The record's missing and rejected documents by name, as the approve dialog lists them. */
async function documentsWanting(em: EntityManager, dd: DueDiligence) {
  const [elements, files] = await Promise.all([elementsOf(em, dd.id), filesOf(em, dd.id)]);
  const docs = files.map((f) => ({
    documentType: f.documentType,
    dueDiligenceElement: f.elementId ?? null,
    status: f.status,
  }));
  return missingDocuments(
    elements.map((e) => ({ _id: e.id, type: e.type, ...valuesOf(e.fields) })),
    docs,
  ).map((d) => ({ name: documentName(d), status: d.status as 'none' | 'rejected' }));
}

export async function setState(
  deps: DdDeps,
  em: EntityManager,
  principal: Principal,
  body: { id: string; status: 'approved' | 'rejected'; comment?: string; acknowledge_documents?: string[] },
  request: FastifyRequest,
) {
  const dd = await em.findOne(DueDiligenceEntity, { id: body.id, removed: false }, { refresh: true });
  if (!dd) throw notFound(M.recordNotFound);
  const comment = body.comment?.trim() ?? '';
  if (body.status === 'rejected' && !comment) throw badRequest(M.reasonRequired, 'comment');
  if (dd.status !== 'submitted') throw conflict(M.onlySubmitted);
  const custodian = body.status === 'approved' && (await assertNotCustodian(deps, em, principal, dd));
  // Approving without documents is a decision of its own: the approver names each one (ADR 0073).
  const without = body.status === 'approved' ? await documentsWanting(em, dd) : [];
  if (
    without.length &&
    !acknowledges(
      without.map((d) => d.name),
      body.acknowledge_documents,
    )
  ) {
    const names = without.map((d) => d.name);
    throw new HttpError(
      409,
      M.acknowledgeDocuments(names),
      [{ field: 'acknowledge_documents', message: M.acknowledgeDocuments(names) }],
      { missing_documents: names },
    );
  }
  dd.status = body.status;
  const date = new Date().toISOString();
  if (without.length)
    dd.comments = [
      ...dd.comments,
      { comment: comment || M.approvedWithout, date, by: principal.userId, acknowledged_documents: without },
    ];
  else if (comment) dd.comments = [...dd.comments, { comment, date, by: principal.userId }];
  await em.flush();
  const details = {
    ...(comment ? { comment } : {}),
    ...(custodian ? { link_custodian: true } : {}),
    ...(without.length ? { acknowledged_documents: without } : {}),
  };
  await deps.ctx.audit.record(em, {
    organizationId: dd.organization,
    action: `due_diligence.${body.status}`,
    actorId: principal.userId,
    objectType: 'due_diligence_record',
    objectId: dd.id,
    companyId: dd.companyId,
    ip: request.ip ?? null,
    before: { status: 'submitted' },
    after: { status: body.status },
    details: Object.keys(details).length ? details : undefined,
  });
  const company = await deps.dossier.company(em, dd.organization, dd.companyId);
  return {
    status: 'success',
    message: body.status === 'approved' ? 'Due Diligence approved' : 'Due Diligence rejected',
    dueDiligence: toRecord(dd, company?.name ?? '', true),
  };
}
