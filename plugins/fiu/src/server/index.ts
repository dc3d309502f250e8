import { fiuMigrations } from './migrations/index.ts';
import { defineServerPlugin } from '@app/core/plugin-api';
import { adminService } from '@app/plugin-admin/shared';
import { authService } from '@app/plugin-auth/shared';
import { dossierService } from '@app/plugin-dossier/shared';
import { transactionsService } from '@app/plugin-transactions/shared';
import { fiuManifest } from '../shared/index.ts';
import { CONVERT_JOB } from './conversion.job.ts';
import { conversionJob, conversionQueue } from './conversion.queue.ts';
import { fiuEntities, UserInfoEntity } from './fiu.entities.ts';
import { fiuHandlers } from './fiu.handlers.ts';
import { reportHandlers } from './report.handlers.ts';
import { REPORT_JOB, reportJob } from './report.job.ts';
import { loadUserInfo } from './user-info.service.ts';

/** goAML regulatory reporting: user info, export conversion on the job queue, files and saved rows. */
export const fiuServerPlugin = defineServerPlugin({
  manifest: fiuManifest,
  migrations: fiuMigrations,
  entities: fiuEntities,
  // auth: the routes need signed-in principals (no service call); admin: billing and the back office's user detail;
  // transactions and dossier: reports from stored transactions with the clients' my-client data (issue 26 §3).
  deps: { auth: authService, admin: adminService, transactions: transactionsService, dossier: dossierService },
  setup(ctx, { admin, transactions, dossier }) {
    const reportDeps = { billing: admin.billing, transactions, dossier };
    return {
      routes(app) {
        fiuHandlers(app, ctx, conversionQueue(ctx));
        reportHandlers(app, ctx, reportDeps);
      },
      jobs: { [CONVERT_JOB]: conversionJob(ctx, admin.billing), [REPORT_JOB]: reportJob(ctx, reportDeps) },
      onReady() {
        admin.registerUserProfileSource(async (em, user) => {
          if (!(await em.findOne(UserInfoEntity, { userId: user.userId }, { filters: false }))) return null;
          const info = await loadUserInfo(em as never, user.userId);
          return { userInformation: info.userInformation, userAddress: info.userAddress, userPhone: info.userPhone };
        });
      },
    };
  },
});

export { fiuEntities };
export { runConversion } from './conversion.job.ts';
