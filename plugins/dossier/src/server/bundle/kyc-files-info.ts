import {
  shapePeople,
  toKycFileWire,
  toListingServicesWire,
  withSlotFiles,
  type KycFileWire,
} from '../../shared/index.ts';
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
  // People keys (persons, entities, ubos, mds, shareholders): flat lists with their nesting (ADR 0030).
  const people = shapePeople(state.objects.map(toObjectWire));
  return {
    kycFiles: objectsOf(state, 'kyc_file')
      .filter((f) => !f.parentId)
      .map((f) => toKycFileWire(toObjectWire(f))),
    ubos: people.ubos,
    entities: people.entities.map(withSlotFiles),
    mds: people.mds,
    persons: people.persons.map(withSlotFiles),
    listingServices: wires('listing_services').map(toListingServicesWire),
    account_number: wires('account_number'),
    transactional_profile: profileWires(state.objects),
    shareholders: people.shareholders,
  };
}
