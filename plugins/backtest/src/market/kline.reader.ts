import type { Readable } from 'node:stream';
import { isHeader, textLines } from './lines.ts';
import { decimal, MarketFormatError, toMillis, type KlineRow } from './model.ts';

const BINANCE = ['open_time', 'open', 'high', 'low', 'close', 'volume', 'close_time', 'quote_asset_volume', 'number_of_trades', 'taker_buy_base_asset_volume', 'taker_buy_quote_asset_volume', 'ignore'];
const OHLCV = ['timestamp', 'open', 'high', 'low', 'close', 'volume'];

/**
 * Klines from a Binance kline CSV (12 columns, with or without header, ms or µs times), an
 * OHLCV-only CSV (`timestamp,open,high,low,close,volume[,datetime]`, with or without header) or a
 * `/api/v3/klines` JSON array. Yields rows in file order.
 */
export async function* readKlines(input: Readable, name: string): AsyncGenerator<KlineRow> {
  let columns: string[] | null = null;
  let lineNo = 0;
  let json = '';
  for await (const line of textLines(input)) {
    lineNo++;
    if (lineNo === 1 && line.startsWith('[')) json = line;
    else if (json) json += line;
    if (json) continue;
    if (lineNo === 1 && isHeader(line)) {
      columns = line.split(',').map((c) => c.trim().toLowerCase().replace(/^"|"$/g, ''));
      if (!OHLCV.slice(1).every((c) => columns!.includes(c)) || !(columns.includes('open_time') || columns.includes('timestamp'))) {
        throw new MarketFormatError(`${name}: not a kline file (expected columns ${BINANCE.slice(0, 7).join(',')} or ${OHLCV.join(',')})`);
      }
      continue;
    }
    const f = line.split(',');
    const cols = columns ?? (f.length >= 11 ? BINANCE : f.length >= 6 && f.length <= 7 ? OHLCV : null);
    if (!cols) throw new MarketFormatError(`${name} line ${lineNo}: expected 12 (Binance) or 6 (OHLCV) columns, found ${f.length}`);
    yield toRow(cols, f, `${name} line ${lineNo}`);
  }
  if (json) yield* fromJson(json, name);
}

function toRow(cols: string[], f: string[], where: string): KlineRow {
  const get = (c: string) => {
    const i = cols.indexOf(c);
    return i >= 0 && f[i] !== undefined && f[i]!.trim() !== '' ? f[i]!.trim() : null;
  };
  const req = (c: string) => get(c) ?? fail(`${where}: missing ${c}`);
  const opt = (c: string) => (get(c) === null ? null : decimal(get(c)!, `${where} ${c}`));
  const closeTime = get('close_time');
  const trades = get('number_of_trades');
  return {
    openTime: toMillis(get('open_time') ?? req('timestamp'), `${where} open time`),
    open: decimal(req('open'), `${where} open`), high: decimal(req('high'), `${where} high`),
    low: decimal(req('low'), `${where} low`), close: decimal(req('close'), `${where} close`),
    volume: decimal(req('volume'), `${where} volume`),
    closeTime: closeTime === null ? null : toMillis(closeTime, `${where} close_time`),
    quoteVolume: opt('quote_asset_volume'),
    tradeCount: trades === null ? null : Number(trades),
    takerBuyBase: opt('taker_buy_base_asset_volume'),
    takerBuyQuote: opt('taker_buy_quote_asset_volume'),
  };
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
    if (!Array.isArray(k) || k.length < 6) throw new MarketFormatError(`${name} kline ${i}: expected an array of at least 6 values`);
    yield toRow(BINANCE, k.map((v) => String(v)), `${name} kline ${i}`);
  }
}

const fail = (message: string): never => {
  throw new MarketFormatError(message);
};
