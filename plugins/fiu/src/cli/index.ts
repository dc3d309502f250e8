import { defineCliPlugin } from '@app/core/plugin-api';
import { fiuManifest } from '../shared/index.ts';
import { registerConvertCommand } from './convert.command.ts';

/** `app fiu convert`: goAML conversion over the API with the session of `app login`. */
export const fiuCliPlugin = defineCliPlugin({
  manifest: fiuManifest,
  register(program) {
    const fiu = program.command('fiu').description('goAML regulatory reporting over the API');
    registerConvertCommand(fiu);
  },
});
