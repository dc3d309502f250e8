import { defineWebPlugin } from '@app/core/plugin-api';
import { fiuManifest } from '../shared/manifest.ts';
import { fiuScreens } from './screens.ts';

/** goAML regulatory reporting: user info, conversion with column mapping, file list, saved info. */
export const fiuWebPlugin = defineWebPlugin({ manifest: fiuManifest, screens: fiuScreens });
export { fiuScreens };
export { FiuTransportProvider, type FiuTransport } from './transport.tsx';
