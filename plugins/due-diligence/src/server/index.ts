import { dueDiligenceMigrations } from './migrations/index.ts';
import { defineServerPlugin } from '@app/core/plugin-api';
import { dossierService } from '@app/plugin-dossier/shared';
import { workflowService } from '@app/plugin-workflow/shared';
import { dueDiligenceManifest } from '../shared/index.ts';
import { ddCors } from './cors.ts';
import { ddDeps } from './dd.deps.ts';
import { ddEntities } from './dd.entities.ts';
import { ddHandlers } from './dd.handlers.ts';
import { ddReviewableTypes } from './dd.reviewable.ts';

/** Due diligence: records, elements and documents of a corporate client, filled by link holders, reviewed by staff. */
export const dueDiligenceServerPlugin = defineServerPlugin({
  manifest: dueDiligenceManifest,
  migrations: dueDiligenceMigrations,
  entities: ddEntities,
  deps: { workflow: workflowService, dossier: dossierService },
  setup(ctx, { workflow, dossier }) {
    const deps = ddDeps(ctx, { workflow, dossier });
    for (const type of ddReviewableTypes(deps)) workflow.register(type);
    return {
      routes(app) {
        ddCors(app.fastify, ctx);
        ddHandlers(app, deps, ctx);
      },
    };
  },
});

export { ddEntities };
