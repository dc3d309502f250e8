import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Readable } from 'node:stream';
import { INTERVAL_MS, INTERVALS, isInterval, type KlineInterval } from '../engine/intervals.ts';
import { readKlines } from './kline.reader.ts';
import { MarketImportEntity } from './market.entities.ts';
import { MarketFormatError, symbolFromName, SYMBOL_PATTERN, type KlineRow, type MarketKind } from './model.ts';
import { readOrderBook } from './orderbook.reader.ts';
import { lockMarket, upsertBatch, type Cell, type UpsertSpec } from './sql-batch.ts';
import { readTrades } from './trades.reader.ts';
import { findGaps, type Gap } from './gaps.ts';

export interface ImportRequest {
  kind: MarketKind;
  /** File name: the symbol and interval are read from it when not given. */
  name: string;
  input: Readable;
  symbol?: string;
  interval?: string;
  userId?: string | null;
  /** Called after each stored batch with the rows read so far. */
  onProgress?: (rows: number) => void | Promise<void>;
}

export interface ImportSummary {
  import_id: string;
  kind: MarketKind;
  symbol: string;
  interval: string | null;
  file: string;
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  first: string | null;
  last: string | null;
  gaps: Gap[];
}

const BATCH = 10_000;

/**
 * Streams one file into PostgreSQL in batches inside one transaction: a bad row anywhere rolls the
 * whole file back. Re-importing the same file inserts and updates nothing. Gaps are reported, not filled.
 */
export async function importMarketFile(orm: MikroORM, req: ImportRequest): Promise<ImportSummary> {
  const symbol = (req.symbol?.trim().toUpperCase() || symbolFromName(req.name)) ?? null;
  if (!symbol) throw new MarketFormatError(`${req.name}: the file name does not name a market (e.g. BTCUSDT-4h-….csv); give the symbol`);
  if (!SYMBOL_PATTERN.test(symbol)) throw new MarketFormatError(`"${symbol}" is not a market symbol such as BTCUSDT or EUREURI`);
  return orm.em.fork().transactional(async (em) => {
    await lockMarket(em as EntityManager, req.kind, symbol);
    const state = { rows: 0, inserted: 0, updated: 0, first: Infinity, last: -Infinity };
    const store = async (spec: UpsertSpec, batch: Map<string, Cell[]>) => {
      const r = await upsertBatch(em as EntityManager, spec, [...batch.values()]);
      state.inserted += r.inserted;
      state.updated += r.updated;
      batch.clear();
      await req.onProgress?.(state.rows);
    };
    const seen = (ts: number) => {
      state.rows++;
      if (ts < state.first) state.first = ts;
      if (ts > state.last) state.last = ts;
    };
    let interval: KlineInterval | null = null;
    let gaps: Gap[] = [];
    if (req.kind === 'klines') {
      interval = await importKlines(req, symbol, seen, store);
      if (state.rows) gaps = await findGaps(em as EntityManager, 'kline', { symbol, interval, from: state.first, to: state.last, step: INTERVAL_MS[interval] });
    } else if (req.kind === 'orderbook') {
      const spec: UpsertSpec = { table: 'market_book_level', fixed: { symbol }, columns: [['ts', 'bigint'], ['side', 'varchar'], ['price', 'numeric'], ['quantity', 'numeric']], key: ['symbol', 'ts', 'side', 'price'] };
      const batch = new Map<string, Cell[]>();
      for await (const row of readOrderBook(req.input, req.name)) {
        if (row.symbol && row.symbol.toUpperCase() !== symbol) throw new MarketFormatError(`${req.name}: the file holds ${row.symbol}, not ${symbol}`);
        seen(row.ts);
        batch.set(`${row.ts}|${row.side}|${row.price}`, [row.ts, row.side, row.price, row.quantity]);
        if (batch.size >= BATCH) await store(spec, batch);
      }
      await store(spec, batch);
    } else {
      const spec: UpsertSpec = { table: 'market_trade', fixed: { symbol }, columns: [['trade_id', 'bigint'], ['ts', 'bigint'], ['price', 'numeric'], ['quantity', 'numeric'], ['is_buyer_maker', 'boolean']], key: ['symbol', 'trade_id'] };
      const batch = new Map<string, Cell[]>();
      let minId = Infinity, maxId = -Infinity;
      for await (const row of readTrades(req.input, req.name)) {
        seen(row.ts);
        minId = Math.min(minId, row.tradeId);
        maxId = Math.max(maxId, row.tradeId);
        batch.set(String(row.tradeId), [row.tradeId, row.ts, row.price, row.quantity, row.isBuyerMaker]);
        if (batch.size >= BATCH) await store(spec, batch);
      }
      await store(spec, batch);
      if (state.rows) gaps = await findGaps(em as EntityManager, 'trade', { symbol, from: minId, to: maxId, step: 1 });
    }
    if (!state.rows) throw new MarketFormatError(`${req.name}: no rows found`);
    const record = em.create(MarketImportEntity, {
      kind: req.kind, symbol, interval, fileName: req.name.slice(0, 300), rows: state.rows, inserted: state.inserted, updated: state.updated,
      firstTime: state.first, lastTime: state.last, gaps, importedBy: req.userId ?? null,
    });
    await em.flush();
    return {
      import_id: record.id, kind: req.kind, symbol, interval, file: req.name, rows: state.rows, inserted: state.inserted, updated: state.updated,
      unchanged: state.rows - state.inserted - state.updated, first: new Date(state.first).toISOString(), last: new Date(state.last).toISOString(), gaps,
    };
  });
}

