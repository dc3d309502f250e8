import type { RouteRegistrar } from '@app/core/plugin-api';
import { walletRoutes as r } from '../shared/index.ts';
import { billingService } from './billing.service.ts';
import type { DemoWalletKeys } from './wallet/demo-key.ts';
import { allocateWallet, getWallet } from './wallet/wallet.service.ts';

/** The signed-in user's own balance and USDT deposit address [000:118]; `demo`: this app's demo keys. */
export function walletHandlers(app: RouteRegistrar, demo: DemoWalletKeys) {
  app.route(r.getBalance, async ({ em, principal }) => ({
    credits_balance: await billingService.balance(em, principal.userId),
  }));

  app.route(r.getWallet, async ({ em, principal, query }) =>
    getWallet(em, principal.userId, query.chain ?? 'TRC20', demo),
  );

  app.route(r.allocateWallet, async ({ em, principal, body }) =>
    allocateWallet(
      em,
      { userId: principal.userId, organizationId: principal.organizationId, chain: body?.chain ?? 'TRC20' },
      demo,
    ),
  );
}
