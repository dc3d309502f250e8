import type { CliPlugin } from '@app/core/plugin-api';
import { adminCliPlugin } from '@app/plugin-admin/cli';
import { authCliPlugin } from '@app/plugin-auth/cli';
import { backtestCliPlugin } from '@app/plugin-backtest/cli';
import { dossierCliPlugin } from '@app/plugin-dossier/cli';
import { fiuCliPlugin } from '@app/plugin-fiu/cli';
import { screeningCliPlugin } from '@app/plugin-screening/cli';
import { transactionsCliPlugin } from '@app/plugin-transactions/cli';
import { workflowCliPlugin } from '@app/plugin-workflow/cli';

/**
 * CLI plugins in registration order (explicit list, like apps/server/src/plugins.ts). Their commands
 * share the session, output and exit codes through `@app/core/cli`.
 */
export const cliPlugins: CliPlugin[] = [
  authCliPlugin,
  screeningCliPlugin,
  adminCliPlugin,
  workflowCliPlugin,
  fiuCliPlugin,
  backtestCliPlugin,
  dossierCliPlugin,
  transactionsCliPlugin,
];
