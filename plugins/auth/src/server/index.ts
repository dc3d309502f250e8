import { defineServerPlugin } from '@app/core/plugin-api';
import { authManifest, PERMISSION_NAMES, type AuthDirectory } from '../shared/index.ts';
import { authEntities, UserEntity } from './auth.entities.ts';
import { authHandlers } from './auth.handlers.ts';
import { authDirectory } from './directory.service.ts';
import { peekToken } from './one-time-token.ts';
import { principalResolver } from './session.service.ts';
import { purgeExpiredTokens } from './site.service.ts';
import { siteHandlers } from './site.handlers.ts';
import { usersHandlers } from './users.handlers.ts';

export interface AuthServices {
  /** Resolves a 60-second view token (file views of later plugins) to its user, or null. */
  verifyViewToken(token: string): Promise<{ userId: string; organizationId: string } | null>;
  /** Cross-organisation account reads for the back office. */
  directory: AuthDirectory;
}

const purgeTimers = new WeakMap<object, NodeJS.Timeout>();

export const authServerPlugin = defineServerPlugin({
  manifest: authManifest,
  permissions: PERMISSION_NAMES,
  entities: authEntities,
  principalResolver: () => principalResolver,
  routes(app, ctx) {
    authHandlers(app, ctx);
    usersHandlers(app, ctx);
    siteHandlers(app, ctx);
  },
  services(ctx): AuthServices {
    return {
      directory: authDirectory(ctx.orm),
      async verifyViewToken(token) {
        const t = await peekToken(ctx.orm.em.fork(), 'view', token);
        return t ? { userId: t.userId, organizationId: t.organization } : null;
      },
    };
  },
  async onReady(ctx) {
    const timer = setInterval(() => {
      purgeExpiredTokens(ctx.orm.em.fork()).catch((err) => ctx.log.warn({ err }, 'token purge failed'));
    }, 60_000);
    timer.unref();
    purgeTimers.set(ctx.orm, timer);
  },
  onClose(ctx) {
    clearInterval(purgeTimers.get(ctx.orm));
  },
});

export { authEntities, UserEntity };
export { hashPassword } from './crypto.ts';
export { OrganizationEntity } from './auth.entities.ts';
export { createSuperUser } from './superuser.ts';
