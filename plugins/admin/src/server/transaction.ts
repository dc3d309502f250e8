import type { EntityManager } from '@mikro-orm/postgresql';

/** Runs `fn` in the caller's transaction, or in a new one when there is none. */
export const inTransaction = <T>(em: EntityManager, fn: (tx: EntityManager) => Promise<T>): Promise<T> =>
  em.isInTransaction() ? fn(em) : em.transactional((tx) => fn(tx as EntityManager));

/**
 * Serialises every balance-changing operation of one user until the transaction ends: two concurrent
 * charges queue here, so the second one sees the first one's ledger line and can never overdraw.
 */
export async function lockUserBalance(tx: EntityManager, userId: string): Promise<void> {
  await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`admin-balance:${userId}`]);
}

/** The ledger's sum, computed in the database (inside the caller's transaction when there is one). */
export async function ledgerBalanceUnits(em: EntityManager, userId: string): Promise<number> {
  const [row] = await em.execute<{ units: string }[]>(
    'select coalesce(sum(amount), 0) * 10000 as units from admin_credit_entry where user_id = ?',
    [userId],
  );
  return Math.round(Number(row?.units ?? 0));
}
