import type { ScreenDef } from '@app/core/plugin-api';
import { UnreadBadge } from './components/UnreadBadge/UnreadBadge.tsx';

const list = () => import('./screens/TaskListScreen/TaskListScreen.tsx');
const item = () => import('./screens/TaskScreen/TaskScreen.tsx');
const permission = 'view_dashboard_tab';

/** Task routes of seed 002 §2: all tasks, a client's tasks, one task. */
export const tasksScreens: ScreenDef[] = [
  {
    id: 'tasks',
    path: '/tasks',
    title: 'Tasks',
    permission,
    nav: { section: 'kyc', order: 42, label: 'Tasks', badge: UnreadBadge },
    load: list,
  },
  { id: 'company-tasks', path: '/:companyId/tasks', title: 'Tasks', permission, load: list },
  { id: 'company-task', path: '/:companyId/tasks/:taskId', title: 'Task', permission, load: item },
];
