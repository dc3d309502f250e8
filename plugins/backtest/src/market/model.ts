/** What a market-data import can hold; one stored row per candle / book level / trade. */
export const MARKET_KINDS = ['klines', 'orderbook', 'trades'] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];

export interface KlineRow {
  openTime: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  closeTime: number | null;
  quoteVolume: string | null;
  tradeCount: number | null;
  takerBuyBase: string | null;
  takerBuyQuote: string | null;
}

export interface BookLevelRow {
  ts: number;
  side: 'bid' | 'ask';
  price: string;
  quantity: string;
}

export interface TradeRow {
  tradeId: number;
  ts: number;
  price: string;
  quantity: string;
  isBuyerMaker: boolean | null;
}

/** Bad input file: the message is shown to the operator as is (400 / CLI error). */
export class MarketFormatError extends Error {
  override name = 'MarketFormatError';
}

/** Binance spot bulk files from 2025 on carry microseconds (values >= 10^15); everything else is milliseconds. */
export function toMillis(raw: string, where: string): number {
  const v = Number(raw);
  if (!Number.isFinite(v) || v < 0 || !/^\d+(\.\d+)?$/.test(raw.trim()))
    throw new MarketFormatError(`${where}: "${raw}" is not a timestamp`);
  return v >= 1e15 ? Math.floor(v / 1000) : Math.floor(v);
}

/** ISO-8601 (e.g. 2020-09-01T00:00:03.696Z) or epoch ms/µs. */
export function toMillisAny(raw: string, where: string): number {
  if (/^\d/.test(raw) && raw.includes('-')) {
    const ms = Date.parse(raw.endsWith('Z') || /[+-]\d\d:?\d\d$/.test(raw) ? raw : `${raw}Z`);
    if (Number.isNaN(ms)) throw new MarketFormatError(`${where}: "${raw}" is not a date`);
    return ms;
  }
  return toMillis(raw, where);
}

/** A non-negative decimal as text, normalised (no exponent, no trailing zeros): exact in PostgreSQL numeric. */
export function decimal(raw: string | number, where: string): string {
  const text = typeof raw === 'number' ? numberText(raw) : raw.trim();
  if (!DECIMAL.test(text)) throw new MarketFormatError(`${where}: "${raw}" is not a decimal number`);
  if (text.includes('.')) {
    // trailing zeros, then a bare point, dropped by index (called ~10M times for a 1M-row file)
    let end = text.length;
    while (text.charCodeAt(end - 1) === 48) end--;
    if (text.charCodeAt(end - 1) === 46) end--;
    return end === text.length ? text : text.slice(0, end);
  }
  return text.length > 1 && text.charCodeAt(0) === 48 ? text.replace(/^0+(?=\d)/, '') : text;
}
const DECIMAL = /^\d+(\.\d+)?$/;

function numberText(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const s = String(n);
  return s.includes('e') ? n.toFixed(12) : s;
}

/** The market symbol a file name carries, e.g. BTCUSDT-4h-2024.csv → BTCUSDT; null when none. */
export function symbolFromName(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? name;
  return base.split(/[-_.\s]/).find((tok) => /^[A-Z][A-Z0-9]{4,19}$/.test(tok) && !/^\d/.test(tok)) ?? null;
}

export const SYMBOL_PATTERN = /^[A-Z0-9]{5,20}$/;
