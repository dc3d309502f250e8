import { authMigrations } from './migrations/index.ts';
import { defineServerPlugin } from '@app/core/plugin-api';
import { authManifest, authService, PERMISSION_NAMES, type AuthService } from '../shared/index.ts';
import { TENANT_FILTER } from '@app/core/server';
import { authEntities, UserEntity } from './auth.entities.ts';
import { authHandlers } from './auth.handlers.ts';
import { authDirectory } from './directory.service.ts';
import { principalResolver } from './session.service.ts';
import { purgeExpiredTokens } from './site.service.ts';
import { siteHandlers } from './site.handlers.ts';
import { usersHandlers } from './users.handlers.ts';
import { verifyViewToken } from './view-token.ts';
import { userDirectory } from './directory.ts';

/** Expired tokens and old rate-limit records: a durable job every ten minutes, one firing across replicas. */
export const PURGE_JOB = 'auth.purge-expired';

export const authServerPlugin = defineServerPlugin({
  manifest: authManifest,
  migrations: authMigrations,
  permissions: PERMISSION_NAMES,
  entities: authEntities,
  provides: authService,
  setup(ctx) {
    const service: AuthService = {
      directory: { ...userDirectory(ctx), ...authDirectory(ctx.orm) },
      verifyViewToken: (token, id) => verifyViewToken(ctx.orm.em.fork(), token, id),
      async userNames(organizationId, ids) {
        const unique = [...new Set(ids)].filter((id) => /^[0-9a-f]{24}$/i.test(id));
        if (!unique.length) return {};
        const em = ctx.orm.em.fork();
        em.setFilterParams(TENANT_FILTER, { organization: organizationId });
        const users = await em.find(UserEntity, { id: { $in: unique } }, { fields: ['id', 'username'] });
        return Object.fromEntries(users.map((u) => [String(u.id), u.username]));
      },
    };
    return {
      service,
      principalResolver: principalResolver(ctx.permissionGrants),
      routes(app) {
        authHandlers(app, ctx);
        usersHandlers(app, ctx);
        siteHandlers(app, ctx);
      },
      jobs: { [PURGE_JOB]: { handler: () => purgeExpiredTokens(ctx.orm.em.fork()), retryLimit: 1 } },
      onReady: async () => {
        await ctx.jobs.schedule(PURGE_JOB, '*/10 * * * *', {});
      },
    };
  },
});

export { authEntities, UserEntity };
export { hashPassword } from './crypto.ts';
export { OrganizationEntity } from './auth.entities.ts';
export { createSuperUser } from './superuser.ts';
