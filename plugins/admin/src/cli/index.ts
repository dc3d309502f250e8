import { defineCliPlugin } from '@app/core/plugin-api';
import { adminManifest } from '../shared/index.ts';
import type { AdminCliIo } from './cli-io.ts';
import { registerCreditsCommand } from './credits.command.ts';
import { registerSubscriptionCommand } from './subscription.command.ts';
import { registerUsageCommand } from './usage.command.ts';

/** `app credits give`, `app subscription activate`, `app usage`: back-office calls over the API (super user). */
export const adminCliPlugin = (io: AdminCliIo) =>
  defineCliPlugin({
    manifest: adminManifest,
    register(program) {
      registerCreditsCommand(program, io);
      registerSubscriptionCommand(program, io);
      registerUsageCommand(program, io);
    },
  });

export * from './cli-io.ts';
export { parseAmount } from './credits.command.ts';
