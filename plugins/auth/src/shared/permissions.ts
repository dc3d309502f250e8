import type { PermissionEffect, PermissionGrant, PermissionMap } from '@app/core/shared';

/** Seed 000 §2 "Role management": permission names grouped as the seed's table. */
export const PERMISSION_GROUPS = [
  {
    title: 'User Management',
    names: [
      'view_user',
      'create_user',
      'update_user',
      'delete_user',
      'view_permission_of_user',
      'change_permission_of_user',
    ],
  },
  { title: 'Dashboard Section', names: ['view_dashboard_tab', 'view_chart', 'update_dashboard', 'verify_report'] },
  { title: 'Sanctions/PEP/adverse information', names: ['world_search'] },
  {
    title: 'Corporate Section',
    names: [
      'view_general_section',
      'view_listing_service',
      'update_listing_service',
      'upload_general_section',
      'delete_general_section',
      'donwload_general_section',
    ],
  },
  {
    title: 'Corporate UBO',
    names: [
      'view_ubo_section_general',
      'create_ubo_section_general',
      'upload_ubo_section_general',
      'delete_ubo_section_general',
      'delete_ubo_section_files',
      'donwload_ubo_section_general',
    ],
  },
  {
    title: 'Managing Directors',
    names: [
      'view_mbd_section',
      'create_mbd_section',
      'upload_file_mbd_section',
      'delete_file_mbd_section',
      'delete_mbd_section',
      'donwload_file_mbd_section',
    ],
  },
  {
    title: 'Transaction Profile',
    names: [
      'view_transaction_profile',
      'create_transaction_profile',
      'update_transaction_profile',
      'delete_transaction_profile',
    ],
  },
  {
    title: 'Due Diligence',
    names: [
      'view_due_diligence',
      'create_due_diligence',
      'approve_due_diligence',
      'delete_due_diligence',
      'update_due_diligence',
    ],
  },
  { title: 'Subsidiary', names: ['view_subsidiary', 'create_subsidiary', 'update_subsidiary', 'delete_subsidiary'] },
  {
    title: 'Adjustments and history',
    names: [
      'view_change_log',
      'view_requested_changes',
      'approve_requested_changes',
      'reject_requested_changes',
      'can_view_details',
      'can_download_files',
    ],
  },
  { title: 'Audit', names: ['view_audit_section_comment', 'edit_audit_section_comment'] },
  { title: 'Section visibility', names: ['view_document_history', 'view_wallet'] },
] as const;

export type PermissionName = (typeof PERMISSION_GROUPS)[number]['names'][number];

export const PERMISSION_NAMES: readonly PermissionName[] = PERMISSION_GROUPS.flatMap((g) => g.names);

export const USER_MANAGEMENT_PERMISSIONS: readonly PermissionName[] = PERMISSION_GROUPS[0].names;

/** Human labels for the permission editor. */
export const PERMISSION_LABELS: Record<PermissionName, string> = {
  view_user: 'View user',
  create_user: 'Create user',
  update_user: 'Edit user',
  delete_user: 'Delete user',
  view_permission_of_user: 'View user permission',
  change_permission_of_user: 'Change user permission',
  view_dashboard_tab: 'View section',
  view_chart: 'View chart',
  update_dashboard: 'Update',
  verify_report: 'Approve review',
  world_search: 'Perform sanction / PEP / adverse information search',
  view_general_section: 'Visible',
  view_listing_service: 'View listing service',
  update_listing_service: 'Edit listing service',
  upload_general_section: 'Upload',
  delete_general_section: 'Delete',
  donwload_general_section: 'Download file',
  view_ubo_section_general: 'Visible',
  create_ubo_section_general: 'Create UBO',
  upload_ubo_section_general: 'Upload file and fill in information',
  delete_ubo_section_general: 'Delete section',
  delete_ubo_section_files: 'Delete file',
  donwload_ubo_section_general: 'Download file',
  view_mbd_section: 'Visible',
  create_mbd_section: 'Create sections',
  upload_file_mbd_section: 'Upload and fill in',
  delete_file_mbd_section: 'Delete file',
  delete_mbd_section: 'Delete section',
  donwload_file_mbd_section: 'Download file',
  view_transaction_profile: 'View',
  create_transaction_profile: 'Create',
  update_transaction_profile: 'Update',
  delete_transaction_profile: 'Delete',
  view_due_diligence: 'Section visible',
  create_due_diligence: 'Create form',
  approve_due_diligence: 'Approve due diligence and documents',
  delete_due_diligence: 'Delete form',
  update_due_diligence: 'Update and edit after approval',
  view_subsidiary: 'Visible',
  create_subsidiary: 'Create',
  update_subsidiary: 'Update',
  delete_subsidiary: 'Delete',
  view_change_log: 'View change log',
  view_requested_changes: 'View adjustment requests',
  approve_requested_changes: 'Approve',
  reject_requested_changes: 'Reject',
  can_view_details: 'View details',
  can_download_files: 'Download files',
  view_audit_section_comment: 'View',
  edit_audit_section_comment: 'Edit',
  view_document_history: 'View document history',
  view_wallet: 'View wallet section',
};

