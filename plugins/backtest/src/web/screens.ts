import type { ScreenDef } from '@app/core/plugin-api';
import { BACKTEST_PERMISSION } from '../shared/index.ts';

export const backtestScreens: ScreenDef[] = [
  {
    id: 'backtest',
    path: '/id_23test',
    title: 'Backtest',
    permission: BACKTEST_PERMISSION,
    layout: 'bare',
    load: () => import('./screens/BacktestScreen/BacktestScreen.tsx'),
  },
  {
    id: 'market-data',
    path: '/admin/market-data',
    title: 'Market Data',
    access: 'superUser',
    nav: { section: 'admin', order: 60, label: 'Market Data' },
    load: () => import('./screens/MarketDataScreen/MarketDataScreen.tsx'),
  },
];
