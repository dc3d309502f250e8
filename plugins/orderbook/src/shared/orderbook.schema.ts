import { Type, type Static } from '@app/core/shared';

const Num = Type.Number();
const MaybeNum = Type.Union([Type.Number(), Type.Null()]);
const MaybeStr = Type.Union([Type.String(), Type.Null()]);
const Decimal = Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,12})?$', maxLength: 25 });

/** Common input: market (eureuri, euriusdt or any stored market), window, band, optional level. */
export const CheckInputSchema = Type.Object(
  {
    symbol: Type.String({ minLength: 1, maxLength: 20 }),
    /** ISO-8601 instants; default end = now (or just after the newest stored row), start = end − 24 h. */
    start: Type.Optional(Type.String({ maxLength: 40 })),
    end: Type.Optional(Type.String({ maxLength: 40 })),
    priceMin: Type.Optional(Decimal),
    priceMax: Type.Optional(Decimal),
    /** One price level (decimal text) for the level slider. */
    level: Type.Optional(Decimal),
  },
  { additionalProperties: false },
);
export type CheckInput = Static<typeof CheckInputSchema>;

export const WindowSchema = Type.Object({
  start: Type.String(),
  end: Type.String(),
  symbol: Type.String(),
  market: Type.String(),
});
export const BandSchema = Type.Object({
  min: Type.String(),
  max: Type.String(),
  relative: Type.Boolean(),
  reference: MaybeNum,
});

const Liquidity = {
  bucket: Type.String(),
  bid: MaybeNum,
  ask: MaybeNum,
  total: MaybeNum,
  stale: Type.Boolean(),
  snapshots: Num,
};
export const LiquidityPointSchema = Type.Object(Liquidity);
export const FillRatePointSchema = Type.Object({
  ...Liquidity,
  filledBid: Num,
  filledAsk: Num,
  filled: Num,
  trades: Num,
  rateBid: MaybeNum,
  rateAsk: MaybeNum,
  rate: MaybeNum,
});
export type FillRatePointWire = Static<typeof FillRatePointSchema>;
export const DepthSchema = Type.Object({
  ts: Type.String(),
  bestBid: MaybeStr,
  bestAsk: MaybeStr,
  spread: MaybeNum,
  mid: MaybeNum,
  notional: Num,
  levels: Type.Array(Type.Object({ price: Type.String(), bid: Num, ask: Num, cumBid: Num, cumAsk: Num })),
});
export type DepthWire = Static<typeof DepthSchema>;
const OrderRow = Type.Object({
  side: Type.String(),
  price: Type.String(),
  quantity: Num,
  notional: Num,
  cumulative: Num,
});

/** `message` explains an empty result ("no data in band", nothing in the window); null otherwise. */
const Common = { window: WindowSchema, band: BandSchema, noDataInBand: Type.Boolean(), message: MaybeStr };

export const OrderBookDataSchema = Type.Object({
  ...Common,
  snapshots: Num,
  levels: Type.Array(Type.String()),
  depth: Type.Union([DepthSchema, Type.Null()]),
  liquidity: Type.Array(LiquidityPointSchema),
});
export type OrderBookData = Static<typeof OrderBookDataSchema>;

export const TradesDataSchema = Type.Object({
  ...Common,
  trades: Num,
  inBand: Num,
  buckets: Type.Array(Type.Object({ bucket: Type.String(), buy: Num, sell: Num, unknown: Num, count: Num })),
  rows: Type.Array(Type.Object({ ts: Type.String(), price: Type.String(), quantity: Num, side: MaybeStr })),
});
export type TradesData = Static<typeof TradesDataSchema>;

export const FillRateDataSchema = Type.Object({ ...Common, level: MaybeStr, points: Type.Array(FillRatePointSchema) });
export type FillRateData = Static<typeof FillRateDataSchema>;

export const OpenOrdersDataSchema = Type.Object({
  ...Common,
  snapshotTime: MaybeStr,
  asks: Type.Array(OrderRow),
  bids: Type.Array(OrderRow),
  totals: Type.Object({ ask: Num, bid: Num }),
  levelCount: Type.Object({ ask: Num, bid: Num }),
});
export type OpenOrdersData = Static<typeof OpenOrdersDataSchema>;
