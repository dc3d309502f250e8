import { newId } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CreditEntry } from '../shared/index.ts';
import { CreditEntryEntity } from './admin.entities.ts';
import { fromUnits } from './money.ts';
import { inTransaction, ledgerBalanceUnits, lockUserBalance } from './transaction.ts';

/** Appends a credit line given by a super user; returns the new balance. */
export async function giveCredits(
  em: EntityManager,
  input: { userId: string; organizationId: string; amount: number; initiator: string; comment?: string },
) {
  return inTransaction(em, async (tx) => {
    await lockUserBalance(tx, input.userId);
    await tx.insert(CreditEntryEntity, {
      id: newId(),
      organization: input.organizationId,
      userId: input.userId,
      type: 'credit',
      amount: input.amount,
      datetime: new Date(),
      initiator: input.initiator,
      comment: (input.comment ?? '').trim(),
      reference: null,
    });
    return fromUnits(await ledgerBalanceUnits(tx, input.userId));
  });
}

/** The user's ledger, newest first. */
export async function creditList(em: EntityManager, userId: string, limit = 500): Promise<CreditEntry[]> {
  const rows = await em.find(
    CreditEntryEntity,
    { userId },
    { orderBy: { datetime: 'desc', id: 'desc' }, limit, filters: false },
  );
  return rows.map((r) => ({
    _id: r.id,
    type: r.type as CreditEntry['type'],
    amount: Number(r.amount),
    datetime: r.datetime.toISOString(),
    initiator: r.initiator,
    comment: r.comment,
    reference: r.reference ?? null,
  }));
}
