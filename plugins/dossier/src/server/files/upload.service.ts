import { badRequest, HttpError, notFound, storeWithRecord, type Storage } from '@app/core/server';
import type { Principal } from '@app/core/plugin-api';
import { newId } from '@app/core/shared';
import type { Actor, WorkflowService } from '@app/plugin-workflow/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BANK_FORM_TYPES,
  checkUpload,
  COMPANY_DOCUMENT_TYPES,
  DOSSIER_MESSAGES,
  ENTITY_DOCUMENTS,
  EXTRA_FIELDS,
  FILE_MESSAGES as M,
  PERSON_DOCUMENTS,
  validateExtraFields,
  type ExtraField,
  type StoredFile,
} from '../../shared/index.ts';
import { findCompany } from '../company.reviewable.ts';
import { ancestorTypes } from '../objects/object.reviewable.ts';
import { DossierObjectEntity, type DossierObject } from '../objects/object.entity.ts';
import { createObject, updateObject } from '../objects/objects.service.ts';
import { placeOf, PLACE_PERMISSIONS, requirePermission, storageKeyOf } from './file-access.ts';
import type { Upload } from './multipart.ts';

const EXT: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };
const PERSON_TYPES: readonly string[] = PERSON_DOCUMENTS.map((d) => d.documentType);
const ENTITY_TYPES: readonly string[] = ENTITY_DOCUMENTS.map((d) => d.documentType);

export interface UploadDeps {
  em: EntityManager;
  workflow: WorkflowService;
  storage: Storage;
  principal: Principal;
  actor: Actor;
}

const invalid = (errors: { field: string; message: string }[]) => new HttpError(400, errors[0]!.message, errors);
const effective = (o: DossierObject, f: string) =>
  o.fields[f] && 'new_value' in o.fields[f] ? o.fields[f].new_value : o.fields[f]?.value;
const extrasOf = (fields: Record<string, string>) =>
  Object.fromEntries(EXTRA_FIELDS.filter((f) => f in fields).map((f) => [f, fields[f]])) as Partial<
    Record<ExtraField, unknown>
  >;

/** The slot an upload targets: an existing KYC file (by id, or by owner + document type) or a new one. */
async function targetOf(
  em: EntityManager,
  companyId: string,
  documentType: string,
  ownerId: string | null,
  kycFileId: string | null,
): Promise<DossierObject | null> {
  if (kycFileId) {
    const o = await em.findOne(
      DossierObjectEntity,
      { id: kycFileId, objectType: 'kyc_file', companyId, removed: false },
      { refresh: true },
    );
    if (!o || (o.parentId ?? null) !== ownerId) throw notFound(M.documentNotFound);
    return o;
  }
  const rows = await em.find(
    DossierObjectEntity,
    { companyId, objectType: 'kyc_file', parentId: ownerId, removed: false },
    { refresh: true },
  );
  return rows.find((o) => (o.fields.documentType?.value ?? o.fields.documentType?.new_value) === documentType) ?? null;
}

/**
 * One upload into a company document (`ownerId` null) or a person / legal-entity slot: checks
 * place permission, content (magic bytes) and extra fields, stores the file and proposes it as the
 * slot's pending `file` (a new slot is created through its change request). The stored file is
 * deleted again when the proposal fails (storeWithRecord).
 */
