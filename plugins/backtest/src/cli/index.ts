import { defineCliPlugin } from '@app/core/plugin-api';
import { backtestManifest } from '../shared/index.ts';
import { registerMarketCommands, type MarketCliIo } from './market.command.ts';

/** `app market import <kind> <files…>` over the API with the session of `app login`. */
export const backtestCliPlugin = (io: MarketCliIo) =>
  defineCliPlugin({
    manifest: backtestManifest,
    register(program) {
      registerMarketCommands(program, io);
    },
  });

export { describeImport, type MarketCliIo } from './market.command.ts';
export { uploadMarketFile } from './upload.ts';
export { renderBar, progressBar } from './progress.ts';
