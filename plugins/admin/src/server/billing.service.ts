import { HttpError, badRequest } from '@app/core/server';
import { newId } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ADMIN_MESSAGES as M,
  type BillingService,
  type ChargeRowsInput,
  type ChargeRowsResult,
  type QuoteRowsResult,
} from '../shared/index.ts';
import { CreditEntryEntity, UsageEntity } from './admin.entities.ts';
import { formatCredits, fromUnits, toUnits } from './money.ts';
import { currentPlatformControl } from './platform-control.service.ts';
import { activeSubscription } from './subscription.service.ts';
import { inTransaction, ledgerBalanceUnits, lockUserBalance } from './transaction.ts';

const MAX_ROWS = 1_000_000_000;

function checkRows(rows: number): void {
  if (!Number.isSafeInteger(rows) || rows < 0 || rows > MAX_ROWS) throw badRequest(M.rowsInvalid, 'rows');
}

interface Split {
  subscriptionId: string | null;
  subscriptionRows: number;
  creditRows: number;
  feeUnits: number;
  costPerRow: number;
  via: ChargeRowsResult['via'];
}

/** Subscription rows first, the rest at `subscription_cost_per_row` from credits. */
async function split(em: EntityManager, userId: string, rows: number): Promise<Split> {
  const sub = await activeSubscription(em, userId);
  const subscriptionRows = sub ? Math.min(rows, sub.amountRows - sub.rowsUsed) : 0;
  const creditRows = rows - subscriptionRows;
  const costPerRow = (await currentPlatformControl(em)).subscription_cost_per_row;
  const feeUnits = creditRows * toUnits(costPerRow);
  const via = subscriptionRows > 0 && creditRows === 0 ? 'subscription' : subscriptionRows > 0 ? 'mixed' : 'credits';
  return { subscriptionId: sub?.id ?? null, subscriptionRows, creditRows, feeUnits, costPerRow, via };
}

export async function chargeRows(em: EntityManager, input: ChargeRowsInput): Promise<ChargeRowsResult> {
  checkRows(input.rows);
  return inTransaction(em, async (tx) => {
    await lockUserBalance(tx, input.userId);
    const s = await split(tx, input.userId, input.rows);
    if (s.feeUnits > 0) {
      const balance = await ledgerBalanceUnits(tx, input.userId);
      if (balance - s.feeUnits < 0) {
        throw new HttpError(
          402,
          M.notEnoughCredits(formatCredits(fromUnits(s.feeUnits)), formatCredits(fromUnits(balance))),
          undefined,
          { fee: fromUnits(s.feeUnits), balance: fromUnits(balance) },
        );
      }
    }
    if (s.subscriptionId && s.subscriptionRows > 0) {
      await tx.execute('update admin_subscription set rows_used = rows_used + ? where id = ?', [
        s.subscriptionRows,
        s.subscriptionId,
      ]);
    }
    const comment = (input.comment ?? '').slice(0, 500);
    const reference = input.reference ?? null;
    let ledgerEntryId: string | null = null;
    if (s.feeUnits > 0) {
      ledgerEntryId = newId();
      await tx.insert(CreditEntryEntity, {
        id: ledgerEntryId,
        organization: input.organizationId,
        userId: input.userId,
        type: 'conversion',
        amount: -fromUnits(s.feeUnits),
        datetime: new Date(),
        initiator: input.userId,
        comment,
        reference,
      });
    }
    const usageId = newId();
    await tx.insert(UsageEntity, {
      id: usageId,
      organization: input.organizationId,
      userId: input.userId,
      rows: input.rows,
      subscriptionRows: s.subscriptionRows,
      creditRows: s.creditRows,
      fee: fromUnits(s.feeUnits),
      costPerRow: s.costPerRow,
      via: s.via,
      reference,
      filename: (input.filename ?? '').slice(0, 300),
      filesize: Math.max(0, Math.trunc(input.filesize ?? 0)),
      comment,
      createdAt: new Date(),
    });
    return {
      fee: fromUnits(s.feeUnits),
      via: s.via,
      subscriptionRows: s.subscriptionRows,
      creditRows: s.creditRows,
      costPerRow: s.costPerRow,
      usageId,
      ledgerEntryId,
    };
  });
}

export async function quoteRows(em: EntityManager, input: { userId: string; rows: number }): Promise<QuoteRowsResult> {
  checkRows(input.rows);
  const s = await split(em, input.userId, input.rows);
  const balance = fromUnits(await ledgerBalanceUnits(em, input.userId));
  return {
    fee: fromUnits(s.feeUnits),
    via: s.via,
    subscriptionRows: s.subscriptionRows,
    creditRows: s.creditRows,
    costPerRow: s.costPerRow,
    balance,
  };
}

export const billingService: BillingService = {
  chargeRows,
  quoteRows,
  balance: async (em, userId) => fromUnits(await ledgerBalanceUnits(em, userId)),
};
