import type { DossierState } from '../dossier-state.ts';
import { objectsOf } from '../dossier-state.ts';
import { toObjectWire } from '../objects/objects.service.ts';

/**
 * `get-kyc-files-info_2` [001:397]: the whole dossier below the dashboard in one answer. Each key
 * is built by its section; until a section shapes its own, objects travel in their wire form.
 */
export function kycFilesInfo(state: DossierState) {
  const wires = (type: Parameters<typeof objectsOf>[1]) => objectsOf(state, type).map(toObjectWire);
  return {
    kycFiles: wires('kyc_file'),
    ubos: wires('ubo_related'),
    entities: wires('legalEntity'),
    mds: wires('mbd_related'),
    persons: wires('person'),
    listingServices: wires('listing_services'),
    account_number: wires('account_number'),
    transactional_profile: wires('transaction_profile'),
    shareholders: wires('share_holder_related'),
  };
}
