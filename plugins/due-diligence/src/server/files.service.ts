import type { Principal } from '@app/core/plugin-api';
import { HttpError, badRequest, notFound, safeFileName, storeWithRecord } from '@app/core/server';
import { newId, sniffDocument } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import {
  DD_MESSAGES as M,
  DOCUMENT_TYPES,
  MAX_UPLOAD_BYTES,
  PERSON_TYPES,
  isPersonDocument,
  type ElementType,
} from '../shared/index.ts';
import { resolveToken } from './access.ts';
import { assertNotCustodian, requestFrom } from './custody.service.ts';
import { DdElementEntity, DdFileEntity, type DdFile } from './dd.entities.ts';
import type { DdDeps } from './dd.deps.ts';
import { toFile } from './dd.mapper.ts';

const conflict = (message: string) => new HttpError(409, message);
export const storageKey = (organization: string, serverName: string) => `due-diligence/${organization}/${serverName}`;

interface UploadForm {
  fields: Record<string, string>;
  file: { filename: string; data: Buffer } | null;
}

/** Reads the multipart body: at most one file of 10 MB and a few short text fields. */
async function readForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw badRequest(M.attachFile, 'file');
  const out: UploadForm = { fields: {}, file: null };
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        out.file = { filename: part.filename, data };
      } else out.fields[part.fieldname] = String(part.value ?? '');
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, M.fileTooBig, [{ field: 'file', message: M.fileTooBig }]);
    if (code === 'FST_FILES_LIMIT') throw badRequest('Only one file per upload', 'file');
    throw badRequest(M.uploadError);
  }
  return out;
}

export async function upload(deps: DdDeps, em: EntityManager, request: FastifyRequest, principal: Principal | null) {
  await deps.limits.ip.hit(`ip:${request.ip}`);
  const form = await readForm(request);
  const token = form.fields.token?.trim();
  if (!token || token.length > 128) throw new HttpError(401, M.linkInvalid, undefined, { reason: 'invalid' });
  await deps.limits.upload.hit(`u:${token}`);
  const { dd, link } = await resolveToken(deps, em, request, token, 'upload-file', undefined, principal);
  const from = requestFrom(request, principal);
  if (form.fields.due_diligence_id && form.fields.due_diligence_id !== dd.id) throw notFound(M.recordNotFound);
  if (dd.status === 'approved') throw conflict(M.approvedNoUpload);
  const docType = form.fields.doc_type ?? '';
  if (!DOCUMENT_TYPES.includes(docType)) throw badRequest(M.docTypeUnknown, 'doc_type');
  let elementId: string | null = null;
  if (isPersonDocument(docType)) {
    elementId = form.fields.dueDiligenceElement || null;
    const el = elementId
      ? await em.findOne(DdElementEntity, { id: elementId, dueDiligenceId: dd.id, removed: false })
      : null;
    if (!el || !PERSON_TYPES.includes(el.type as ElementType))
      throw badRequest(M.personRequired, 'dueDiligenceElement');
  }
  if (!form.file || !form.file.data.length) throw badRequest(M.attachFile, 'file');
  const kind = sniffDocument(form.file.data); // core's one rule: %PDF- at byte 0, PNG, JPEG
  if (!kind) throw new HttpError(415, M.fileType, [{ field: 'file', message: M.fileType }]);
  const comment = (form.fields.content ?? '').trim().slice(0, 2000);
  const serverName = `${newId()}.${kind.ext}`;
  const file = await storeWithRecord(
    deps.ctx.storage,
    storageKey(dd.organization, serverName),
    form.file.data,
    async () => {
      const row = em.create(DdFileEntity, {
        organization: dd.organization,
        dueDiligenceId: dd.id,
        elementId,
        documentType: docType,
        status: 'pending',
        clientComment: comment,
        adminComment: '',
        filename: safeFileName(form.file!.filename),
        serverName,
        filesize: form.file!.data.length,
        mime: kind.mime,
        reviewedBy: null,
        uploadedIp: from.ip,
        uploadedUserAgent: from.userAgent,
      });
      await em.flush();
      return row;
    },
  );
  await deps.ctx.audit.record(em, {
    organizationId: dd.organization,
    action: 'due_diligence.file_uploaded',
    actorId: null,
    actorName: `${link.kind} link`,
    objectType: 'due_diligence_file',
    objectId: file.id,
    companyId: dd.companyId,
    ip: from.ip,
    after: { documentType: docType, filename: file.filename, filesize: file.filesize, mime: kind.mime },
    details: {
      link_id: link.id,
      due_diligence_id: dd.id,
      user_agent: from.userAgent,
      ...(from.signedInUser ? { signed_in_user: from.signedInUser } : {}),
    },
  });
  return { status: 'success', message: M.uploaded, file: toFile(file) };
}

