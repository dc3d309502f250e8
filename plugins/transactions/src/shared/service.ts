import { createServiceRef } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TransactionField, TransactionInput } from './model.ts';

/** What one `store` call wrote: new rows, rows already stored (same account and reference), new rows linked to a client. */
export interface StoreResult {
  inserted: number;
  duplicates: number;
  linked: number;
}

/**
 * The transaction store for the readers and import jobs (issue 26 §2). Items are checked and written in
 * one statement, each linked to the client whose dossier holds its account; a reference already stored
 * for the account is skipped, so re-importing a statement writes nothing. An item with an impossible
 * date throws `InvalidTransactionError` and nothing of the call is written.
 */
export interface TransactionsService {
  store(
    em: EntityManager,
    organizationId: string,
    items: readonly TransactionInput[],
    opts?: { importId?: string },
  ): Promise<StoreResult>;
  /**
   * Links stored transactions that no client held when they were stored to the client whose dossier holds
   * their account now (after an account number is approved); answers how many were linked.
   */
  relink(em: EntityManager, organizationId: string): Promise<{ linked: number }>;
}

/** An item the schema lets through but storage cannot take (a 31 February): its index in the call and its field. */
export class InvalidTransactionError extends Error {
  constructor(
    readonly index: number,
    readonly field: TransactionField,
    reason: string,
  ) {
    super(reason);
    this.name = 'InvalidTransactionError';
  }
}

export const transactionsService = createServiceRef<TransactionsService>('transactions');
