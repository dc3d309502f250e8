import type { ScreenDef } from '@app/core/plugin-api';
import { PendingBadge } from './components/PendingBadge/PendingBadge.tsx';

const workflow = () => import('./screens/WorkflowScreen.tsx');
const changeLog = () => import('./screens/ChangeLogScreen.tsx');
const W = { title: 'Changes waiting for confirmation', permission: 'view_requested_changes', load: workflow };
const C = { title: 'History of changes', permission: 'view_change_log', load: changeLog };

/** Workflow and change-log routes of seed 002 §1(a); items open as a popup over their list. */
export const workflowScreens: ScreenDef[] = [
  {
    id: 'workflow',
    path: '/workflow',
    ...W,
    nav: { section: 'kyc', order: 40, label: 'Work Flow', badge: PendingBadge },
  },
  { id: 'workflow-item', path: '/workflow/:itemId', ...W },
  { id: 'company-workflow', path: '/:companyId/workflow', ...W },
  { id: 'company-workflow-item', path: '/:companyId/workflow/:itemId', ...W },
  { id: 'change-log', path: '/change-log', ...C, nav: { section: 'kyc', order: 41, label: 'Change Log' } },
  { id: 'change-log-item', path: '/change-log/:itemId', ...C },
  { id: 'company-change-log', path: '/:companyId/change-log', ...C },
  { id: 'company-change-log-item', path: '/:companyId/change-log/:itemId', ...C },
];
