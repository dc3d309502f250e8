import type { CliPlugin } from '@app/core/plugin-api';
import * as authCli from '@app/plugin-auth/cli';
import { screeningCliPlugin } from '@app/plugin-screening/cli';
import { backtestCliPlugin } from '@app/plugin-backtest/cli';

/** CLI plugins in registration order (explicit list, like core/server/src/plugins.ts). */
export const cliPlugins: CliPlugin[] = [
  authCli.authCliPlugin,
  // Plugins meet only through /shared: the host hands the auth session and output helpers over.
  screeningCliPlugin(authCli),
  backtestCliPlugin(authCli),
];
