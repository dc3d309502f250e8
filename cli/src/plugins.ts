import type { CliPlugin } from '@app/core/plugin-api';
import { adminCliPlugin } from '@app/plugin-admin/cli';
import * as authCli from '@app/plugin-auth/cli';
import { screeningCliPlugin } from '@app/plugin-screening/cli';
import { workflowCliPlugin } from '@app/plugin-workflow/cli';
import { fiuCliPlugin } from '@app/plugin-fiu/cli';
import { backtestCliPlugin } from '@app/plugin-backtest/cli';
import { dossierCliPlugin } from '@app/plugin-dossier/cli';

/** CLI plugins in registration order (explicit list, like apps/server/src/plugins.ts). */
export const cliPlugins: CliPlugin[] = [
  authCli.authCliPlugin,
  // Plugins meet only through /shared: the host hands the auth session and output helpers over.
  screeningCliPlugin(authCli),
  adminCliPlugin(authCli),
  workflowCliPlugin(authCli),
  fiuCliPlugin(authCli),
  backtestCliPlugin(authCli),
  dossierCliPlugin(authCli),
];
