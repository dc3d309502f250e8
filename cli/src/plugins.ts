import type { CliPlugin } from '@app/core/plugin-api';
import { authCliPlugin } from '@app/plugin-auth/cli';

/** CLI plugins in registration order (explicit list, like core/server/src/plugins.ts). */
export const cliPlugins: CliPlugin[] = [authCliPlugin];
