import { ApiError, createFakeHttp, type FakeHandlers, type FakeHttpOptions, type Http } from '@app/core/client';
import {
  ADMIN_MESSAGES as M,
  adminApi,
  type BoUser,
  type BoUserDetail,
  type PlatformControl,
  type UsageRow,
  type Wallet,
} from '../shared/index.ts';
import {
  boUserDetailBuilder,
  boUsersBuilder,
  creditEntryBuilder,
  platformControlBuilder,
  subscriptionBuilder,
  usageRowsBuilder,
  walletBuilder,
} from './admin.builders.ts';

export interface AdminFakeState {
  users: BoUser[];
  details: Record<string, BoUserDetail>;
  usage: UsageRow[];
  platformControl: PlatformControl;
  wallet: Wallet;
  balance: number;
}

export type AdminHandlers = FakeHandlers<typeof adminApi>;

export function adminFakeState(over: Partial<AdminFakeState> = {}): AdminFakeState {
  const users = boUsersBuilder();
  const details = Object.fromEntries(users.map((user) => [user._id, boUserDetailBuilder({ user })]));
  return {
    users,
    details,
    usage: usageRowsBuilder(),
    platformControl: platformControlBuilder(),
    wallet: walletBuilder(),
    balance: 42.5,
    ...over,
  };
}

const SAMPLE_ADDRESS = 'TY72iA3SBtrds3QLYsS7LwYfkzXwAXCRWT';

/** An `Http` answering every admin call from `state` like the server would (validation messages included). */
export function createAdminFakeHttp(
  state: AdminFakeState = adminFakeState(),
  handlers: AdminHandlers = {},
  options?: FakeHttpOptions,
): Http {
  const detail = (id: string) => {
    const found = state.details[id];
    if (!found) throw new ApiError(404, { message: M.userNotFound });
    return found;
  };
  const defaults: AdminHandlers = {
    getUsers: () => ({ users: state.users }),
    getUserDetail: ({ id }) => detail(id),
    giveCredit: ({ user_id, amount, comment }) => {
      const d = detail(user_id);
      if (!(amount > 0) || amount > 1_000_000)
        throw new ApiError(400, { message: M.amountInvalid, errors: [{ field: 'amount', message: M.amountInvalid }] });
      d.credits = [
        creditEntryBuilder({ amount, comment: comment ?? '', datetime: new Date().toISOString() }),
        ...d.credits,
      ];
      d.credits_balance = Math.round((d.credits_balance + amount) * 100) / 100;
      return { message: M.creditAdded, credits_balance: d.credits_balance };
    },
    activateSubscription: ({ user_id }) => {
      const d = detail(user_id);
      if (d.subscription.status === 'active')
        throw new ApiError(409, { message: M.subscriptionActive(d.subscription.expire_at ?? '') });
      const cost = state.platformControl.subscription_cost;
      if (d.credits_balance < cost)
        throw new ApiError(402, {
          message: M.subscriptionNotAffordable(cost.toFixed(2), d.credits_balance.toFixed(2)),
        });
      const now = new Date();
      d.subscription = subscriptionBuilder({
        activated_at: now.toISOString(),
        expire_at: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
        rows_used: 0,
        subscription_amount_rows: state.platformControl.subscription_amount_rows,
        subscription_cost: cost,
        remaining: { days: 30, hours: 0, minutes: 0 },
      });
      d.credits = [
        creditEntryBuilder({
          type: 'subscription',
          amount: -cost,
          datetime: now.toISOString(),
          comment: 'Subscription',
        }),
        ...d.credits,
      ];
      d.credits_balance -= cost;
      return { message: M.subscriptionActivated, subscription: d.subscription, credits_balance: d.credits_balance };
    },
    getUsageInfo: ({ startDate, endDate }) => {
      if (startDate > endDate) throw new ApiError(400, { message: M.dateOrder });
      return { result: state.usage, startDate, endDate };
    },
    getPlatformControl: () => ({ platformControl: state.platformControl }),
    setPlatformControl: (input) => {
      for (const k of ['subscription_cost', 'subscription_amount_rows', 'subscription_cost_per_row'] as const) {
        if (!(input[k] >= 0 && input[k] <= 1000))
          throw new ApiError(400, {
            message: M.checkSpecifiedValue,
            errors: [{ field: k, message: M.checkSpecifiedValue }],
          });
      }
      state.platformControl = { ...input, last_updated_at: new Date().toISOString() };
      return { message: M.changesSaved, platformControl: state.platformControl };
    },
    getBalance: () => ({ credits_balance: state.balance }),
    getWallet: () => state.wallet,
    allocateWallet: () => {
      if (!state.wallet.configured) return state.wallet;
      state.wallet = { ...state.wallet, address: state.wallet.address ?? SAMPLE_ADDRESS };
      return state.wallet;
    },
  };
  return createFakeHttp(adminApi, { ...defaults, ...handlers }, options);
}
