import { defineCliPlugin } from '@app/core/plugin-api';
import { dossierManifest } from '../shared/manifest.ts';
import type { DossierCliIo } from './cli-io.ts';
import { registerClientCommands } from './clients.command.ts';

/** `app clients list|show|create|export`; the host passes the auth session and output helpers. */
export const dossierCliPlugin = (io: DossierCliIo) =>
  defineCliPlugin({
    manifest: dossierManifest,
    register(program) {
      registerClientCommands(program, io);
    },
  });

export * from './cli-io.ts';
