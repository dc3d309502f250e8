import { defineCliPlugin } from '@app/core/plugin-api';
import { adminManifest } from '../shared/index.ts';
import { registerCreditsCommand } from './credits.command.ts';
import { registerSubscriptionCommand } from './subscription.command.ts';
import { registerUsageCommand } from './usage.command.ts';

/** `app credits give`, `app subscription activate`, `app usage`: back-office calls over the API (super user). */
export const adminCliPlugin = defineCliPlugin({
  manifest: adminManifest,
  register(program) {
    registerCreditsCommand(program);
    registerSubscriptionCommand(program);
    registerUsageCommand(program);
  },
});

export { parseAmount } from './credits.command.ts';
