import {
  DOSSIER_OBJECT_TYPES,
  OBJECT_FIELDS,
  OBJECT_LABELS,
  REVIEW_LABELS,
  type DossierObjectType,
} from '../../shared/index.ts';
import { objectReviewable } from './object.reviewable.ts';

const underMd = (ancestors: DossierObjectType[]) => ancestors.includes('mbd_related');

/** Who may request a removal, per type and place (permission names of 001 §6 / 000:59). */
const DELETE_PERMISSION: Record<DossierObjectType, (ancestors: DossierObjectType[]) => string> = {
  person: (a) => (underMd(a) ? 'delete_mbd_section' : 'delete_ubo_section_general'),
  legalEntity: (a) => (underMd(a) ? 'delete_mbd_section' : 'delete_ubo_section_general'),
  ubo: () => 'delete_ubo_section_general',
  share_holder_related: () => 'delete_ubo_section_general',
  mbd_related: () => 'delete_mbd_section',
  kyc_file: (a) =>
    a.length === 0 ? 'delete_general_section' : underMd(a) ? 'delete_file_mbd_section' : 'delete_ubo_section_files',
  subsidiary: () => 'delete_subsidiary',
  transaction_profile: () => 'delete_transaction_profile',
  account_number: () => 'update_dashboard',
  listing_services: () => 'update_listing_service',
};

/** The reviewable types of every dossier object, registered with the workflow engine at start. */
export const objectReviewableTypes = DOSSIER_OBJECT_TYPES.map((objectType) =>
  objectReviewable({
    objectType,
    fields: OBJECT_FIELDS[objectType],
    ...OBJECT_LABELS[objectType],
    labels: REVIEW_LABELS[objectType],
    deletePermissionFor: DELETE_PERMISSION[objectType],
  }),
);
