import { defineCliPlugin } from '@app/core/plugin-api';
import { fiuManifest } from '../shared/index.ts';
import { registerConvertCommand, type FiuCliIo } from './convert.command.ts';

/** `app fiu convert`: goAML conversion over the API (the host passes `@app/plugin-auth/cli` as io). */
export const fiuCliPlugin = (io: FiuCliIo) =>
  defineCliPlugin({
    manifest: fiuManifest,
    register(program) {
      const fiu = program.command('fiu').description('goAML regulatory reporting over the API');
      registerConvertCommand(fiu, io);
    },
  });

export * from './convert.command.ts';
