import { defineCliPlugin } from '@app/core/plugin-api';
import { workflowManifest } from '../shared/index.ts';
import { registerAuditCommands } from './audit.command.ts';

/** `app audit export|verify` over the API with the session of `app login`. */
export const workflowCliPlugin = defineCliPlugin({
  manifest: workflowManifest,
  register(program) {
    registerAuditCommands(program);
  },
});
