import { HttpError } from '@app/core/server';
import { newId } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_MESSAGES as M, type Subscription } from '../shared/index.ts';
import { CreditEntryEntity, SubscriptionEntity } from './admin.entities.ts';
import { formatCredits, fromUnits, toUnits } from './money.ts';
import { currentPlatformControl } from './platform-control.service.ts';
import { inTransaction, ledgerBalanceUnits, lockUserBalance } from './transaction.ts';

/** A subscription period lasts 30 days (the seed is silent; ADR 0021). */
export const SUBSCRIPTION_DAYS = 30;

interface SubRow {
  id: string;
  amountRows: number;
  rowsUsed: number;
  activatedAt: Date;
  expireAt: Date;
  cost: number;
}

const SELECT = `select id, amount_rows as "amountRows", rows_used as "rowsUsed", activated_at as "activatedAt",
  expire_at as "expireAt", cost from admin_subscription`;

const toRow = (r: Record<string, unknown>): SubRow => ({
  id: String(r.id),
  amountRows: Number(r.amountRows),
  rowsUsed: Number(r.rowsUsed),
  activatedAt: new Date(r.activatedAt as string),
  expireAt: new Date(r.expireAt as string),
  cost: Number(r.cost),
});

/** The running period with rows left, if any (read in the caller's transaction). */
export async function activeSubscription(em: EntityManager, userId: string, now = new Date()): Promise<SubRow | null> {
  const rows = await em.execute<Record<string, unknown>[]>(
    `${SELECT} where user_id = ? and expire_at > ? and rows_used < amount_rows order by activated_at desc limit 1`,
    [userId, now],
  );
  return rows[0] ? toRow(rows[0]) : null;
}

export function remainingTime(expireAt: Date | null, now = new Date()) {
  const minutesLeft = expireAt ? Math.max(0, Math.floor((expireAt.getTime() - now.getTime()) / 60_000)) : 0;
  return {
    days: Math.floor(minutesLeft / 1440),
    hours: Math.floor((minutesLeft % 1440) / 60),
    minutes: minutesLeft % 60,
  };
}

/** The user's latest subscription with its state and remaining time [000:77]. */
export async function subscriptionOf(em: EntityManager, userId: string, now = new Date()): Promise<Subscription> {
  const [raw] = await em.execute<Record<string, unknown>[]>(
    `${SELECT} where user_id = ? order by activated_at desc limit 1`,
    [userId],
  );
  if (!raw) {
    return {
      status: 'none',
      activated_at: null,
      expire_at: null,
      subscription_amount_rows: 0,
      rows_used: 0,
      subscription_cost: 0,
      remaining: remainingTime(null),
    };
  }
  const s = toRow(raw);
  const status = s.expireAt <= now ? 'expired' : s.rowsUsed >= s.amountRows ? 'used' : 'active';
  return {
    status,
    activated_at: s.activatedAt.toISOString(),
    expire_at: s.expireAt.toISOString(),
    subscription_amount_rows: s.amountRows,
    rows_used: s.rowsUsed,
    subscription_cost: s.cost,
    remaining: remainingTime(status === 'active' ? s.expireAt : null, now),
  };
}

/**
 * Starts a period of `subscription_amount_rows` rows for `subscription_cost` credits (charged on the
 * ledger); refused while a period with rows left is running, or when the credits do not cover the cost.
 */
export async function activateSubscription(
  em: EntityManager,
  input: { userId: string; organizationId: string; activatedBy: string },
  now = new Date(),
) {
  return inTransaction(em, async (tx) => {
    await lockUserBalance(tx, input.userId);
    const running = await activeSubscription(tx, input.userId, now);
    if (running)
      throw new HttpError(
        409,
        M.subscriptionActive(running.expireAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC'),
      );
    const control = await currentPlatformControl(tx);
    const costUnits = toUnits(control.subscription_cost);
    const balance = await ledgerBalanceUnits(tx, input.userId);
    if (balance - costUnits < 0) {
      throw new HttpError(
        402,
        M.subscriptionNotAffordable(formatCredits(fromUnits(costUnits)), formatCredits(fromUnits(balance))),
        undefined,
        { fee: fromUnits(costUnits), balance: fromUnits(balance) },
      );
    }
    const id = newId();
    let ledgerEntryId: string | null = null;
    if (costUnits > 0) {
      ledgerEntryId = newId();
      await tx.insert(CreditEntryEntity, {
        id: ledgerEntryId,
        organization: input.organizationId,
        userId: input.userId,
        type: 'subscription',
        amount: -fromUnits(costUnits),
        datetime: now,
        initiator: input.activatedBy,
        comment: `Subscription: ${control.subscription_amount_rows} rows for ${SUBSCRIPTION_DAYS} days`,
        reference: id,
      });
    }
    await tx.insert(SubscriptionEntity, {
      id,
      organization: input.organizationId,
      userId: input.userId,
      activatedAt: now,
      expireAt: new Date(now.getTime() + SUBSCRIPTION_DAYS * 86_400_000),
      amountRows: control.subscription_amount_rows,
      rowsUsed: 0,
      cost: control.subscription_cost,
      costPerRow: control.subscription_cost_per_row,
      activatedBy: input.activatedBy,
      ledgerEntryId,
    });
    return subscriptionOf(tx, input.userId, now);
  });
}
