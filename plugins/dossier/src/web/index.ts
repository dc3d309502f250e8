import { defineWebPlugin } from '@app/core/plugin-api';
import { dossierManifest } from '../shared/manifest.ts';
import { dossierScreens } from './screens.ts';

/** The KYC dossier: client list and dashboard (more sections to come). */
export const dossierWebPlugin = defineWebPlugin({ manifest: dossierManifest, screens: dossierScreens });

export { dossierScreens };
