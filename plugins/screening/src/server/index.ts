import { screeningMigrations } from './migrations/index.ts';
import { defineServerPlugin } from '@app/core/plugin-api';
import { authService } from '@app/plugin-auth/shared';
import { screeningManifest, screeningService, type PersonScreeningSource } from '../shared/index.ts';
import { IndexService } from './index.service.ts';
import { screeningEntities } from './screening.entities.ts';
import { screeningHandlers } from './screening.handlers.ts';
import { RESCREEN_JOB, rescreenJob } from './rescreen.job.ts';
import { LIST_IMPORT_JOB, listImportJob } from './list-import.job.ts';

/** Sanction screening on the official lists, kept in PostgreSQL and searched in memory. */
export const screeningServerPlugin = defineServerPlugin({
  manifest: screeningManifest,
  migrations: screeningMigrations,
  entities: screeningEntities,
  deps: { auth: authService },
  provides: screeningService,
  setup(ctx, { auth }) {
    const indexes = new IndexService(ctx.orm);
    // The person source registered by the plugin that keeps persons (ADR 0039).
    const persons: { current: PersonScreeningSource | null } = { current: null };
    let timer: NodeJS.Timeout | undefined;
    return {
      service: { indexes, registerPersonSource: (source: PersonScreeningSource) => void (persons.current = source) },
      routes: (r) => screeningHandlers(r, ctx, auth, indexes, persons),
      jobs: { [RESCREEN_JOB]: rescreenJob(ctx, indexes), [LIST_IMPORT_JOB]: listImportJob(ctx, indexes) },
      async onReady() {
        await indexes.refresh(true);
        // Imports committed elsewhere (another replica, the CLI) arrive by NOTIFY at once; the poll
        // only covers a LISTEN connection that is down (ADR 0084).
        await indexes.listen((err) => ctx.log.warn({ err }, 'index refresh failed'));
        timer = setInterval(
          () => indexes.refresh().catch((err) => ctx.log.warn({ err }, 'index refresh failed')),
          15_000,
        );
        timer.unref();
      },
      async onClose() {
        clearInterval(timer);
        await indexes.close();
      },
    };
  },
});

export { IndexService, screeningEntities };
export { importListVersion } from './import.service.ts';
export { runImport } from './import-job.ts';
export { rescreenAffected } from './monitor.service.ts';
export { RESCREEN_JOB } from './rescreen.job.ts';
export { LIST_IMPORT_JOB } from './list-import.job.ts';
