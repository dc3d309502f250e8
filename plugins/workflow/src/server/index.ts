import { workflowMigrations } from './migrations/index.ts';
import { defineLegacyServerPlugin, type PluginContext } from '@app/core/plugin-api';
import type { UserDirectory } from '@app/plugin-auth/shared';
import { workflowManifest, type WorkflowService } from '../shared/index.ts';
import { DIGEST_CRON, DIGEST_JOB, sendDigests } from './digest.ts';
import { WorkflowEngine } from './engine.ts';
import { ChangeEvents } from './events.ts';
import { workflowEntities } from './workflow.entities.ts';
import { workflowHandlers } from './workflow.handlers.ts';

/** What workflow uses of the auth plugin's services. */
interface AuthServices { directory: UserDirectory }

const engines = new WeakMap<object, WorkflowEngine>();
const engineFor = (ctx: PluginContext) => {
  if (!engines.has(ctx.orm)) engines.set(ctx.orm, new WorkflowEngine(ctx, new ChangeEvents(ctx.orm), () => (ctx.services.auth as AuthServices).directory));
  return engines.get(ctx.orm)!;
};

/** Maker-checker engine, notifications, workflow/change-log API and the audit trail export. */
export const workflowServerPlugin = defineLegacyServerPlugin({
  manifest: workflowManifest,
  migrations: workflowMigrations,
  entities: workflowEntities,
  routes(app, ctx) {
    workflowHandlers(app, ctx, engineFor(ctx));
  },
  services: (ctx): WorkflowService => engineFor(ctx),
  async onReady(ctx) {
    // The approvers' digest: an hourly durable job (one firing across replicas); each run mails
    // only users who have not had today's digest.
    await ctx.jobs.define(DIGEST_JOB, { handler: async () => ({ sent: await sendDigests(ctx, (ctx.services.auth as AuthServices).directory, new Date(), engineFor(ctx).labels()) }), retryLimit: 1 });
    await ctx.jobs.schedule(DIGEST_JOB, DIGEST_CRON, {});
  },
  async onClose(ctx) {
    const engine = engines.get(ctx.orm);
    engine?.closeAll();
    await engine?.events.close();
  },
});

export { WorkflowEngine, workflowEntities, sendDigests };
