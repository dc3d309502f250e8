import { defineWebPlugin } from '@app/core/plugin-api';
import { backtestManifest } from '../shared/manifest.ts';
import { backtestScreens } from './screens.ts';

/** The backtest page (/id_23test, full page) and the back-office market-data import. */
export const backtestWebPlugin = defineWebPlugin({ manifest: backtestManifest, screens: backtestScreens });
export { backtestScreens };