export const ROLES = [
  'ADMINISTRATOR',
  'DATA_CONTROLLER',
  'DATA_PROCESSOR',
  'COMPLIANCE_OFFICER',
  'EXTERNAL_AUDITOR',
  'INTERNAL_AUDITOR',
  'TRUST_OFFICER',
  'CLIENT',
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  ADMINISTRATOR: 'ADMINISTRATOR',
  DATA_CONTROLLER: 'ACCOUNT MANAGER',
  DATA_PROCESSOR: 'SUPERVISOR',
  COMPLIANCE_OFFICER: 'COMPLIANCE OFFICER',
  EXTERNAL_AUDITOR: 'EXTERNAL AUDITOR',
  INTERNAL_AUDITOR: 'INTERNAL AUDITOR',
  TRUST_OFFICER: 'TRUST OFFICER',
  CLIENT: 'CLIENT',
};

const ALL = PERMISSION_NAMES;
const viewOnly: PermissionName[] = [
  'view_dashboard_tab',
  'view_chart',
  'view_general_section',
  'view_listing_service',
  'view_ubo_section_general',
  'view_mbd_section',
  'view_transaction_profile',
  'view_due_diligence',
  'view_subsidiary',
  'view_change_log',
  'view_requested_changes',
  'can_view_details',
  'view_document_history',
];
const downloads: PermissionName[] = [
  'donwload_general_section',
  'donwload_ubo_section_general',
  'donwload_file_mbd_section',
  'can_download_files',
];
const kycEdit: PermissionName[] = [
  'update_dashboard',
  'update_listing_service',
  'upload_general_section',
  'create_ubo_section_general',
  'upload_ubo_section_general',
  'create_mbd_section',
  'upload_file_mbd_section',
  'create_transaction_profile',
  'update_transaction_profile',
  'create_due_diligence',
  'update_due_diligence',
  'create_subsidiary',
  'update_subsidiary',
];
const kycDelete: PermissionName[] = [
  'delete_general_section',
  'delete_ubo_section_general',
  'delete_ubo_section_files',
  'delete_file_mbd_section',
  'delete_mbd_section',
  'delete_transaction_profile',
  'delete_due_diligence',
  'delete_subsidiary',
];
const approvals: PermissionName[] = [
  'verify_report',
  'approve_requested_changes',
  'reject_requested_changes',
  'approve_due_diligence',
];
const audit: PermissionName[] = ['view_audit_section_comment', 'edit_audit_section_comment'];

/** Default role → permission matrix (ADR 0005). Anything not listed is denied. */
export const ROLE_DEFAULTS: Record<Role, readonly PermissionName[]> = {
  ADMINISTRATOR: ALL,
  DATA_CONTROLLER: [
    ...viewOnly,
    ...downloads,
    ...kycEdit,
    ...kycDelete,
    'view_user',
    'create_user',
    'update_user',
    'world_search',
    'view_wallet',
    'view_audit_section_comment',
  ],
  DATA_PROCESSOR: [
    ...viewOnly,
    ...downloads,
    ...kycEdit,
    ...approvals,
    'view_user',
    'world_search',
    'view_audit_section_comment',
  ],
  COMPLIANCE_OFFICER: [
    ...viewOnly,
    ...downloads,
    ...approvals,
    ...audit,
    'view_user',
    'view_permission_of_user',
    'world_search',
  ],
  EXTERNAL_AUDITOR: [...viewOnly, ...downloads, ...audit],
  INTERNAL_AUDITOR: [...viewOnly, ...downloads, ...audit, 'view_user', 'world_search'],
  TRUST_OFFICER: [...viewOnly, ...downloads, ...kycEdit, 'view_user', 'world_search'],
  CLIENT: [
    'view_dashboard_tab',
    'view_general_section',
    'upload_general_section',
    'view_ubo_section_general',
    'upload_ubo_section_general',
    'view_mbd_section',
    'upload_file_mbd_section',
    'view_due_diligence',
    'view_document_history',
  ],
};

/**
 * Full permission map of a role with per-user overrides applied: the seed's names by ROLE_DEFAULTS,
 * the installed plugins' grants by their own default roles (an ADMINISTRATOR holds every one).
 */
export function resolvePermissions(
  role: Role,
  overrides: Partial<Record<string, PermissionEffect>> = {},
  grants: readonly PermissionGrant[] = [],
): PermissionMap {
  const allowed = new Set<string>(ROLE_DEFAULTS[role]);
  const map: PermissionMap = {};
  for (const name of PERMISSION_NAMES) map[name] = overrides[name] ?? (allowed.has(name) ? 'allow' : 'deny');
  for (const g of grants)
    map[g.name] = overrides[g.name] ?? (role === 'ADMINISTRATOR' || g.roles.includes(role) ? 'allow' : 'deny');
  if (role === 'ADMINISTRATOR') for (const name of USER_MANAGEMENT_PERMISSIONS) map[name] = 'allow';
  return map;
}

/** A seed permission name, or one an installed plugin grants. */
export function isPermissionName(name: string, grants: readonly PermissionGrant[] = []): boolean {
  return (PERMISSION_NAMES as readonly string[]).includes(name) || grants.some((g) => g.name === name);
}

/**
 * Permissions `target` allows that `actor` does not (ADR 0012). A user may create, edit, delete or
 * change the permissions of another user only when this is empty: nobody hands out more than they hold.
 */
export function grantsBeyond(actor: PermissionMap, target: PermissionMap): string[] {
  return Object.keys(target).filter((name) => target[name] === 'allow' && actor[name] !== 'allow');
}
