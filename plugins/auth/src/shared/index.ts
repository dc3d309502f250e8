import { bindRoutes, type Http } from '@app/core/client';
import * as authRoutes from './auth.routes.ts';
import * as siteRoutes from './site.routes.ts';
import * as usersRoutes from './users.routes.ts';

export * from './messages.ts';
export * from './permissions.ts';
export * from './user.schema.ts';
export * from './validation.ts';
export * from './manifest.ts';
export * from './directory.ts';
export { authRoutes, usersRoutes, siteRoutes };

const { LoginResponseSchema: _l, ...authCalls } = authRoutes;
/** Every call of the auth plugin as one route map (typed client input). */
export const authApi = { ...authCalls, ...usersRoutes, ...siteRoutes };

export const createAuthClient = (http: Http) => bindRoutes(http, authApi);
export type AuthClient = ReturnType<typeof createAuthClient>;
export * from './service.ts';
