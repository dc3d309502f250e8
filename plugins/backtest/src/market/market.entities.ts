import { createdAtProperty, idProperty } from '@app/core/server';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Unconstrained numeric: Binance decimals kept exactly, whatever their scale. */
const dec = () => p.decimal('string').columnType('numeric');

/**
 * Market data is platform-wide reference data (like the sanctions lists), not tenant data.
 * Times are epoch milliseconds (UTC); prices and quantities PostgreSQL numeric (exact decimals).
 * The primary keys are the natural keys: a re-import of the same rows changes nothing.
 */
export const KlineEntity = defineEntity({
  name: 'MarketKline',
  tableName: 'market_kline',
  properties: {
    symbol: p.string().length(20).primary(),
    interval: p.string().length(4).primary(),
    openTime: p.bigint('number').primary(),
    open: dec(),
    high: dec(),
    low: dec(),
    close: dec(),
    volume: dec(),
    closeTime: p.bigint('number').nullable(),
    quoteVolume: dec().nullable(),
    tradeCount: p.bigint('number').nullable(),
    takerBuyBase: dec().nullable(),
    takerBuyQuote: dec().nullable(),
  },
});

/** One price level of one L2 snapshot: all rows of a (symbol, ts) form the snapshot. */
export const BookLevelEntity = defineEntity({
  name: 'MarketBookLevel',
  tableName: 'market_book_level',
  properties: {
    symbol: p.string().length(20).primary(),
    ts: p.bigint('number').primary(),
    side: p.string().length(3).primary(),
    price: dec().primary(),
    quantity: dec(),
  },
});

export const TradeEntity = defineEntity({
  name: 'MarketTrade',
  tableName: 'market_trade',
  indexes: [{ properties: ['symbol', 'ts'] }],
  properties: {
    symbol: p.string().length(20).primary(),
    tradeId: p.bigint('number').primary(),
    ts: p.bigint('number'),
    price: dec(),
    quantity: dec(),
    isBuyerMaker: p.boolean().nullable(),
  },
});

/** The record of one imported file: what it held, what changed, the gaps found. */
export const MarketImportEntity = defineEntity({
  name: 'MarketImport',
  tableName: 'market_import',
  indexes: [{ properties: ['createdAt'] }],
  properties: {
    id: idProperty(),
    kind: p.string().length(16),
    symbol: p.string().length(20),
    interval: p.string().length(4).nullable(),
    fileName: p.string().length(300),
    rows: p.integer(),
    inserted: p.integer(),
    updated: p.integer(),
    firstTime: p.bigint('number').nullable(),
    lastTime: p.bigint('number').nullable(),
    gaps: p.json<{ from: string; to: string; missing: number }[]>(),
    importedBy: p.string().length(24).nullable(),
    createdAt: createdAtProperty(),
  },
});
export type MarketImport = InferEntity<typeof MarketImportEntity>;

export const marketEntities = [KlineEntity, BookLevelEntity, TradeEntity, MarketImportEntity] as const;
