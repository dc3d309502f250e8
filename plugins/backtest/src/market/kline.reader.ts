import type { Readable } from 'node:stream';
import { isHeader, lineBatches } from './lines.ts';
import { decimal, MarketFormatError, toMillis, type KlineRow } from './model.ts';

const BINANCE = [
  'open_time',
  'open',
  'high',
  'low',
  'close',
  'volume',
  'close_time',
  'quote_asset_volume',
  'number_of_trades',
  'taker_buy_base_asset_volume',
  'taker_buy_quote_asset_volume',
  'ignore',
];
const OHLCV = ['timestamp', 'open', 'high', 'low', 'close', 'volume'];

/**
 * Klines from a Binance kline CSV (12 columns, with or without header, ms or µs times), an
 * OHLCV-only CSV (`timestamp,open,high,low,close,volume[,datetime]`, with or without header) or a
 * `/api/v3/klines` JSON array. Yields rows in file order, a chunk of the file at a time.
 */
export async function* readKlineBatches(input: Readable, name: string): AsyncGenerator<KlineRow[]> {
  let header: Layout | null = null;
  let lineNo = 0;
  let json = '';
  for await (const lines of lineBatches(input)) {
    const rows: KlineRow[] = [];
    for (const line of lines) {
      lineNo++;
      if (lineNo === 1 && line.startsWith('[')) json = line;
      else if (json) json += line;
      if (json) continue;
      if (lineNo === 1 && isHeader(line)) {
        const columns = line.split(',').map((c) => c.trim().toLowerCase().replace(/^"|"$/g, ''));
        if (
          !OHLCV.slice(1).every((c) => columns.includes(c)) ||
          !(columns.includes('open_time') || columns.includes('timestamp'))
        ) {
          throw new MarketFormatError(
            `${name}: not a kline file (expected columns ${BINANCE.slice(0, 7).join(',')} or ${OHLCV.join(',')})`,
          );
        }
        header = layoutOf(columns);
        continue;
      }
      const f = line.split(',');
      const l = header ?? (f.length >= 11 ? BINANCE_LAYOUT : f.length >= 6 && f.length <= 7 ? OHLCV_LAYOUT : null);
      if (!l)
        throw new MarketFormatError(
          `${name} line ${lineNo}: expected 12 (Binance) or 6 (OHLCV) columns, found ${f.length}`,
        );
      rows.push(toRow(l, f, lineNo, name));
    }
    if (rows.length) yield rows;
  }
  if (json) yield [...fromJson(json, name)];
}

/** `readKlineBatches` one row at a time. */
export async function* readKlines(input: Readable, name: string): AsyncGenerator<KlineRow> {
  for await (const rows of readKlineBatches(input, name)) yield* rows;
}

/** Column positions of one file, looked up once (not per row). */
interface Layout {
  open_time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  close_time: number;
  quote: number;
  trades: number;
  takerBase: number;
  takerQuote: number;
  openTimeLabel: 'open_time' | 'timestamp';
}
/** Where each field sits in a file's columns: worked out once per file (header) or once for the two fixed layouts. */
function layoutOf(cols: string[]): Layout {
  const at = (c: string) => cols.indexOf(c);
  const l: Layout = {
    open_time: at('open_time') >= 0 ? at('open_time') : at('timestamp'),
    open: at('open'),
    high: at('high'),
    low: at('low'),
    close: at('close'),
    volume: at('volume'),
    close_time: at('close_time'),
    quote: at('quote_asset_volume'),
    trades: at('number_of_trades'),
    takerBase: at('taker_buy_base_asset_volume'),
    takerQuote: at('taker_buy_quote_asset_volume'),
    openTimeLabel: at('open_time') >= 0 ? 'open_time' : 'timestamp',
  };
  return l;
}
const BINANCE_LAYOUT = layoutOf(BINANCE);
const OHLCV_LAYOUT = layoutOf(OHLCV);

/** The trimmed field at `i`, null when absent or empty (plain functions: no closures per row). */
function cell(f: string[], i: number): string | null {
  if (i < 0) return null;
  const v = f[i];
  if (v === undefined) return null;
  const text = v.trim();
  return text === '' ? null : text;
}
/** Thrown inside a row without its location; `toRow` adds "<file> line <n>" (no string built per good row). */
class RowError extends Error {}
function required(f: string[], i: number, c: string): string {
  const v = cell(f, i);
  if (v === null) throw new RowError(`: missing ${c}`);
  return v;
}
const optionalDecimal = (f: string[], i: number, c: string): string | null => {
  const v = cell(f, i);
  return v === null ? null : decimal(v, ` ${c}`);
};

function wholeNumber(text: string, c: string): number {
  if (!/^\d{1,15}$/.test(text)) throw new RowError(` ${c}: "${text}" is not a whole number`);
  return Number(text);
}

function toRow(l: Layout, f: string[], at: number, name: string, unit = 'line'): KlineRow {
  try {
    const closeTime = cell(f, l.close_time);
    const trades = cell(f, l.trades);
    return {
      openTime: toMillis(required(f, l.open_time, l.openTimeLabel), ' open time'),
      open: decimal(required(f, l.open, 'open'), ' open'),
      high: decimal(required(f, l.high, 'high'), ' high'),
      low: decimal(required(f, l.low, 'low'), ' low'),
      close: decimal(required(f, l.close, 'close'), ' close'),
      volume: decimal(required(f, l.volume, 'volume'), ' volume'),
      closeTime: closeTime === null ? null : toMillis(closeTime, ' close_time'),
      quoteVolume: optionalDecimal(f, l.quote, 'quote_asset_volume'),
      tradeCount: trades === null ? null : wholeNumber(trades, 'number_of_trades'),
      takerBuyBase: optionalDecimal(f, l.takerBase, 'taker_buy_base_asset_volume'),
      takerBuyQuote: optionalDecimal(f, l.takerQuote, 'taker_buy_quote_asset_volume'),
    };
  } catch (error) {
    // decimal()/toMillis() messages start with their label (" open: …"), required() with ": missing …"
    if (error instanceof RowError || error instanceof MarketFormatError)
      throw new MarketFormatError(`${name} ${unit} ${at}${error.message}`);
    throw error;
  }
}

function* fromJson(text: string, name: string): Generator<KlineRow> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new MarketFormatError(`${name}: not valid JSON`);
  }
  if (!Array.isArray(data)) throw new MarketFormatError(`${name}: expected a JSON array of klines`);
  let i = 0;
  for (const k of data) {
    i++;
    if (!Array.isArray(k) || k.length < 6)
      throw new MarketFormatError(`${name} kline ${i}: expected an array of at least 6 values`);
    yield toRow(
      BINANCE_LAYOUT,
      k.map((v) => String(v)),
      i,
      name,
      'kline',
    );
  }
}
