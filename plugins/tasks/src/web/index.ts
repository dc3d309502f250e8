import { defineWebPlugin } from '@app/core/plugin-api';
import { tasksManifest } from '../shared/manifest.ts';
import { tasksScreens } from './screens.ts';

/** Tasks: list of a client, all tasks, one task with discussion; the sidebar badge. */
export const tasksWebPlugin = defineWebPlugin({ manifest: tasksManifest, screens: tasksScreens });

export { tasksScreens };
export { TasksTransportProvider, type TasksTransport } from './transport.tsx';
export { UnreadBadge } from './components/UnreadBadge/UnreadBadge.tsx';
