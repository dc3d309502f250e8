import { badRequest, HttpError } from '@app/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_STRATEGY, runBacktestSeries, WARMUP_CANDLES } from '../engine/backtest.ts';
import { isInterval, INTERVALS } from '../engine/intervals.ts';
import { loadCandles } from '../market/market-data.service.ts';
import type { SeriesCache } from '../market/series-cache.ts';
import {
  BACKTEST_MESSAGES as M,
  BACKTEST_SYMBOLS,
  QUOTE_SYMBOLS,
  type BacktestData,
  type BacktestRequest,
} from '../shared/index.ts';

const DAY = 86_400_000;
const dateOnly = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function parseDate(text: string | undefined, field: string): number {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) throw badRequest(M.badDates, field);
  const ms = Date.parse(`${text}T00:00:00.000Z`);
  if (Number.isNaN(ms) || dateOnly(ms) !== text) throw badRequest(M.badDates, field);
  return ms;
}

/** Splits BTCUSDT (or "BTC/USDT", "btc-usdt") into base and quote from the allowed lists. */
export function parseMarket(symbol: string): { base: string; quote: string; market: string } {
  const s = symbol.toUpperCase().replace(/[^A-Z]/g, '');
  for (const quote of QUOTE_SYMBOLS) {
    const base = s.endsWith(quote) ? s.slice(0, -quote.length) : s;
    if ((BACKTEST_SYMBOLS as readonly string[]).includes(base)) return { base, quote, market: base + quote };
  }
  throw badRequest(M.badSymbol, 'symbol');
}

/**
 * POST back-test-data: validates, loads the closed candles (+ warm-up) and runs the strategy. `cache`
 * (the app's, from setup) serves past windows from memory until the next import of the market.
 */
export async function backtest(
  em: EntityManager,
  body: BacktestRequest,
  opts: { now?: number; cache?: SeriesCache } = {},
): Promise<BacktestData> {
  const now = opts.now ?? Date.now();
  const { base, market } = parseMarket(body.symbol);
  if (!isInterval(body.dateRange)) throw badRequest(`Range must be one of ${INTERVALS.join(', ')}`, 'dateRange');
  const from = parseDate(body.from, 'from');
  const to = body.to ? parseDate(body.to, 'to') : parseDate(dateOnly(now), 'to');
  if (from > to) throw badRequest(M.badDates, 'to');
  if (!(Number.isFinite(body.risk) && body.risk > 0 && body.risk <= 1)) throw badRequest(M.badRisk, 'risk');
  const interval = body.dateRange;
  const { times, closes, firstTradable } = await loadCandles(em, {
    symbol: market,
    interval,
    from,
    to: to + DAY - 1,
    warmup: WARMUP_CANDLES,
    now,
    cache: opts.cache,
  });
  if (times.length === firstTradable)
    throw new HttpError(409, M.noCandles(market, interval, dateOnly(from), dateOnly(to)));
  const params = { ...DEFAULT_STRATEGY, maType: body.indicatorType, risk: body.risk };
  const result = runBacktestSeries(times, closes, params, firstTradable);
  const notices: string[] = [];
  const first = times[firstTradable]!;
  const last = times[times.length - 1]!;
  const lastWanted = Math.min(to + DAY - 1, now);
  const step = (times[firstTradable + 1] ?? first + 1) - first;
  if (first - from >= step || lastWanted - last >= 2 * step)
    notices.push(M.partial(market, interval, new Date(first).toISOString(), new Date(last).toISOString()));
  if (firstTradable < WARMUP_CANDLES) notices.push(M.warmupShort(firstTradable));
  return {
    params: {
      symbol: base,
      market,
      interval,
      from: dateOnly(from),
      to: dateOnly(to),
      maType: body.indicatorType,
      risk: body.risk,
      ...DEFAULT_STRATEGY,
      warmupCandles: WARMUP_CANDLES,
    },
    ...result,
    notices,
  };
}