export async function uploadIntoSlot(deps: UploadDeps, upload: Upload, kind: 'company' | 'owner') {
  const { em, principal } = deps;
  const f = upload.fields;
  if (f.snapshotId || f.snapshot_id) throw badRequest(DOSSIER_MESSAGES.viewingSnapshot);
  const company = f.company_id ? await findCompany(em, f.company_id) : null;
  if (!company) throw notFound(DOSSIER_MESSAGES.companyNotFound);
  let documentType = (f.documentType ?? '').trim();
  const ownerId = kind === 'owner' ? (f.owner_id || f.person_id || f.legalEntity_id || f.parent_id || '').trim() : null;
  let ancestors: Awaited<ReturnType<typeof ancestorTypes>> = [];
  if (kind === 'owner') {
    const owner = ownerId
      ? await em.findOne(DossierObjectEntity, {
          id: ownerId,
          companyId: company.id,
          removed: false,
          objectType: { $in: ['person', 'legalEntity'] },
        })
      : null;
    if (!owner) throw notFound(M.ownerNotFound);
    if (!(owner.objectType === 'person' ? PERSON_TYPES : ENTITY_TYPES).includes(documentType))
      throw badRequest(M.slotNotForOwner(documentType || '(none)'), 'documentType');
    ancestors = [owner.objectType, ...(await ancestorTypes(em, owner.id))];
  } else if (!COMPANY_DOCUMENT_TYPES.includes(documentType)) {
    throw badRequest(
      documentType ? M.companyDocumentOnly(documentType) : M.unknownDocumentType('(none)'),
      'documentType',
    );
  }
  requirePermission(principal, PLACE_PERMISSIONS[placeOf(ancestors)].upload);
  // One section per bank: a bank form upload names its section (file-section/create made it).
  if (BANK_FORM_TYPES.includes(documentType) && !f.kyc_file_id)
    throw badRequest(
      'Add the bank form section first (file-section/create), then upload into it (kyc_file_id)',
      'kyc_file_id',
    );
  const target = await targetOf(em, company.id, documentType, ownerId, f.kyc_file_id || null);
  if (target)
    documentType = String(target.fields.documentType?.value ?? target.fields.documentType?.new_value ?? documentType);
  return storeAndPropose(deps, { companyId: company.id, documentType, ownerId, target }, upload);
}

/** `file/update/{id}`: a new file and/or extra fields of an existing KYC file, as one change. */
export async function updateSlot(deps: UploadDeps, id: string, upload: Upload) {
  const { em, principal } = deps;
  if (upload.fields.snapshotId || upload.fields.snapshot_id) throw badRequest(DOSSIER_MESSAGES.viewingSnapshot);
  const target = await em.findOne(
    DossierObjectEntity,
    { id, objectType: 'kyc_file', removed: false },
    { refresh: true },
  );
  if (!target) throw notFound(M.documentNotFound);
  requirePermission(principal, PLACE_PERMISSIONS[placeOf(await ancestorTypes(em, id))].upload);
  const documentType = String(target.fields.documentType?.value ?? target.fields.documentType?.new_value ?? '');
  return storeAndPropose(
    deps,
    { companyId: target.companyId, documentType, ownerId: target.parentId ?? null, target },
    upload,
  );
}

async function storeAndPropose(
  deps: UploadDeps,
  slot: { companyId: string; documentType: string; ownerId: string | null; target: DossierObject | null },
  upload: Upload,
) {
  const { em, workflow, storage, principal, actor } = deps;
  const current = slot.target ? Object.fromEntries(EXTRA_FIELDS.map((k) => [k, effective(slot.target!, k)])) : {};
  const extras = validateExtraFields(slot.documentType, extrasOf(upload.fields), current);
  if (extras.errors.length) throw invalid(extras.errors);
  let stored: StoredFile | null = null;
  if (upload.file) {
    const check = checkUpload(slot.documentType, upload.file.filename, upload.file.content);
    if (check.error)
      throw new HttpError(check.error.includes('to big') ? 413 : 400, check.error, [
        { field: 'file', message: check.error },
      ]);
    const id = newId();
    stored = {
      id,
      serverName: `${id}.${EXT[check.type!]}`,
      filename: upload.file.filename,
      documentType: slot.documentType,
      contentType: check.type!,
      size: upload.file.content.byteLength,
      uploadedAt: new Date().toISOString(),
    };
  }
  const values: Record<string, unknown> = { ...extras.values, ...(stored ? { file: stored } : {}) };
  if (!Object.keys(values).length) throw badRequest(M.nothingChanged);
  const propose = async () => {
    if (slot.target)
      return {
        id: slot.target.id,
        change: await updateObject(em, workflow, actor, 'kyc_file', slot.target.id, values),
      };
    return createObject(em, workflow, actor, {
      companyId: slot.companyId,
      objectType: 'kyc_file',
      parentId: slot.ownerId,
      values: { documentType: slot.documentType, ...values },
    });
  };
  const result = stored
    ? await storeWithRecord(storage, storageKeyOf(principal.organizationId, stored), upload.file!.content, propose)
    : await propose();
  const fresh = await em.findOneOrFail(DossierObjectEntity, { id: result.id }, { refresh: true });
  return { object: fresh, changeId: result.change?.id ?? null };
}
