import { defineWebPlugin, type ScreenDef } from '@app/core/plugin-api';
import { orderbookManifest } from '../shared/manifest.ts';

export const orderbookScreens: ScreenDef[] = [
  {
    id: 'orderbook-check',
    path: '/admin/check',
    title: 'Order-book check',
    access: 'superUser',
    nav: { section: 'admin', order: 61, label: 'Order-book check' },
    load: () => import('./screens/OrderBookCheckScreen/OrderBookCheckScreen.tsx'),
  },
];

/** /admin/check: the EURI order-book check (super users). */
export const orderbookWebPlugin = defineWebPlugin({ manifest: orderbookManifest, screens: orderbookScreens });
