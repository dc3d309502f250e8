import { defineWebPlugin } from '@app/core/plugin-api';
import { supportManifest } from '../shared/manifest.ts';
import { supportScreens } from './screens.ts';

/** Help Center: support tickets and a single ticket (reached from the header's user menu). */
export const supportWebPlugin = defineWebPlugin({ manifest: supportManifest, screens: supportScreens });

export { supportScreens };
export { SupportTransportProvider, type SupportTransport } from './transport.tsx';
