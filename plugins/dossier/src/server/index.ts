import { dossierMigrations } from './migrations/index.ts';
import { defineLegacyServerPlugin } from '@app/core/plugin-api';
import type { WorkflowService } from '@app/plugin-workflow/shared';
import { dossierManifest, type DossierServices } from '../shared/index.ts';
import { kycReviewType } from './company.reviewable.ts';
import { dossierEntities } from './dossier.entities.ts';
import { dossierHandlers } from './dossier.handlers.ts';
import { dossierServices } from './dossier.services.ts';
import { objectReviewableTypes } from './objects/object-types.ts';
import { scheduleReviewNotices } from './history/review-notices.ts';
import { importHandlers } from './import/import.handlers.ts';
import { defineImportJob } from './import/import.job.ts';

/** The KYC dossier: clients, their dashboards and sections, every write a workflow change request. */
export const dossierServerPlugin = defineLegacyServerPlugin({
  manifest: dossierManifest,
  migrations: dossierMigrations,
  entities: dossierEntities,
  routes(app, ctx) {
    const workflow = ctx.services.workflow as WorkflowService;
    workflow.register(kycReviewType);
    for (const type of objectReviewableTypes) workflow.register(type);
    dossierHandlers(app, ctx);
    importHandlers(app, ctx);
  },
  services: (ctx): DossierServices => dossierServices(ctx),
  async onReady(ctx) {
    await defineImportJob(ctx);
    await scheduleReviewNotices(ctx);
  },
});

export { dossierEntities, kycReviewType, objectReviewableTypes };
