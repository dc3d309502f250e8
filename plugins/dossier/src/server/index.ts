import { dossierMigrations } from './migrations/index.ts';
import { defineServerPlugin } from '@app/core/plugin-api';
import { authService } from '@app/plugin-auth/shared';
import { screeningService } from '@app/plugin-screening/shared';
import { workflowService } from '@app/plugin-workflow/shared';
import { dossierManifest, dossierService } from '../shared/index.ts';
import { kycReviewType } from './company.reviewable.ts';
import type { DossierDeps } from './dossier-deps.ts';
import { dossierEntities } from './dossier.entities.ts';
import { dossierHandlers } from './dossier.handlers.ts';
import { dossierServices } from './dossier.services.ts';
import { accountEvents } from './objects/account-events.ts';
import { objectReviewableTypes } from './objects/object-types.ts';
import { REVIEW_NOTICE_CRON, REVIEW_NOTICE_JOB, reviewNoticeJob } from './history/review-notices.ts';
import { importHandlers } from './import/import.handlers.ts';
import { IMPORT_JOB, importJob } from './import/import.job.ts';
import { personScreeningSource } from './screening/person-source.ts';

/** The KYC dossier: clients, their dashboards and sections, every write a workflow change request. */
export const dossierServerPlugin = defineServerPlugin({
  manifest: dossierManifest,
  migrations: dossierMigrations,
  entities: dossierEntities,
  deps: { auth: authService, workflow: workflowService, screening: screeningService },
  provides: dossierService,
  setup(ctx, { auth, workflow, screening }) {
    const deps: DossierDeps = { auth, workflow };
    workflow.register(kycReviewType);
    const accounts = accountEvents(ctx.log);
    for (const type of objectReviewableTypes) workflow.register(accounts.watch(type));
    // `sanction-screening {person_id}` and `save-sanction-as-pdf` stay screening routes; the dossier lends its persons (ADR 0039).
    screening.registerPersonSource(personScreeningSource(workflow));
    return {
      service: { ...dossierServices(), onAccountsChanged: accounts.on },
      routes(app) {
        dossierHandlers(app, ctx, deps);
        importHandlers(app, ctx);
      },
      jobs: { [IMPORT_JOB]: importJob(ctx, workflow), [REVIEW_NOTICE_JOB]: reviewNoticeJob(ctx, auth.directory) },
      onReady: () => ctx.jobs.schedule(REVIEW_NOTICE_JOB, REVIEW_NOTICE_CRON, {}),
    };
  },
});

export { dossierEntities, kycReviewType, objectReviewableTypes };
