import { defineCliPlugin } from '@app/core/plugin-api';
import { fiuManifest } from '../shared/index.ts';
import { registerConvertCommand } from './convert.command.ts';
import { registerInstitutionCommand } from './institution.command.ts';
import { registerReportCommand } from './report.command.ts';

/** `app fiu convert`, `app fiu report` and `app fiu institution`: goAML conversion and reports over the API with the session of `app login`. */
export const fiuCliPlugin = defineCliPlugin({
  manifest: fiuManifest,
  register(program) {
    const fiu = program.command('fiu').description('goAML regulatory reporting over the API');
    registerConvertCommand(fiu);
    registerReportCommand(fiu);
    registerInstitutionCommand(fiu);
  },
});
