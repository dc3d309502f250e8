import { screeningMigrations } from './migrations/index.ts';
import { defineLegacyServerPlugin } from '@app/core/plugin-api';
import { screeningManifest, type PersonScreeningSource, type ScreeningServices as SharedScreeningServices } from '../shared/index.ts';
import { IndexService } from './index.service.ts';
import { screeningEntities } from './screening.entities.ts';
import { screeningHandlers } from './screening.handlers.ts';
import { defineRescreenJob } from './rescreen.job.ts';

export interface ScreeningServices extends SharedScreeningServices { indexes: IndexService }

/** The person source registered by the plugin that keeps persons (ADR 0039), per app instance. */
const personSources = new WeakMap<object, { current: PersonScreeningSource | null }>();
export const personSourceFor = (ctx: { orm: object }) => {
  if (!personSources.has(ctx.orm)) personSources.set(ctx.orm, { current: null });
  return personSources.get(ctx.orm)!;
};

const indexes = new WeakMap<object, IndexService>();
const timers = new WeakMap<object, NodeJS.Timeout>();
const indexFor = (ctx: { orm: object }) => {
  if (!indexes.has(ctx.orm)) indexes.set(ctx.orm, new IndexService(ctx.orm as never));
  return indexes.get(ctx.orm)!;
};

/** Sanction screening on the official lists, kept in PostgreSQL and searched in memory. */
export const screeningServerPlugin = defineLegacyServerPlugin({
  manifest: screeningManifest,
  migrations: screeningMigrations,
  entities: screeningEntities,
  routes(app, ctx) {
    screeningHandlers(app, ctx, indexFor(ctx), personSourceFor(ctx));
  },
  services: (ctx): ScreeningServices => ({
    indexes: indexFor(ctx),
    registerPersonSource: (source) => { personSourceFor(ctx).current = source; },
  }),
  async onReady(ctx) {
    const service = indexFor(ctx);
    await service.refresh(true);
    await defineRescreenJob(ctx, service);
    // Imports made elsewhere (CLI, another replica) are picked up within 15 seconds.
    const timer = setInterval(() => service.refresh().catch((err) => ctx.log.warn({ err }, 'index refresh failed')), 15_000);
    timer.unref();
    timers.set(ctx.orm, timer);
  },
  onClose(ctx) {
    clearInterval(timers.get(ctx.orm));
  },
});

export { IndexService, screeningEntities };
export { importListVersion } from './import.service.ts';
export { runImport } from './import-job.ts';
export { rescreenAffected } from './monitor.service.ts';
export { RESCREEN_JOB } from './rescreen.job.ts';
