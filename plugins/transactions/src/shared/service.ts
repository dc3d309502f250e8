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
 * Which stored transactions a report or a check reads (issue 26 §3): one import, a booking period
 * (days, `to` included) optionally of one client, or explicit ids (an alert's or a case's).
 */
export type TransactionSelection =
  { importId: string } | { from: string; to: string; companyId?: string } | { ids: readonly string[] };

/** A stored transaction as read back: the model's fields (absent ones left out) and its links. */
export type StoredTransaction = TransactionInput & { id: string; company_id: string | null; import_id: string | null };

/**
 * The transaction store for the readers and import jobs (issue 26 §2). Items are checked and written in
 * one transaction (COPY into a staging table, then one insert; ADR 0081), each linked to the client
 * whose dossier holds its account; a reference already stored for the account is skipped, so re-importing a statement writes nothing. An item with an impossible
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
   * `store` for an import: batches (e.g. 1,000 items) are written two at a time, each in one transaction
   * on a connection of its own, while the next batch is read (parsing and PostgreSQL overlap, ADR 0082;
   * which of two adjacent batches stores a reference both hold is not fixed); the dossier's accounts are
   * read once. `onBatch` runs after each batch is committed, in order (progress). An invalid item throws
   * `InvalidTransactionError` with its index counted from the stream's first item: the batches before
   * its batch are stored, its batch and the rest are not. Answers the totals.
   */
  storeStream(
    em: EntityManager,
    organizationId: string,
    batches: AsyncIterable<readonly TransactionInput[]> | Iterable<readonly TransactionInput[]>,
    opts?: {
      importId?: string;
      onBatch?: (batch: StoreResult, total: StoreResult) => void | Promise<void>;
    },
  ): Promise<StoreResult>;
  /**
   * Links stored transactions that no client held when they were stored to the client whose dossier holds
   * their account now (after an account number is approved); answers how many were linked.
   */
  relink(em: EntityManager, organizationId: string): Promise<{ linked: number }>;
  /** How many stored transactions of the organisation the selection holds. */
  count(em: EntityManager, organizationId: string, selection: TransactionSelection): Promise<number>;
  /**
   * The selection in booking order, one page at a time (keyset on booking time and id: every page is
   * one indexed read, memory stays flat however many rows the selection holds).
   */
  select(
    em: EntityManager,
    organizationId: string,
    selection: TransactionSelection,
    opts?: { pageSize?: number },
  ): AsyncGenerator<StoredTransaction[]>;
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
