import { defineCliPlugin } from '@app/core/plugin-api';
import { workflowManifest } from '../shared/index.ts';
import { registerAuditCommands } from './audit.command.ts';
import type { WorkflowCliIo } from './cli-io.ts';

/** `app audit export|verify`; the host passes the auth session and output helpers. */
export const workflowCliPlugin = (io: WorkflowCliIo) =>
  defineCliPlugin({
    manifest: workflowManifest,
    register(program) {
      registerAuditCommands(program, io);
    },
  });

export * from './cli-io.ts';
