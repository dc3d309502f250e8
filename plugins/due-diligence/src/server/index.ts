import { dueDiligenceMigrations } from './migrations/index.ts';
import { defineLegacyServerPlugin } from '@app/core/plugin-api';
import { dueDiligenceManifest } from '../shared/index.ts';
import { ddCors } from './cors.ts';
import { ddDeps } from './dd.deps.ts';
import { ddEntities } from './dd.entities.ts';
import { ddHandlers } from './dd.handlers.ts';
import { ddReviewableTypes } from './dd.reviewable.ts';

/** Due diligence: records, elements and documents of a corporate client, filled by link holders, reviewed by staff. */
export const dueDiligenceServerPlugin = defineLegacyServerPlugin({
  manifest: dueDiligenceManifest,
  migrations: dueDiligenceMigrations,
  entities: ddEntities,
  routes(app, ctx) {
    const deps = ddDeps(ctx);
    for (const type of ddReviewableTypes(deps)) deps.workflow.register(type);
    ddCors(app.fastify, ctx);
    ddHandlers(app, deps, ctx);
  },
});

export { ddEntities };
