import type { PluginContext, Principal, RouteRegistrar } from '@app/core/plugin-api';
import { badRequest, forbidden, HttpError, notFound, TENANT_FILTER } from '@app/core/server';
import { isAllowed } from '@app/core/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  BANK_FORM_TYPES,
  COMMENT_MESSAGES,
  redactForRole,
  DOSSIER_MESSAGES,
  dossierRoutes as r,
  FILE_MESSAGES as M,
  toListingServicesWire,
  validateBankName,
} from '../../shared/index.ts';
import { findCompany } from '../company.reviewable.ts';
import { loadDossier } from '../dossier-state.ts';
import { DossierObjectEntity } from '../objects/object.entity.ts';
import { createObject, toObjectWire, updateObject } from '../objects/objects.service.ts';
import { uploadComments } from './comments.service.ts';
import {
  contentDisposition,
  findKycFile,
  findStoredFile,
  placeOfObject,
  PLACE_PERMISSIONS,
  requirePermission,
  slotWire,
  storageKeyOf,
} from './file-access.ts';
import { readUpload } from './multipart.ts';
import { updateSlot, uploadIntoSlot } from './upload.service.ts';
import type { DossierDeps } from '../dossier-deps.ts';

const actor = (p: Principal, request: FastifyRequest) => ({
  userId: p.userId,
  organizationId: p.organizationId,
  ip: request.ip ?? null,
});

