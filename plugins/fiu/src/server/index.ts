import { fiuMigrations } from './migrations/index.ts';
import { defineLegacyServerPlugin } from '@app/core/plugin-api';
import type { AdminServices } from '@app/plugin-admin/shared';
import { fiuManifest } from '../shared/index.ts';
import { startConversionWorker, type ConversionQueue } from './conversion.queue.ts';
import { fiuEntities, UserInfoEntity } from './fiu.entities.ts';
import { fiuHandlers } from './fiu.handlers.ts';
import { loadUserInfo } from './user-info.service.ts';

const queues = new WeakMap<object, ConversionQueue>();

/** goAML regulatory reporting: user info, export conversion on the job queue, files and saved rows. */
export const fiuServerPlugin = defineLegacyServerPlugin({
  manifest: fiuManifest,
  migrations: fiuMigrations,
  entities: fiuEntities,
  routes(app, ctx) {
    fiuHandlers(app, ctx, () => {
      const queue = queues.get(ctx.orm);
      if (!queue) throw new Error('conversion worker not started');
      return queue;
    });
  },
  async onReady(ctx) {
    queues.set(ctx.orm, await startConversionWorker(ctx));
    (ctx.services.admin as AdminServices).registerUserProfileSource(async (em, user) => {
      if (!(await em.findOne(UserInfoEntity, { userId: user.userId }, { filters: false }))) return null;
      const info = await loadUserInfo(em as never, user.userId);
      return { userInformation: info.userInformation, userAddress: info.userAddress, userPhone: info.userPhone };
    });
  },
});

export { fiuEntities };
export { runConversion } from './conversion.job.ts';
