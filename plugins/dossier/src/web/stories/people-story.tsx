import { addFakePeople, dossierFakeState } from '../../testing/index.ts';

/** Story fixtures of the people tabs: a corporate client with a chain, and the account holder (fake ids of dossierFakeState). */
export const CORPORATE_ID = '000000000000000000000002';
export const HOLDER_ID = '000000000000000000000009';
export const EMPTY_ID = '000000000000000000000003';
export const peopleState = () => addFakePeople(addFakePeople(dossierFakeState(), CORPORATE_ID), HOLDER_ID);
/** Every people permission of 001 §6 (an account manager). */
export const PEOPLE_PERMISSIONS = [
  'view_ubo_section_general',
  'create_ubo_section_general',
  'upload_ubo_section_general',
  'delete_ubo_section_general',
  'view_mbd_section',
  'create_mbd_section',
  'upload_file_mbd_section',
  'delete_mbd_section',
];
export const VIEW_ONLY = ['view_ubo_section_general', 'view_mbd_section'];
