/** The sidebar KYC block of seed 000:28 as the dossier's tabs, in the seed's order. */
export type KycTabId =
  | 'due-diligence'
  | 'dashboard'
  | 'corporate'
  | 'shareholders'
  | 'managing-directors'
  | 'account-holder'
  | 'transaction-profile'
  | 'subsidiary'
  | 'workflow'
  | 'tasks'
  | 'change-log'
  | 'document-history'
  | 'sanction-screening-lookups';

export interface KycTab {
  id: KycTabId;
  label: string;
  permission: string | null;
  path: (companyId: string) => string;
  snapshots?: boolean;
}

const TABS: (KycTab & { when?: (s: KycTabState) => boolean })[] = [
  {
    id: 'due-diligence',
    label: 'Due Diligence',
    permission: null,
    path: (id) => `/${id}/due-diligence/`,
    when: (s) => s.corporate,
  },
  { id: 'dashboard', label: 'Dashboard', permission: 'view_dashboard_tab', path: (id) => `/${id}/`, snapshots: true },
  {
    id: 'corporate',
    label: 'Corporate',
    permission: 'view_general_section',
    path: (id) => `/${id}/corporate/`,
    snapshots: true,
  },
  {
    id: 'shareholders',
    label: 'Shareholders',
    permission: 'view_ubo_section_general',
    path: (id) => `/${id}/shareholders/`,
    snapshots: true,
    when: (s) => s.corporate,
  },
  {
    id: 'managing-directors',
    label: 'Managing Directors',
    permission: 'view_mbd_section',
    path: (id) => `/${id}/managing-directors/`,
    snapshots: true,
  },
  {
    id: 'account-holder',
    label: 'Account Holder',
    permission: 'view_ubo_section_general',
    path: (id) => `/${id}/account-holder/`,
    snapshots: true,
    when: (s) => !s.corporate,
  },
  {
    id: 'transaction-profile',
    label: 'Transaction Profile',
    permission: 'view_transaction_profile',
    path: (id) => `/${id}/transaction-profile/`,
    snapshots: true,
    when: (s) => s.transactionProfile,
  },
  {
    id: 'subsidiary',
    label: 'Subsidiary',
    permission: 'view_subsidiary',
    path: (id) => `/${id}/subsidiary/`,
    snapshots: true,
  },
  { id: 'workflow', label: 'Work Flow', permission: 'view_requested_changes', path: (id) => `/${id}/workflow` },
  { id: 'tasks', label: 'Tasks', permission: null, path: (id) => `/${id}/tasks/` },
  { id: 'change-log', label: 'Change Log', permission: 'view_change_log', path: (id) => `/${id}/change-log` },
  {
    id: 'document-history',
    label: 'Review History',
    permission: 'view_document_history',
    path: (id) => `/${id}/document-history`,
  },
  {
    id: 'sanction-screening-lookups',
    label: 'Sanction History',
    permission: 'world_search',
    path: (id) => `/${id}/sanction-screening-lookups`,
    when: (s) => s.sanctionScreening,
  },
];

export interface KycTabState {
  corporate: boolean;
  transactionProfile: boolean;
  sanctionScreening: boolean;
  can: (permission: string) => boolean;
}

/** Tabs this user may open for this company. */
export const kycTabs = (s: KycTabState): KycTab[] =>
  TABS.filter((t) => (t.when ? t.when(s) : true) && (t.permission === null || s.can(t.permission)));
