import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The billing contract other plugins use through `adminService` (declare `deps: { admin: adminService }`):
 *
 *   setup(ctx, { admin }) { ... }
 *   await em.transactional(async (tx) => {
 *     const file = ...record the converted file with tx...;
 *     const charge = await admin.billing.chargeRows(tx, { organizationId, userId, rows, reference: file.id, comment });
 *   });
 *
 * `chargeRows` runs inside the caller's transaction (it opens one only when the EntityManager is not
 * in a transaction yet), takes a per-user transaction-scoped advisory lock, uses the user's active
 * subscription first, then credits at the platform's `subscription_cost_per_row`, and throws an
 * HttpError 402 (message ADMIN_MESSAGES.notEnoughCredits, extra {fee, balance}) when the credits
 * would go below zero, in which case nothing is recorded and the caller's transaction must roll back.
 */
export interface ChargeRowsInput {
  organizationId: string;
  userId: string;
  /** Converted rows (whole number >= 0). */
  rows: number;
  /** The caller's record (e.g. the converted file's id), kept on the ledger and usage lines. */
  reference?: string | null;
  comment?: string;
  /** Shown in the back office's uploaded files of the user [000:61]. */
  filename?: string;
  filesize?: number;
}

export interface ChargeRowsResult {
  /** Credits charged (0 when the subscription covered every row), 4 decimals at most. */
  fee: number;
  via: 'subscription' | 'credits' | 'mixed';
  subscriptionRows: number;
  creditRows: number;
  costPerRow: number;
  /** The usage line recorded for this charge. */
  usageId: string;
  /** The ledger line of the credit part, null when no credits were charged. */
  ledgerEntryId: string | null;
}

/** What the charge of `rows` would cost now, without charging (for a fee preview). */
export interface QuoteRowsResult {
  fee: number;
  via: ChargeRowsResult['via'];
  subscriptionRows: number;
  creditRows: number;
  costPerRow: number;
  balance: number;
}

export interface BillingService {
  chargeRows(em: EntityManager, input: ChargeRowsInput): Promise<ChargeRowsResult>;
  quoteRows(em: EntityManager, input: { userId: string; rows: number }): Promise<QuoteRowsResult>;
  /** The user's credit balance: the ledger's sum, computed in the database. */
  balance(em: EntityManager, userId: string): Promise<number>;
}

/** Parts of a user's profile another plugin contributes to the back office's user detail. */
export interface UserProfileParts {
  userInformation?: Record<string, unknown> | null;
  userAddress?: Record<string, unknown> | null;
  userPhone?: Record<string, unknown> | null;
}
export type UserProfileSource = (
  em: EntityManager,
  user: { userId: string; organizationId: string },
) => Promise<UserProfileParts | null>;

export interface AdminServices {
  billing: BillingService;
  /** A plugin that owns user information (FIU user info) registers its reader once, e.g. in onReady. */
  registerUserProfileSource(source: UserProfileSource): void;
  /**
   * Start-up of the demo (ADR 0065): without WALLET_TRC20_XPUB and with SEED_DEMO not 0, wallets use a key
   * generated once into `<dataDir>/demo-wallet-xpub`, flagged `demo`. Returns that file, or null (production).
   */
  enableDemoWallet(env?: Record<string, string | undefined>): { file: string; created: boolean } | null;
}
