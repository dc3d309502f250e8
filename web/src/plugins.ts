import type { WebPlugin } from '@app/core/plugin-api';
import { authWebPlugin } from '@app/plugin-auth/web';
import { screeningWebPlugin } from '@app/plugin-screening/web';
import { workflowWebPlugin } from '@app/plugin-workflow/web';
import { dossierWebPlugin } from '@app/plugin-dossier/web';
import { adminWebPlugin } from '@app/plugin-admin/web';
import { fiuWebPlugin } from '@app/plugin-fiu/web';
import { backtestWebPlugin } from '@app/plugin-backtest/web';
import { orderbookWebPlugin } from '@app/plugin-orderbook/web';
import { tasksWebPlugin } from '@app/plugin-tasks/web';
import { supportWebPlugin } from '@app/plugin-support/web';
import { dueDiligenceWebPlugin } from '@app/plugin-due-diligence/web';
import { transactionsWebPlugin } from '@app/plugin-transactions/web';

/** The installed front-end plugins, in order (explicit list, no discovery). */
export const plugins: readonly WebPlugin[] = [
  authWebPlugin,
  screeningWebPlugin,
  workflowWebPlugin,
  dossierWebPlugin,
  adminWebPlugin,
  fiuWebPlugin,
  backtestWebPlugin,
  orderbookWebPlugin,
  tasksWebPlugin,
  supportWebPlugin,
  dueDiligenceWebPlugin,
  transactionsWebPlugin,
];
