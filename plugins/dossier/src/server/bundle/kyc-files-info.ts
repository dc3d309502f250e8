import { shapePeople, type DossierObjectWire } from '../../shared/index.ts';
import type { DossierState } from '../dossier-state.ts';
import { objectsOf } from '../dossier-state.ts';
import { toObjectWire } from '../objects/objects.service.ts';

/** The file slots of each owner (person, legal entity) keyed by document type [001:180–188]. */
export function filesByOwner(state: DossierState): Map<string, Record<string, DossierObjectWire>> {
  const map = new Map<string, Record<string, DossierObjectWire>>();
  for (const f of objectsOf(state, 'kyc_file')) {
    if (!f.parentId) continue;
    const type = (f.fields.documentType?.value ?? f.fields.documentType?.new_value) as string | undefined;
    if (!type) continue;
    map.set(f.parentId, { ...(map.get(f.parentId) ?? {}), [type]: toObjectWire(f) });
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
    kycFiles: objectsOf(state, 'kyc_file').filter((f) => !f.parentId).map(toObjectWire),
    ubos: people.ubos,
    entities: people.entities,
    mds: people.mds,
    persons: people.persons,
    listingServices: wires('listing_services'),
    account_number: wires('account_number'),
    transactional_profile: wires('transaction_profile'),
    shareholders: people.shareholders,
  };
}
