import { supportMigrations } from './migrations/index.ts';
import { defineLegacyServerPlugin } from '@app/core/plugin-api';
import { startPurge } from './purge.job.ts';
import { supportManifest } from '../shared/index.ts';
import { supportEntities } from './support.entities.ts';
import { supportHandlers } from './support.handlers.ts';

/** Support tickets between users and the provider's support staff (super users), ADR 0041. */
export const supportServerPlugin = defineLegacyServerPlugin({
  manifest: supportManifest,
  migrations: supportMigrations,
  entities: supportEntities,
  routes(app, ctx) {
    supportHandlers(app, ctx);
  },
  async onReady(ctx) {
    await startPurge(ctx);
  },
});

export { supportEntities };
export { purgeFreeUploads } from './purge.job.ts';
