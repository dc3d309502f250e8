import { defineCliPlugin } from '@app/core/plugin-api';
import { backtestManifest } from '../shared/index.ts';
import { registerMarketCommands } from './market.command.ts';

/** `app market import <kind> <files…>` over the API with the session of `app login`. */
export const backtestCliPlugin = defineCliPlugin({
  manifest: backtestManifest,
  register(program) {
    registerMarketCommands(program);
  },
});

export { describeImport } from './market.command.ts';
export { uploadMarketFile } from './upload.ts';
