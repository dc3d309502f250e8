import { defineWebPlugin } from '@app/core/plugin-api';
import { adminManifest } from '../shared/manifest.ts';
import { adminScreens } from './screens.ts';

/** Back office (users, credits, subscriptions, usage, platform control) and the USDT wallet. */
export const adminWebPlugin = defineWebPlugin({ manifest: adminManifest, screens: adminScreens });

export { adminScreens };
