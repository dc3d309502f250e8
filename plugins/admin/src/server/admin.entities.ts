import { createdAtProperty, idProperty, organizationProperty } from '@app/core/server';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

const money = () => p.decimal('number').precision(18).scale(4);

/** Append-only credit ledger [000:61]: a credit is positive, a charge negative; the balance is SUM(amount). */
export const CreditEntryEntity = defineEntity({
  name: 'CreditEntry',
  tableName: 'admin_credit_entry',
  indexes: [{ properties: ['userId', 'datetime'] }],
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    userId: p.string().length(24),
    type: p.string().length(16),
    amount: money(),
    datetime: createdAtProperty(),
    /** The user id of who caused the line (the super user giving credits, the converting user). */
    initiator: p.string().length(24),
    comment: p.string().length(500).default(''),
    reference: p.string().length(64).nullable(),
  },
});
export type CreditEntryRow = InferEntity<typeof CreditEntryEntity>;

/** A subscription period [000:61, 77]: `amountRows` rows for `cost` until `expireAt`; terms copied at activation. */
export const SubscriptionEntity = defineEntity({
  name: 'Subscription',
  tableName: 'admin_subscription',
  indexes: [{ properties: ['userId', 'activatedAt'] }],
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    userId: p.string().length(24),
    activatedAt: p.datetime(),
    expireAt: p.datetime(),
    amountRows: p.integer(),
    rowsUsed: p.integer().default(0),
    cost: money(),
    costPerRow: money(),
    activatedBy: p.string().length(24),
    ledgerEntryId: p.string().length(24).nullable(),
  },
});
export type SubscriptionRow = InferEntity<typeof SubscriptionEntity>;

/** One charged conversion (usage by dates, uploaded files of the back office). */
export const UsageEntity = defineEntity({
  name: 'Usage',
  tableName: 'admin_usage',
  indexes: [{ properties: ['createdAt'] }, { properties: ['userId', 'createdAt'] }],
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    userId: p.string().length(24),
    rows: p.integer(),
    subscriptionRows: p.integer(),
    creditRows: p.integer(),
    fee: money(),
    costPerRow: money(),
    via: p.string().length(16),
    reference: p.string().length(64).nullable(),
    filename: p.string().length(300).default(''),
    filesize: p.bigint('number').default(0),
    comment: p.string().length(500).default(''),
    createdAt: createdAtProperty(),
  },
});
export type UsageRowEntity = InferEntity<typeof UsageEntity>;

/** Every saved platform control [000:62]; the newest row is current (the history is kept). */
export const PlatformControlEntity = defineEntity({
  name: 'PlatformControl',
  tableName: 'admin_platform_control',
  properties: {
    id: idProperty(),
    subscriptionCost: money(),
    subscriptionAmountRows: p.integer(),
    subscriptionCostPerRow: money(),
    emailsSendOut: p.string().length(3),
    updatedBy: p.string().length(24).nullable(),
    lastUpdatedAt: createdAtProperty(),
  },
});
export type PlatformControlRow = InferEntity<typeof PlatformControlEntity>;

/** The user's USDT deposit address, derived from the operator's xpub at `derivationIndex` (no private key). */
export const WalletEntity = defineEntity({
  name: 'Wallet',
  tableName: 'admin_wallet',
  uniques: [{ properties: ['chain', 'derivationIndex'] }, { properties: ['userId', 'chain'] }],
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    userId: p.string().length(24),
    chain: p.string().length(8),
    derivationIndex: p.integer(),
    address: p.string().length(64),
    xpubFingerprint: p.string().length(16),
    createdAt: createdAtProperty(),
  },
});
export type WalletRow = InferEntity<typeof WalletEntity>;

export const adminEntities = [CreditEntryEntity, SubscriptionEntity, UsageEntity, PlatformControlEntity, WalletEntity];
