import { defineServerPlugin } from '@app/core/plugin-api';
import type { WorkflowService } from '@app/plugin-workflow/shared';
import { dossierManifest } from '../shared/index.ts';
import { kycReviewType } from './company.reviewable.ts';
import { dossierEntities } from './dossier.entities.ts';
import { dossierHandlers } from './dossier.handlers.ts';

/** The KYC dossier: clients, their dashboards and (next) sections, every write a workflow change request. */
export const dossierServerPlugin = defineServerPlugin({
  manifest: dossierManifest,
  entities: dossierEntities,
  routes(app, ctx) {
    (ctx.services.workflow as WorkflowService).register(kycReviewType);
    dossierHandlers(app, ctx);
  },
});

export { dossierEntities, kycReviewType };
