import { defineWebPlugin } from '@app/core/plugin-api';
import { authManifest } from '../shared/manifest.ts';
import { authScreens } from './screens.ts';
import { authSession } from './session.ts';

/** Accounts: sign-in, registration, two-factor, profile, user management. Owns the session. */
export const authWebPlugin = defineWebPlugin({ manifest: authManifest, screens: authScreens, session: authSession });

export { authScreens, authSession };
