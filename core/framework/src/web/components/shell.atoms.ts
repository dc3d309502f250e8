import { atomWithStorage } from 'jotai/utils';

/** Shell UI state remembered in browser storage (seed §9). */
export const sidebarCollapsedAtom = atomWithStorage('sidebarCollapsed', false, undefined, { getOnInit: true });

/** Open/closed state of the sidebar blocks (Admin, KYC). */
export const sidebarSectionsAtom = atomWithStorage<Record<string, boolean>>(
  'sidebarSections',
  { admin: true, kyc: true },
  undefined,
  {
    getOnInit: true,
  },
);
