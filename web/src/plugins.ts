import type { WebPlugin } from '@app/core/plugin-api';
import { adminWebPlugin } from '@app/plugin-admin/web';
import { authWebPlugin } from '@app/plugin-auth/web';
import { screeningWebPlugin } from '@app/plugin-screening/web';
import { fiuWebPlugin } from '@app/plugin-fiu/web';

/** The installed front-end plugins, in order (explicit list, no discovery). */
export const plugins: readonly WebPlugin[] = [authWebPlugin, screeningWebPlugin, adminWebPlugin, fiuWebPlugin];
