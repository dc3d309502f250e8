import { defineServerPlugin } from '@app/core/plugin-api';
import { supportManifest } from '../shared/index.ts';
import { supportEntities } from './support.entities.ts';
import { supportHandlers } from './support.handlers.ts';

/** Support tickets between users and the provider's support staff (super users), ADR 0041. */
export const supportServerPlugin = defineServerPlugin({
  manifest: supportManifest,
  entities: supportEntities,
  routes(app, ctx) {
    supportHandlers(app, ctx);
  },
});

export { supportEntities };
