import { contentDisposition as coreDisposition, forbidden, notFound } from '@app/core/server';
import type { Principal } from '@app/core/plugin-api';
import { isAllowed } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { FILE_MESSAGES as M, toKycFileWire, type DossierObjectType, type StoredFile } from '../../shared/index.ts';
import { ancestorTypes } from '../objects/object.reviewable.ts';
import { DossierObjectEntity, type DossierObject } from '../objects/object.entity.ts';
import { toObjectWire } from '../objects/objects.service.ts';

/** Where a file sits decides its permissions (001 §6): company documents, UBO side, managing directors. */
export type FilePlace = 'general' | 'ubo' | 'mbd';
export const PLACE_PERMISSIONS: Record<FilePlace, { view: string; upload: string; download: string }> = {
  general: { view: 'view_general_section', upload: 'upload_general_section', download: 'donwload_general_section' },
  ubo: {
    view: 'view_ubo_section_general',
    upload: 'upload_ubo_section_general',
    download: 'donwload_ubo_section_general',
  },
  mbd: { view: 'view_mbd_section', upload: 'upload_file_mbd_section', download: 'donwload_file_mbd_section' },
};
/** Same rule as the removal permission of a kyc_file (objects/object-types.ts). */
export const placeOf = (ancestors: DossierObjectType[]): FilePlace =>
  ancestors.length === 0 ? 'general' : ancestors.includes('mbd_related') ? 'mbd' : 'ubo';

export async function placeOfObject(em: EntityManager, o: DossierObject): Promise<FilePlace> {
  return placeOf(
    o.objectType === 'kyc_file' ? await ancestorTypes(em, o.id) : [o.objectType, ...(await ancestorTypes(em, o.id))],
  );
}

export function requirePermission(principal: Principal, permission: string): void {
  if (!isAllowed(principal.permissions, permission)) throw forbidden();
}

export const slotWire = (o: DossierObject) => toKycFileWire(toObjectWire(o));

/** A live KYC file of this organisation (the request's tenant filter), else 404. */
export async function findKycFile(em: EntityManager, id: string): Promise<DossierObject> {
  const o = await em.findOne(DossierObjectEntity, { id, objectType: 'kyc_file', removed: false }, { refresh: true });
  if (!o) throw notFound(M.documentNotFound);
  return o;
}

/**
 * A stored file by its own id (approved or pending version) or by its KYC file's id (the current
 * file: pending first). Raw SQL binds the organisation explicitly (the ORM filter does not apply).
 */
export async function findStoredFile(
  em: EntityManager,
  organization: string,
  id: string,
): Promise<{ object: DossierObject; file: StoredFile } | null> {
  const rows = await em.execute<{ id: string }[]>(
    `select id from dossier_object where organization = ? and object_type = 'kyc_file' and removed = false
       and (id = ? or fields->'file'->'value'->>'id' = ? or fields->'file'->'new_value'->>'id' = ?) limit 1`,
    [organization, id, id, id],
  );
  if (!rows[0]) return null;
  const object = await em.findOne(DossierObjectEntity, { id: rows[0].id, organization }, { refresh: true });
  if (!object) return null;
  const value = object.fields.file?.value as StoredFile | null | undefined;
  const pending = object.fields.file?.new_value as StoredFile | null | undefined;
  const file = object.id === id ? (pending ?? value) : pending?.id === id ? pending : value?.id === id ? value : null;
  return file ? { object, file } : null;
}

/**
 * Where a file lives in storage. Uploads are kept under `kyc/`; a screening PDF filed in a person's
 * world_check slot (ADR 0039) stays where screening stored it, named by its full key — honoured only
 * inside the organisation's own screening folder.
 */
export const storageKeyOf = (organization: string, file: StoredFile) =>
  file.serverName.startsWith(`screening/${organization}/`) && !file.serverName.includes('..')
    ? file.serverName
    : `kyc/${organization}/${file.serverName}`;

/** `inline` or `attachment` (core's one download-name rule, ADR 0064). */
export const contentDisposition = (kind: 'inline' | 'attachment', filename: string) => coreDisposition(filename, kind);