async function importKlines(
  req: ImportRequest, symbol: string, seen: (ts: number) => void, store: (spec: UpsertSpec, batch: Map<string, Cell[]>) => Promise<void>,
): Promise<KlineInterval> {
  let interval: KlineInterval | null = explicitInterval(req);
  let spec: UpsertSpec | null = null;
  const pending: KlineRow[] = [];
  const batch = new Map<string, Cell[]>();
  const add = (k: KlineRow) => {
    const step = INTERVAL_MS[interval!];
    if (k.closeTime !== null && k.closeTime - k.openTime + 1 !== step) throw new MarketFormatError(`${req.name}: the candle at ${new Date(k.openTime).toISOString()} is not a ${interval} candle (close_time − open_time = ${k.closeTime - k.openTime + 1} ms)`);
    if (k.openTime % step !== 0 && interval !== '1d') throw new MarketFormatError(`${req.name}: the candle at ${new Date(k.openTime).toISOString()} is not aligned to ${interval}`);
    seen(k.openTime);
    batch.set(String(k.openTime), [k.openTime, k.open, k.high, k.low, k.close, k.volume, k.closeTime, k.quoteVolume, k.tradeCount, k.takerBuyBase, k.takerBuyQuote]);
  };
  for await (const k of readKlines(req.input, req.name)) {
    if (!interval) {
      pending.push(k);
      interval = inferInterval(pending, req.name);
      if (!interval) continue;
      pending.splice(0).forEach(add);
    } else add(k);
    spec ??= klineSpec(symbol, interval);
    if (batch.size >= BATCH) await store(spec, batch);
  }
  if (!interval && pending.length) throw new MarketFormatError(`${req.name}: cannot tell the candle interval from one row; give the interval (${INTERVALS.join(', ')})`);
  if (!interval) throw new MarketFormatError(`${req.name}: no rows found`);
  await store(spec ?? klineSpec(symbol, interval), batch);
  return interval;
}

const klineSpec = (symbol: string, interval: string): UpsertSpec => ({
  table: 'market_kline', fixed: { symbol, interval },
  columns: [['open_time', 'bigint'], ['open', 'numeric'], ['high', 'numeric'], ['low', 'numeric'], ['close', 'numeric'], ['volume', 'numeric'], ['close_time', 'bigint'], ['quote_volume', 'numeric'], ['trade_count', 'bigint'], ['taker_buy_base', 'numeric'], ['taker_buy_quote', 'numeric']],
  key: ['symbol', 'interval', 'open_time'],
});

function explicitInterval(req: ImportRequest): KlineInterval | null {
  const given = req.interval?.trim();
  if (given) {
    if (!isInterval(given)) throw new MarketFormatError(`Interval "${given}" is not one of ${INTERVALS.join(', ')}`);
    return given;
  }
  const token = (req.name.split(/[\\/]/).pop() ?? '').split(/[-_.\s]/).find(isInterval);
  return token ?? null;
}

/** From the first row's close time, else from the step between the first two rows. */
function inferInterval(rows: KlineRow[], name: string): KlineInterval | null {
  const [a, b] = rows;
  const ms = a?.closeTime != null ? a.closeTime - a.openTime + 1 : a && b ? b.openTime - a.openTime : null;
  if (ms === null) return null;
  const found = INTERVALS.find((i) => INTERVAL_MS[i] === ms);
  if (!found) throw new MarketFormatError(`${name}: candles of ${ms} ms are not one of ${INTERVALS.join(', ')}`);
  return found;
}
