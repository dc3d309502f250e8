import type { Readable } from 'node:stream';
import { isHeader, textLines } from './lines.ts';
import { decimal, MarketFormatError, toMillis, type TradeRow } from './model.ts';

const BINANCE = ['id', 'price', 'qty', 'quote_qty', 'time', 'is_buyer_maker'];

/**
 * Trades from Binance's trades CSV (`id,price,qty,quote_qty,time,is_buyer_maker`, with or without
 * header, ms or µs) or a ccxt trade list (JSON array of `[timestamp, id, type, side, price, amount, cost]`
 * or of objects). `isBuyerMaker` = the taker sold (ccxt side "sell").
 */
export async function* readTrades(input: Readable, name: string): AsyncGenerator<TradeRow> {
  let cols: string[] | null = null;
  let lineNo = 0;
  let json = '';
  for await (const line of textLines(input)) {
    lineNo++;
    if (lineNo === 1 && (line.startsWith('[') || line.startsWith('{'))) json = line;
    else if (json) json += line;
    if (json) continue;
    if (lineNo === 1 && isHeader(line)) {
      cols = line.split(',').map((c) => c.trim().toLowerCase());
      if (!['id', 'price', 'qty', 'time'].every((c) => cols!.includes(c)))
        throw new MarketFormatError(`${name}: not a trades file (expected columns ${BINANCE.join(',')})`);
      continue;
    }
    const f = line.split(',').map((x) => x.trim());
    const c = cols ?? BINANCE;
    if (!cols && f.length < 6)
      throw new MarketFormatError(`${name} line ${lineNo}: expected the 6 Binance trade columns, found ${f.length}`);
    const get = (k: string) => f[c.indexOf(k)] ?? '';
    const where = `${name} line ${lineNo}`;
    yield {
      tradeId: id(get('id'), where),
      ts: toMillis(get('time'), where),
      price: decimal(get('price'), `${where} price`),
      quantity: decimal(get('qty'), `${where} qty`),
      isBuyerMaker: bool(get('is_buyer_maker'), where),
    };
  }
  if (json) yield* fromCcxt(json, name);
}

function* fromCcxt(text: string, name: string): Generator<TradeRow> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new MarketFormatError(`${name}: not valid JSON`);
  }
  if (!Array.isArray(data)) throw new MarketFormatError(`${name}: expected a JSON array of trades`);
  let i = 0;
  for (const item of data as unknown[]) {
    const where = `${name} trade ${++i}`;
    const t = Array.isArray(item)
      ? { timestamp: item[0], id: item[1], side: item[3], price: item[4], amount: item[5] }
      : (item as Record<string, unknown>);
    if (!t || typeof t !== 'object') throw new MarketFormatError(`${where}: not a trade`);
    const side = String(t.side ?? '');
    yield {
      tradeId: id(String(t.id ?? ''), where),
      ts: toMillis(String(t.timestamp ?? ''), where),
      price: decimal(t.price as number, `${where} price`),
      quantity: decimal(t.amount as number, `${where} amount`),
      isBuyerMaker: side === 'sell' ? true : side === 'buy' ? false : null,
    };
  }
}

function id(raw: string, where: string): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n))
    throw new MarketFormatError(`${where}: trade id "${raw}" is not an integer`);
  return n;
}

function bool(raw: string, where: string): boolean | null {
  const s = raw.toLowerCase();
  if (s === 'true' || s === '1') return true;
  if (s === 'false' || s === '0') return false;
  if (s === '') return null;
  throw new MarketFormatError(`${where}: is_buyer_maker "${raw}" is not true/false`);
}