export async function documentState(
  deps: DdDeps,
  em: EntityManager,
  principal: Principal,
  body: { id: string; status: 'approved' | 'rejected'; comment?: string },
  ip: string | null,
) {
  const file = await em.findOne(DdFileEntity, { id: body.id, removed: false }, { refresh: true });
  if (!file) throw notFound(M.fileNotFound);
  const comment = body.comment?.trim() ?? '';
  if (body.status === 'rejected' && !comment) throw badRequest(M.rejectionExplanation, 'comment');
  if (file.status === 'approved') throw conflict(M.approvedFinal);
  // Four-eyes on the record's links: who revealed or used them does not approve what came through them (ADR 0063).
  if (body.status === 'approved')
    await assertNotCustodian(deps, em, principal, { id: file.dueDiligenceId, organization: file.organization });
  const before = { status: file.status, admin_comment: file.adminComment };
  file.status = body.status;
  if (comment || body.status === 'rejected') file.adminComment = comment;
  file.reviewedBy = principal.userId;
  await em.flush();
  await deps.ctx.audit.record(em, {
    organizationId: file.organization,
    action: `due_diligence.file_${body.status}`,
    actorId: principal.userId,
    objectType: 'due_diligence_file',
    objectId: file.id,
    ip,
    before,
    after: { status: file.status, admin_comment: file.adminComment },
    details: { due_diligence_id: file.dueDiligenceId },
  });
  return { status: 'success', message: M.documentStatusChanged(body.status), file: toFile(file, true) };
}

/** A link holder withdraws a document that is not approved, while the record is not approved. */
export async function deleteOwnFile(
  deps: DdDeps,
  em: EntityManager,
  request: FastifyRequest,
  body: { token: string; id: string },
  principal: Principal | null,
) {
  const { dd, link } = await resolveToken(deps, em, request, body.token, 'delete-file', undefined, principal);
  const file = await em.findOne(DdFileEntity, { id: body.id, dueDiligenceId: dd.id, removed: false });
  if (!file) throw notFound(M.fileNotFound);
  if (dd.status === 'approved' || file.status === 'approved') throw conflict(M.approvedFinal);
  file.removed = true;
  await em.flush();
  await deps.ctx.storage.delete(storageKey(file.organization, file.serverName)).catch(() => undefined);
  await deps.ctx.audit.record(em, {
    organizationId: dd.organization,
    action: 'due_diligence.file_withdrawn',
    actorId: null,
    actorName: `${link.kind} link`,
    objectType: 'due_diligence_file',
    objectId: file.id,
    companyId: dd.companyId,
    ip: request.ip ?? null,
    before: { documentType: file.documentType, filename: file.filename },
    details: { link_id: link.id },
  });
  return { status: 'success', message: 'Document removed' };
}

export async function findFileForDownload(em: EntityManager, serverName: string, ddId: string | null): Promise<DdFile> {
  const file = await em.findOne(DdFileEntity, {
    serverName,
    removed: false,
    ...(ddId ? { dueDiligenceId: ddId } : {}),
  });
  if (!file) throw notFound(M.fileNotFound);
  return file;
}
