import { adminMigrations } from './migrations/index.ts';
import { defineServerPlugin } from '@app/core/plugin-api';
import { authService } from '@app/plugin-auth/shared';
import { adminManifest, adminService, type UserProfileSource } from '../shared/index.ts';
import { adminEntities } from './admin.entities.ts';
import { adminHandlers } from './admin.handlers.ts';
import { walletHandlers } from './wallet.handlers.ts';
import { billingService } from './billing.service.ts';
import { enableDemoWallet, type DemoWalletKeys } from './wallet/demo-key.ts';

/** Back office (super users), the credit ledger and subscriptions, and USDT deposit wallets. */
export const adminServerPlugin = defineServerPlugin({
  manifest: adminManifest,
  migrations: adminMigrations,
  entities: adminEntities,
  deps: { auth: authService },
  provides: adminService,
  setup(ctx, { auth }) {
    // Per app (several test apps share one process): what other plugins register, and the demo keys.
    const profileSources: UserProfileSource[] = [];
    const demoKeys: DemoWalletKeys = {};
    return {
      service: {
        billing: billingService,
        registerUserProfileSource: (source) => void profileSources.push(source),
        enableDemoWallet: (env) => enableDemoWallet(demoKeys, ctx.config.dataDir, env),
      },
      routes(app) {
        adminHandlers(app, auth, profileSources);
        walletHandlers(app, demoKeys);
      },
    };
  },
});

export { adminEntities, billingService };
export { activateSubscription, subscriptionOf } from './subscription.service.ts';
export { giveCredits } from './credits.service.ts';
