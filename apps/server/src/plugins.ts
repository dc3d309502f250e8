import type { ServerPlugin } from '@app/core/plugin-api';
import { authServerPlugin } from '@app/plugin-auth/server';
import { screeningServerPlugin } from '@app/plugin-screening/server';
import { workflowServerPlugin } from '@app/plugin-workflow/server';
import { dossierServerPlugin } from '@app/plugin-dossier/server';
import { adminServerPlugin } from '@app/plugin-admin/server';
import { fiuServerPlugin } from '@app/plugin-fiu/server';
import { backtestServerPlugin } from '@app/plugin-backtest/server';
import { orderbookServerPlugin } from '@app/plugin-orderbook/server';
import { tasksServerPlugin } from '@app/plugin-tasks/server';
import { supportServerPlugin } from '@app/plugin-support/server';
import { dueDiligenceServerPlugin } from '@app/plugin-due-diligence/server';
import { transactionsServerPlugin } from '@app/plugin-transactions/server';

/** The composed product: every feature plugin, listed explicitly. */
export const serverPlugins: ServerPlugin[] = [
  authServerPlugin,
  screeningServerPlugin,
  workflowServerPlugin,
  dossierServerPlugin,
  adminServerPlugin,
  fiuServerPlugin,
  backtestServerPlugin,
  orderbookServerPlugin,
  tasksServerPlugin,
  supportServerPlugin,
  dueDiligenceServerPlugin,
  transactionsServerPlugin,
];
