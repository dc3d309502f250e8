import { routeAddresses } from '@app/core/shared';
import type * as ddRoutes from './dd.routes.ts';

/**
 * Where the link holder's calls live (method and path, no TypeBox). dd.routes.ts builds their contracts
 * on these; the embeddable widget calls them through `linkCalls`, typed by those contracts, and stays small.
 */
export const LINK_PATHS = {
  checkAccessToken: { method: 'POST', url: 'check-access-token' },
  dueDiligenceInfo: { method: 'POST', url: 'due-diligence-info/' },
  dueDiligenceDocInfo: { method: 'POST', url: 'due-diligence-doc-info/' },
  saveDueDiligence: { method: 'POST', url: 'due-diligence/save' },
  addElement: { method: 'POST', url: 'due-diligence/add-element' },
  submitReport: { method: 'POST', url: 'due-diligence/submit-report' },
  uploadFile: { method: 'POST', url: 'due-diligence/upload-file' },
  deleteOwnFile: { method: 'POST', url: 'due-diligence/delete-file' },
} as const;

export type LinkRoutes = Pick<typeof ddRoutes, keyof typeof LINK_PATHS>;
export const linkCalls = routeAddresses<LinkRoutes>(LINK_PATHS);
