import { workflowMigrations } from './migrations/index.ts';
import { defineServerPlugin } from '@app/core/plugin-api';
import { authService } from '@app/plugin-auth/shared';
import { workflowManifest, workflowService } from '../shared/index.ts';
import { DIGEST_CRON, DIGEST_JOB, sendDigests } from './digest.ts';
import { WorkflowEngine } from './engine.ts';
import { ChangeEvents } from './events.ts';
import { workflowEntities } from './workflow.entities.ts';
import { workflowHandlers } from './workflow.handlers.ts';

/** Maker-checker engine, notifications, workflow/change-log API and the audit trail export. */
export const workflowServerPlugin = defineServerPlugin({
  manifest: workflowManifest,
  migrations: workflowMigrations,
  entities: workflowEntities,
  deps: { auth: authService },
  provides: workflowService,
  setup(ctx, { auth }) {
    const engine = new WorkflowEngine(ctx, new ChangeEvents(ctx.orm), auth.directory);
    return {
      service: engine,
      routes: (r) => workflowHandlers(r, engine),
      // The approvers' digest: an hourly durable job (one firing across replicas); each run mails
      // only users who have not had today's digest.
      jobs: {
        [DIGEST_JOB]: {
          handler: async () => ({ sent: await sendDigests(ctx, auth.directory, new Date(), engine.labels()) }),
          retryLimit: 1,
        },
      },
      onReady: () => ctx.jobs.schedule(DIGEST_JOB, DIGEST_CRON, {}),
      async onClose() {
        engine.closeAll();
        await engine.events.close();
      },
    };
  },
});

export { WorkflowEngine, workflowEntities, sendDigests };
