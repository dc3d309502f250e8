import { toKycFileWire, toListingServicesWire, type KycFileWire } from '../../shared/index.ts';
import type { DossierObjectWire } from '../../shared/index.ts';
import type { DossierState } from '../dossier-state.ts';
import { objectsOf } from '../dossier-state.ts';
import { toObjectWire } from '../objects/objects.service.ts';
import { profileWires } from '../profiles/profile-wire.ts';

/** The file slots of each owner (person, legal entity) keyed by document type, in the seed slot shape [001:180–188]. */
export function filesByOwner(state: DossierState): Map<string, Record<string, KycFileWire>> {
  const map = new Map<string, Record<string, KycFileWire>>();
  for (const f of objectsOf(state, 'kyc_file')) {
    if (!f.parentId) continue;
    const type = (f.fields.documentType?.value ?? f.fields.documentType?.new_value) as string | undefined;
    if (!type) continue;
    map.set(f.parentId, { ...(map.get(f.parentId) ?? {}), [type]: toKycFileWire(toObjectWire(f)) });
  }
  return map;
}

/**
 * `get-kyc-files-info_2` [001:397]: the whole dossier below the dashboard in one answer. Objects
 * travel in their wire form (seed field model at top level); persons and entities carry `files`.
 */
export function kycFilesInfo(state: DossierState) {
  const wires = (type: Parameters<typeof objectsOf>[1]) => objectsOf(state, type).map(toObjectWire);
  const files = filesByOwner(state);
  const withFiles = (o: DossierObjectWire) => ({ ...o, files: files.get(o._id) ?? {} });
  return {
    kycFiles: objectsOf(state, 'kyc_file').filter((f) => !f.parentId).map((f) => toKycFileWire(toObjectWire(f))),
    ubos: wires('ubo'),
    entities: wires('legalEntity').map(withFiles),
    mds: wires('mbd_related'),
    persons: wires('person').map(withFiles),
    listingServices: wires('listing_services').map(toListingServicesWire),
    account_number: wires('account_number'),
    transactional_profile: profileWires(state.objects),
    shareholders: wires('share_holder_related'),
  };
}
