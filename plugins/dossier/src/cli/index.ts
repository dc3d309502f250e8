import { defineCliPlugin } from '@app/core/plugin-api';
import { dossierManifest } from '../shared/manifest.ts';
import { registerClientCommands } from './clients.command.ts';

/** `app clients list|show|create|import|export` over the API with the session of `app login`. */
export const dossierCliPlugin = defineCliPlugin({
  manifest: dossierManifest,
  register(program) {
    registerClientCommands(program);
  },
});
