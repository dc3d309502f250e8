import { bindRoutes, type Http } from '@app/core/client';
import * as boRoutes from './admin.routes.ts';
import * as walletRoutes from './wallet.routes.ts';

export * from './messages.ts';
export * from './admin.schema.ts';
export * from './billing.ts';
export * from './manifest.ts';
export { boRoutes, walletRoutes };

/** Every call of the admin plugin as one route map (typed client input). */
export const adminApi = { ...boRoutes, ...walletRoutes };
export const createAdminClient = (http: Http) => bindRoutes(http, adminApi);
export type AdminClient = ReturnType<typeof createAdminClient>;
export * from './service.ts';
