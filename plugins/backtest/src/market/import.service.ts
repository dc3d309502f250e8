import { newId } from '@app/core/shared';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Readable } from 'node:stream';
import { INTERVAL_MS, INTERVALS, isInterval, type KlineInterval } from '../engine/intervals.ts';
import { readKlineBatches } from './kline.reader.ts';
import { TableLoader, type TableSpec } from './copy-loader.ts';
import { MarketFormatError, symbolFromName, SYMBOL_PATTERN, type KlineRow, type MarketKind } from './model.ts';
import { readOrderBook } from './orderbook.reader.ts';
import { inPgTransaction, lockMarket, type Sql } from './pg-session.ts';
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

/** Rows between two progress reports. */
const PROGRESS_EVERY = 10_000;

/**
 * Streams one file into PostgreSQL with COPY inside one transaction: a bad row anywhere rolls the
 * whole file back. Re-importing the same file inserts and updates nothing. Gaps are reported, not
 * filled. Imports of one market are serialised by an advisory lock.
 */
export async function importMarketFile(orm: MikroORM, req: ImportRequest): Promise<ImportSummary> {
  const symbol = (req.symbol?.trim().toUpperCase() || symbolFromName(req.name)) ?? null;
  if (!symbol)
    throw new MarketFormatError(
      `${req.name}: the file name does not name a market (e.g. BTCUSDT-4h-….csv); give the symbol`,
    );
  if (!SYMBOL_PATTERN.test(symbol))
    throw new MarketFormatError(`"${symbol}" is not a market symbol such as BTCUSDT or EUREURI`);
  return inPgTransaction(orm, async (session) => {
    await lockMarket(session.sql, req.kind, symbol);
    const state = { rows: 0, first: Infinity, last: -Infinity };
    let loader: TableLoader | null = null;
    const load = async (spec: TableSpec) => {
      loader = new TableLoader(session, spec);
      await loader.open();
      return loader;
    };
    /** Counts a row; returns the progress report's promise when one is due. */
    const seen = (ts: number): void | Promise<void> => {
      state.rows++;
      if (ts < state.first) state.first = ts;
      if (ts > state.last) state.last = ts;
      if (state.rows % PROGRESS_EVERY === 0) return req.onProgress?.(state.rows);
    };
    let interval: KlineInterval | null = null;
    let gaps: Gap[] = [];
    try {
      if (req.kind === 'klines') {
        interval = await importKlines(req, symbol, seen, load);
      } else if (req.kind === 'orderbook') {
        const table = await load({
          table: 'market_book_level',
          fixed: { symbol },
          columns: [
            ['ts', 'bigint'],
            ['side', 'varchar(3)'],
            ['price', 'numeric'],
            ['quantity', 'numeric'],
          ],
          key: ['symbol', 'ts', 'side', 'price'],
        });
        for await (const row of readOrderBook(req.input, req.name)) {
          if (row.symbol && row.symbol.toUpperCase() !== symbol)
            throw new MarketFormatError(`${req.name}: the file holds ${row.symbol}, not ${symbol}`);
          await seen(row.ts);
          await table.add([row.ts, row.side, row.price, row.quantity]);
        }
      } else {
        const table = await load({
          table: 'market_trade',
          fixed: { symbol },
          columns: [
            ['trade_id', 'bigint'],
            ['ts', 'bigint'],
            ['price', 'numeric'],
            ['quantity', 'numeric'],
            ['is_buyer_maker', 'boolean'],
          ],
          key: ['symbol', 'trade_id'],
        });
        for await (const row of readTrades(req.input, req.name)) {
          await seen(row.ts);
          await table.add([row.tradeId, row.ts, row.price, row.quantity, row.isBuyerMaker]);
        }
      }
      await (loader as TableLoader | null)?.close();
    } catch (error) {
      await (loader as TableLoader | null)?.abort(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
    if (!state.rows) throw new MarketFormatError(`${req.name}: no rows found`);
    const done = loader as TableLoader | null;
    const counts = { inserted: done?.inserted ?? 0, updated: done?.updated ?? 0 };
    await req.onProgress?.(state.rows);
    if (interval)
      gaps = await findGaps(session.sql, 'kline', {
        symbol,
        interval,
        from: state.first,
        to: state.last,
        step: INTERVAL_MS[interval],
      });
    else if (req.kind === 'trades') gaps = await tradeGaps(session.sql, symbol, loader);
    const [record] = await session.sql<{ id: string }>(
      `insert into market_import (id, kind, symbol, interval, file_name, rows, inserted, updated, first_time, last_time, gaps, imported_by, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now()) returning id`,
      [
        newId(),
        req.kind,
        symbol,
        interval,
        req.name.slice(0, 300),
        state.rows,
        counts.inserted,
        counts.updated,
        state.first,
        state.last,
        JSON.stringify(gaps),
        req.userId ?? null,
      ],
    );
    return {
      import_id: record!.id,
      kind: req.kind,
      symbol,
      interval,
      file: req.name,
      rows: state.rows,
      ...counts,
      unchanged: state.rows - counts.inserted - counts.updated,
      first: new Date(state.first).toISOString(),
      last: new Date(state.last).toISOString(),
      gaps,
    };
  });
}

/** Missing trade ids between the lowest and highest id of the file. */
async function tradeGaps(sql: Sql, symbol: string, loader: TableLoader | null): Promise<Gap[]> {
  const range = loader?.keyRange();
  return range ? findGaps(sql, 'trade', { symbol, from: range.lo, to: range.hi, step: 1 }) : [];
}

/** A kline as COPY text (cells validated by the reader: digits, points, `\N` for none). */
const klineText = (k: KlineRow) =>
  `${k.openTime}\t${k.open}\t${k.high}\t${k.low}\t${k.close}\t${k.volume}\t${k.closeTime ?? '\\N'}\t${k.quoteVolume ?? '\\N'}\t${k.tradeCount ?? '\\N'}\t${k.takerBuyBase ?? '\\N'}\t${k.takerBuyQuote ?? '\\N'}`;

async function importKlines(
  req: ImportRequest,
  symbol: string,
  seen: (ts: number) => void | Promise<void>,
  load: (spec: TableSpec) => Promise<TableLoader>,
): Promise<KlineInterval> {
  let interval: KlineInterval | null = explicitInterval(req);
  let table: TableLoader | null = null;
  const pending: KlineRow[] = [];
  const check = (k: KlineRow, step: number) => {
    if (k.closeTime !== null && k.closeTime - k.openTime + 1 !== step)
      throw new MarketFormatError(
        `${req.name}: the candle at ${new Date(k.openTime).toISOString()} is not a ${interval} candle (close_time − open_time = ${k.closeTime - k.openTime + 1} ms)`,
      );
    if (k.openTime % step !== 0 && interval !== '1d')
      throw new MarketFormatError(
        `${req.name}: the candle at ${new Date(k.openTime).toISOString()} is not aligned to ${interval}`,
      );
  };
  const addAll = async (rows: KlineRow[]) => {
    const step = INTERVAL_MS[interval!];
    table ??= await load(klineSpec(symbol, interval!));
    for (const k of rows) {
      check(k, step);
      const progress = seen(k.openTime);
      if (progress) await progress;
      const text = klineText(k);
      if (!table.push(k.openTime, text)) await table.addText(k.openTime, text);
    }
    await table.flushIfFull();
  };
  for await (const rows of readKlineBatches(req.input, req.name)) {
    if (!interval) {
      for (const k of rows) {
        if (!interval) {
          pending.push(k);
          interval = inferInterval(pending, req.name);
        } else pending.push(k);
      }
      if (!interval) continue;
      await addAll(pending.splice(0));
    } else await addAll(rows);
  }
  if (!interval && pending.length)
    throw new MarketFormatError(
      `${req.name}: cannot tell the candle interval from one row; give the interval (${INTERVALS.join(', ')})`,
    );
  if (!interval) throw new MarketFormatError(`${req.name}: no rows found`);
  return interval;
}

const klineSpec = (symbol: string, interval: string): TableSpec => ({
  table: 'market_kline',
  fixed: { symbol, interval },
  columns: [
    ['open_time', 'bigint'],
    ['open', 'numeric'],
    ['high', 'numeric'],
    ['low', 'numeric'],
    ['close', 'numeric'],
    ['volume', 'numeric'],
    ['close_time', 'bigint'],
    ['quote_volume', 'numeric'],
    ['trade_count', 'bigint'],
    ['taker_buy_base', 'numeric'],
    ['taker_buy_quote', 'numeric'],
  ],
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
