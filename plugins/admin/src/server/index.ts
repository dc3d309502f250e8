import { adminMigrations } from './migrations/index.ts';
import { defineLegacyServerPlugin } from '@app/core/plugin-api';
import { adminManifest, type AdminServices, type UserProfileSource } from '../shared/index.ts';
import { adminEntities } from './admin.entities.ts';
import { adminHandlers } from './admin.handlers.ts';
import { walletHandlers } from './wallet.handlers.ts';
import { billingService } from './billing.service.ts';
import { demoKeysOf, enableDemoWallet } from './wallet/demo-key.ts';

const profileSources = new WeakMap<object, UserProfileSource[]>();
export const profileSourcesOf = (ctx: { orm: object }): UserProfileSource[] => {
  if (!profileSources.has(ctx.orm)) profileSources.set(ctx.orm, []);
  return profileSources.get(ctx.orm)!;
};

/** Back office (super users), the credit ledger and subscriptions, and USDT deposit wallets. */
export const adminServerPlugin = defineLegacyServerPlugin({
  manifest: adminManifest,
  migrations: adminMigrations,
  entities: adminEntities,
  routes(app, ctx) {
    adminHandlers(app, ctx, profileSourcesOf(ctx));
    walletHandlers(app, ctx);
  },
  services: (ctx): AdminServices => ({
    billing: billingService,
    registerUserProfileSource: (source) => void profileSourcesOf(ctx).push(source),
    enableDemoWallet: (env) => enableDemoWallet(demoKeysOf(ctx), ctx.config.dataDir, env),
  }),
});

export { adminEntities, billingService };
export { activateSubscription, subscriptionOf } from './subscription.service.ts';
export { giveCredits } from './credits.service.ts';
