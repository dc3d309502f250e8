import { badRequest, notFound } from '@app/core/server';
import type { RouteRegistrar } from '@app/core/plugin-api';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthDirectory, AuthService } from '@app/plugin-auth/shared';
import { ADMIN_MESSAGES as M, boRoutes as r, type BoUserDetail, type UserProfileSource } from '../shared/index.ts';
import { billingService } from './billing.service.ts';
import { creditList, giveCredits } from './credits.service.ts';
import { currentPlatformControl, savePlatformControl } from './platform-control.service.ts';
import { activateSubscription, subscriptionOf } from './subscription.service.ts';
import { uploadedFiles, usageBetween } from './usage.service.ts';
import { getWallet } from './wallet/wallet.service.ts';

const hasAtMostDecimals = (value: number, decimals: number) =>
  Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) < 1e-6;

async function userOr404(directory: AuthDirectory, id: string) {
  const user = await directory.findUser(id);
  if (!user) throw notFound(M.userNotFound);
  return user;
}

async function profileOf(
  em: EntityManager,
  sources: UserProfileSource[],
  user: { userId: string; organizationId: string },
) {
  const parts = { userInformation: null, userAddress: null, userPhone: null } as Pick<
    BoUserDetail,
    'userInformation' | 'userAddress' | 'userPhone'
  >;
  for (const source of sources) Object.assign(parts, await source(em, user));
  return parts;
}

/** Back-office calls [000:124-129]: super users only (the contract's `superUser` flag, checked by core). */
export function adminHandlers(app: RouteRegistrar, auth: AuthService, profileSources: UserProfileSource[]) {
  const directory = () => auth.directory;

  app.route(r.getUsers, async () => ({ users: await directory().listUsers() }));

  app.route(r.getUserDetail, async ({ em, query }) => {
    const user = await userOr404(directory(), query.id);
    const [credits, subscription, files, loginHistory, wallet, balance] = await Promise.all([
      creditList(em, user._id),
      subscriptionOf(em, user._id),
      uploadedFiles(em, user._id),
      directory().loginHistory(user._id),
      getWallet(em, user._id, 'TRC20'),
      billingService.balance(em, user._id),
    ]);
    const profile = await profileOf(em, profileSources, { userId: user._id, organizationId: user.organization._id });
    const initiators = new Map<string, string>();
    for (const id of new Set(credits.map((c) => c.initiator))) {
      const found = id === user._id ? user : await directory().findUser(id);
      if (found) initiators.set(id, found.email);
    }
    return {
      user,
      credits_balance: balance,
      subscription,
      files,
      loginHistory,
      ...profile,
      credits: credits.map((c) =>
        initiators.has(c.initiator) ? { ...c, initiator_email: initiators.get(c.initiator) } : c,
      ),
      wallet: wallet.address ? { address: wallet.address, chain: wallet.chain } : null,
    };
  });

  app.route(r.giveCredit, async ({ em, body, principal }) => {
    if (!hasAtMostDecimals(body.amount, 2)) throw badRequest(M.amountInvalid, 'amount');
    const user = await userOr404(directory(), body.user_id);
    const balance = await giveCredits(em, {
      userId: user._id,
      organizationId: user.organization._id,
      amount: body.amount,
      initiator: principal.userId,
      comment: body.comment,
    });
    return { message: M.creditAdded, credits_balance: balance };
  });

  app.route(r.activateSubscription, async ({ em, body, principal }) => {
    const user = await userOr404(directory(), body.user_id);
    const subscription = await activateSubscription(em, {
      userId: user._id,
      organizationId: user.organization._id,
      activatedBy: principal.userId,
    });
    return {
      message: M.subscriptionActivated,
      subscription,
      credits_balance: await billingService.balance(em, user._id),
    };
  });

  app.route(r.getUsageInfo, async ({ em, query }) => {
    const emails = new Map((await directory().listUsers()).map((u) => [u._id, u.email]));
    return usageBetween(em, query.startDate, query.endDate, (id) => emails.get(id));
  });

  app.route(r.getPlatformControl, async ({ em }) => ({ platformControl: await currentPlatformControl(em) }));

  app.route(r.setPlatformControl, async ({ em, body, principal }) => {
    if (!hasAtMostDecimals(body.subscription_cost, 2)) throw badRequest(M.checkSpecifiedValue, 'subscription_cost');
    if (!hasAtMostDecimals(body.subscription_cost_per_row, 4))
      throw badRequest(M.checkSpecifiedValue, 'subscription_cost_per_row');
    return { message: M.changesSaved, platformControl: await savePlatformControl(em, body, principal.userId) };
  });
}