/** Handlers of the dossier's files area (ADR 0032, 0033). */
export function filesHandlers(app: RouteRegistrar, ctx: PluginContext, { workflow, auth }: DossierDeps): void {
  const deps = (em: Parameters<typeof uploadIntoSlot>[0]['em'], principal: Principal, request: FastifyRequest) => ({
    em,
    workflow,
    storage: ctx.storage,
    principal,
    actor: actor(principal, request),
  });
  const written = (role: string, object: Parameters<typeof slotWire>[0], changeId: string | null, message: string) => ({
    status: 'success',
    message: changeId ? message : M.nothingChanged,
    change_id: changeId,
    file: redactForRole(slotWire(object), role),
  });

  app.route(r.uploadKycFile, async ({ em, principal, request }) => {
    const upload = await readUpload(request, { fileRequired: true });
    const { object, changeId } = await uploadIntoSlot(deps(em, principal, request), upload, 'company');
    return written(principal.role, object, changeId, M.uploaded);
  });

  app.route(r.uploadFile, async ({ em, principal, request }) => {
    const upload = await readUpload(request, { fileRequired: true });
    const { object, changeId } = await uploadIntoSlot(deps(em, principal, request), upload, 'owner');
    return written(principal.role, object, changeId, M.uploaded);
  });

  app.route(r.updateFile, async ({ em, principal, request }) => {
    const id = String((request.params as { id?: string }).id ?? '');
    const upload = await readUpload(request, { fileRequired: false });
    const { object, changeId } = await updateSlot(deps(em, principal, request), id, upload);
    return written(principal.role, object, changeId, upload.file ? M.uploaded : M.updated);
  });

  app.route(r.getKycFileInfo, async ({ em, principal, query }) => {
    const state = await loadDossierOf(em, query.id, query.snapshotId);
    const o = state.objects.find((x) => x.id === query.id && x.objectType === 'kyc_file');
    if (!o) throw notFound(M.documentNotFound);
    requirePermission(principal, PLACE_PERMISSIONS[await placeOfObject(em, o)].view);
    return { file: redactForRole(slotWire(o), principal.role) };
  });

  app.route(r.viewKycFile, async ({ em, principal, query, reply }) => {
    let organization: string;
    let allowed: (permission: string) => Promise<boolean>;
    if (principal) {
      organization = principal.organizationId;
      allowed = async (p) => isAllowed(principal.permissions, p);
    } else if (query.viewingToken) {
      const holder = await auth.verifyViewToken(query.viewingToken, query.id);
      if (!holder) throw new HttpError(403, M.viewTokenInvalid);
      organization = holder.organizationId;
      allowed = async (p) =>
        (await auth.directory.withPermission(holder.organizationId, p)).some((u) => u.id === holder.userId);
    } else {
      return reply
        .status(401)
        .send({ message: 'Authentication required: open the file from the dossier (viewingToken)' });
    }
    em.setFilterParams(TENANT_FILTER, { organization });
    return sendFile(em, organization, query.id, 'inline', allowed, reply);
  });

  app.route(r.downloadKycFile, async ({ em, principal, query, reply }) =>
    sendFile(
      em,
      principal.organizationId,
      query.id,
      'attachment',
      async (p) => isAllowed(principal.permissions, p),
      reply,
    ),
  );

  async function sendFile(
    em: Parameters<typeof findStoredFile>[0],
    organization: string,
    id: string,
    kind: 'inline' | 'attachment',
    allowed: (p: string) => Promise<boolean>,
    reply: FastifyReply,
  ) {
    const hit = await findStoredFile(em, organization, id);
    if (!hit) throw notFound(M.documentNotFound);
    if (!(await allowed(PLACE_PERMISSIONS[await placeOfObject(em, hit.object)].download))) throw forbidden();
    const key = storageKeyOf(organization, hit.file);
    let body: NodeJS.ReadableStream | Buffer;
    try {
      body = (await ctx.storage.stream(key)).stream;
    } catch {
      throw notFound('The stored file is missing; upload it again');
    }
    return (
      reply
        // Screening PDFs filed in a world_check slot (ADR 0039) carried no type of their own.
        .type(
          hit.file.contentType ||
            (hit.file.filename.toLowerCase().endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream'),
        )
        .header('content-disposition', contentDisposition(kind, hit.file.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(body)
    );
  }

  app.route(r.createFileSection, async ({ em, principal, body, request }) => {
    if (body.snapshotId) throw badRequest(DOSSIER_MESSAGES.viewingSnapshot);
    const company = await findCompany(em, body.company_id);
    if (!company) throw notFound(DOSSIER_MESSAGES.companyNotFound);
    if (!BANK_FORM_TYPES.includes(body.documentType)) throw badRequest(M.notBankForm, 'documentType');
    const error = validateBankName(body.bank_name);
    if (error) throw badRequest(error, 'bank_name');
    const { id, change } = await createObject(em, workflow, actor(principal, request), {
      companyId: company.id,
      objectType: 'kyc_file',
      values: { documentType: body.documentType, bank_name: body.bank_name!.trim() },
    });
    const o = await findKycFile(em, id);
    return {
      status: 'success',
      message: M.sectionCreated,
      change_id: change?.id ?? null,
      file: redactForRole(slotWire(o), principal.role),
    };
  });

  app.route(r.updateListingServices, async ({ em, principal, body, request }) => {
    if (body.snapshotId) throw badRequest(DOSSIER_MESSAGES.viewingSnapshot);
    const company = await findCompany(em, body.company_id);
    if (!company) throw notFound(DOSSIER_MESSAGES.companyNotFound);
    const value = body.value?.trim() || null;
    const existing = await em.findOne(
      DossierObjectEntity,
      { companyId: company.id, objectType: 'listing_services', removed: false },
      { refresh: true },
    );
    const a = actor(principal, request);
    const result = existing
      ? { id: existing.id, change: await updateObject(em, workflow, a, 'listing_services', existing.id, { value }) }
      : await createObject(em, workflow, a, {
          companyId: company.id,
          objectType: 'listing_services',
          values: { value },
        });
    const fresh = await em.findOneOrFail(DossierObjectEntity, { id: result.id }, { refresh: true });
    return {
      status: 'success',
      message: result.change ? M.listingSaved : M.nothingChanged,
      change_id: result.change?.id ?? null,
      listingServices: redactForRole(toListingServicesWire(toObjectWire(fresh)), principal.role),
    };
  });

  app.route(r.commentUpload, async ({ em, principal, body, request }) => {
    const { object, changeId, notices } = await uploadComments(
      em,
      workflow,
      principal,
      actor(principal, request),
      body as never,
    );
    const file =
      object.objectType === 'listing_services' ? toListingServicesWire(toObjectWire(object)) : slotWire(object);
    return {
      status: 'success',
      message: changeId ? COMMENT_MESSAGES.saved : M.nothingChanged,
      change_id: changeId,
      file: redactForRole(file, principal.role),
      notices,
    };
  });
}

/** The dossier state holding a KYC file (snapshots plug in through loadDossier). */
async function loadDossierOf(em: Parameters<typeof findKycFile>[0], id: string, snapshotId?: string) {
  const row = await em.findOne(DossierObjectEntity, { id, objectType: 'kyc_file' });
  if (!row) throw notFound(M.documentNotFound);
  return loadDossier(em, row.companyId, snapshotId);
}
