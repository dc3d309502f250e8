import type { ServerPlugin } from '@app/core/plugin-api';
import { adminServerPlugin } from '@app/plugin-admin/server';
import { authServerPlugin } from '@app/plugin-auth/server';
import { screeningServerPlugin } from '@app/plugin-screening/server';
import { fiuServerPlugin } from '@app/plugin-fiu/server';

/** The composed product: every feature plugin, listed explicitly. */
export const serverPlugins: ServerPlugin[] = [authServerPlugin, screeningServerPlugin, adminServerPlugin, fiuServerPlugin];
