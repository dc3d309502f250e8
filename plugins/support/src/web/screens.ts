import type { ScreenDef } from '@app/core/plugin-api';

/** Help Center routes (seed 000 §2, 002 §2); the header's Help Center entry appears with them. */
export const supportScreens: ScreenDef[] = [
  {
    id: 'help-center',
    path: '/help-center',
    title: 'Help Center',
    load: () => import('./screens/HelpCenterScreen/HelpCenterScreen.tsx'),
  },
  {
    id: 'single_ticket',
    path: '/help-center/:id',
    title: 'Ticket',
    load: () => import('./screens/TicketScreen/TicketScreen.tsx'),
  },
];
