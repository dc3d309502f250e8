import type { Readable } from 'node:stream';
import { textLines } from './lines.ts';
import { decimal, MarketFormatError, toMillis, toMillisAny, type BookLevelRow } from './model.ts';

export interface FileBookLevel extends BookLevelRow {
  symbol: string | null;
}

/**
 * Order-book levels (L2 snapshots) from: Binance's historical book CSV
 * (`symbol,timestamp,…,side,update_type,price,qty,pu`, snapshot rows only), Tardis `book_snapshot_N`
 * CSV (µs times, one row per snapshot) or the tool's row shape `timestamp,side,price,quantity`.
 * Every file needs a header row: the three layouts are told apart by it.
 */
export async function* readOrderBook(input: Readable, name: string): AsyncGenerator<FileBookLevel> {
  let cols: string[] | null = null;
  let lineNo = 0;
  for await (const line of textLines(input)) {
    lineNo++;
    const f = line.split(',').map((x) => x.trim());
    if (!cols) {
      cols = f.map((c) => c.toLowerCase());
      if (!isBinance(cols) && !isTardis(cols) && !isRows(cols)) {
        throw new MarketFormatError(
          `${name}: not an order-book file (expected a header: symbol,timestamp,…,side,update_type,price,qty; Tardis book_snapshot; or timestamp,side,price,quantity)`,
        );
      }
      continue;
    }
    const where = `${name} line ${lineNo}`;
    const get = (c: string) => f[cols!.indexOf(c)] ?? '';
    if (isBinance(cols)) {
      if (get('update_type') !== 'snap')
        throw new MarketFormatError(
          `${where}: depth updates ("${get('update_type')}") are changes to a book, not snapshots; import a snapshot file`,
        );
      yield {
        symbol: get('symbol') || null,
        ts: toMillis(get('timestamp'), where),
        side: side(get('side'), where),
        price: decimal(get('price'), `${where} price`),
        quantity: decimal(get('qty'), `${where} qty`),
      };
    } else if (isTardis(cols)) {
      const ts = toMillis(get('timestamp'), where);
      for (const s of ['asks', 'bids'] as const) {
        for (let i = 0; cols.includes(`${s}[${i}].price`); i++) {
          const price = get(`${s}[${i}].price`);
          if (!price) continue;
          yield {
            symbol: get('symbol') || null,
            ts,
            side: s === 'asks' ? 'ask' : 'bid',
            price: decimal(price, `${where} price`),
            quantity: decimal(get(`${s}[${i}].amount`), `${where} amount`),
          };
        }
      }
    } else {
      yield {
        symbol: null,
        ts: toMillisAny(get('timestamp'), where),
        side: side(get('side'), where),
        price: decimal(get('price'), `${where} price`),
        quantity: decimal(get('quantity'), `${where} quantity`),
      };
    }
  }
}

const isBinance = (c: string[]) => ['timestamp', 'side', 'update_type', 'price', 'qty'].every((x) => c.includes(x));
const isTardis = (c: string[]) => c.includes('timestamp') && c.includes('asks[0].price') && c.includes('bids[0].price');
const isRows = (c: string[]) => ['timestamp', 'side', 'price', 'quantity'].every((x) => c.includes(x));

function side(raw: string, where: string): 'bid' | 'ask' {
  const s = raw.toLowerCase();
  if (s === 'b' || s === 'bid' || s === 'bids' || s === 'buy') return 'bid';
  if (s === 'a' || s === 'ask' || s === 'asks' || s === 'sell') return 'ask';
  throw new MarketFormatError(`${where}: side "${raw}" is neither bid nor ask`);
}
