import { Type, type Static } from '@app/core/shared';

const Num = Type.Number();
const MaybeNum = Type.Union([Type.Number(), Type.Null()]);
const DateText = Type.String({ maxLength: 10 });

export const BacktestRequestSchema = Type.Object(
  {
    /** Base plus quote, e.g. BTCUSDT. */
    symbol: Type.String({ minLength: 1, maxLength: 20 }),
    from: DateText,
    to: Type.Optional(DateText),
    /** Candle range: 15m, 30m, 1h, 2h, 4h, 8h, 12h, 1d. */
    dateRange: Type.String({ maxLength: 4 }),
    indicatorType: Type.Union([Type.Literal('EMA'), Type.Literal('SMA')]),
    risk: Type.Number(),
  },
  { additionalProperties: false },
);
export type BacktestRequest = Static<typeof BacktestRequestSchema>;

export const BacktestTradeSchema = Type.Object({
  buyDate: Type.String(),
  buyPrice: Num,
  sellDate: Type.Union([Type.String(), Type.Null()]),
  sellPrice: MaybeNum,
  profit: MaybeNum,
  profitPct: MaybeNum,
  open: Type.Boolean(),
  stake: Num,
  unrealizedProfit: Type.Optional(Num),
});
export type BacktestTrade = Static<typeof BacktestTradeSchema>;

export const BacktestDataSchema = Type.Object({
  params: Type.Object({
    symbol: Type.String(),
    market: Type.String(),
    interval: Type.String(),
    from: Type.String(),
    to: Type.String(),
    maType: Type.String(),
    risk: Num,
    fastPeriod: Num,
    slowPeriod: Num,
    longPeriod: Num,
    initialCapital: Num,
    feeRate: Num,
    warmupCandles: Num,
  }),
  times: Type.Array(Type.String()),
  prices: Type.Array(Num),
  /** Legacy names: hold EMA values when indicatorType is EMA (periods 12, 24, 100). */
  fastSMA: Type.Array(MaybeNum),
  slowSMA: Type.Array(MaybeNum),
  longSMA: Type.Array(MaybeNum),
  trades: Type.Array(BacktestTradeSchema),
  completedTrades: Type.Integer(),
  summary: Type.Object({ totalProfit: Num, totalPct: Num, finalEquity: Num }),
  notices: Type.Array(Type.String()),
});
export type BacktestData = Static<typeof BacktestDataSchema>;

export const GapSchema = Type.Object({ from: Type.String(), to: Type.String(), missing: Num });
export const ImportSummarySchema = Type.Object({
  import_id: Type.String(),
  kind: Type.String(),
  symbol: Type.String(),
  interval: Type.Union([Type.String(), Type.Null()]),
  file: Type.String(),
  rows: Num,
  inserted: Num,
  updated: Num,
  unchanged: Num,
  first: Type.Union([Type.String(), Type.Null()]),
  last: Type.Union([Type.String(), Type.Null()]),
  gaps: Type.Array(GapSchema),
});
export type ImportSummaryWire = Static<typeof ImportSummarySchema>;
export const CoverageSchema = Type.Object({
  kind: Type.String(),
  symbol: Type.String(),
  interval: Type.Union([Type.String(), Type.Null()]),
  rows: Num,
  first: Type.String(),
  last: Type.String(),
});
export const ImportRecordSchema = Type.Object({
  _id: Type.String(),
  kind: Type.String(),
  symbol: Type.String(),
  interval: Type.Union([Type.String(), Type.Null()]),
  file: Type.String(),
  rows: Num,
  inserted: Num,
  updated: Num,
  gaps: Type.Array(GapSchema),
  imported_at: Type.String(),
});
