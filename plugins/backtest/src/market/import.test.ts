import { buildTestApp } from '@app/core/testing';
import t from 'tap';
import { BTC_4H, count, importText, marketFile } from './market.test-helpers.ts';
import { decimal } from './model.ts';
import { backtestServerPlugin } from '../server/index.ts';

const api = await buildTestApp(t, { plugins: [backtestServerPlugin] });
const btc = marketFile(BTC_4H).toString('utf8');
const lines = btc.trim().split('\n');

t.test('Binance kline CSV with header: one row per candle, re-import changes nothing', async (t) => {
  const first = await importText(api, 'klines', 'BTCUSDT-4h-2024-01-01_2026-04-30.csv', btc);
  t.match(first, {
    symbol: 'BTCUSDT',
    interval: '4h',
    rows: 5101,
    inserted: 5101,
    updated: 0,
    first: '2024-01-01T00:00:00.000Z',
    last: '2026-04-30T00:00:00.000Z',
    gaps: [],
  });
  const again = await importText(api, 'klines', 'BTCUSDT-4h-2024-01-01_2026-04-30.csv', btc);
  t.match(again, { rows: 5101, inserted: 0, updated: 0, unchanged: 5101 });
  t.equal(await count(api, 'market_kline', 'BTCUSDT'), 5101);
  const [row] = await api.orm.em
    .fork()
    .getConnection()
    .execute<Record<string, string>[]>(
      `select close::text as close, volume::text as volume, trade_count from market_kline where symbol = 'BTCUSDT' and interval = '4h' order by open_time limit 1`,
      [],
    );
  const cols = lines[1]!.split(',');
  t.equal(Number(row!.close), Number(cols[4]), 'close kept');
  t.equal(Number(row!.trade_count), Number(cols[8]));
});

t.test('no header and microsecond timestamps (Binance bulk files from 2025) give the same candles', async (t) => {
  const micro = lines.slice(1).map((l) => {
    const f = l.split(',');
    f[0] = `${f[0]}000`;
    f[6] = `${f[6]}999`;
    return f.join(',');
  });
  // close_time in µs: (ms + 1) * 1000 - 1 = ms * 1000 + 999
  const out = await importText(api, 'klines', 'BTCUSDT-4h-2025-01.csv', micro.join('\n'));
  t.match(out, { rows: 5101, inserted: 0, updated: 0, unchanged: 5101 }, 'same open times once µs are read as ms');
});

t.test('OHLCV-only file and the API JSON file', async (t) => {
  const trx = await importText(
    api,
    'klines',
    'TRXUSDT-4h-2024-01-01_2025-07-15.csv',
    marketFile('klines/binance-spot-ohlcv/TRXUSDT-4h-2024-01-01_2025-07-15.csv'),
  );
  t.match(trx, { symbol: 'TRXUSDT', interval: '4h', rows: 3372, inserted: 3372, gaps: [] });
  const json = await importText(
    api,
    'klines',
    'BTCUSDT-4h-2025-01-01.json',
    marketFile('klines/binance-spot-api-json/BTCUSDT-4h-2025-01-01.json'),
  );
  t.match(json, { rows: 540, inserted: 0, updated: 0 }, 'the API JSON holds the same candles as the CSV');
});

t.test('gaps are reported, not filled', async (t) => {
  const eth = marketFile('klines/binance-spot/ETHUSDT/ETHUSDT-1d-2024-01-01_2026-04-29.csv')
    .toString('utf8')
    .trim()
    .split('\n');
  const holed = [...eth.slice(0, 11), ...eth.slice(14)]; // drop 2024-01-11 … 2024-01-13
  const out = await importText(api, 'klines', 'ETHUSDT-1d-holed.csv', holed.join('\n'));
  t.same(out.gaps, [{ from: '2024-01-10T00:00:00.000Z', to: '2024-01-14T00:00:00.000Z', missing: 3 }]);
  t.equal(await count(api, 'market_kline', 'ETHUSDT'), 847);
});

t.test('a bad row anywhere rejects the whole file and stores nothing', async (t) => {
  const sol = marketFile('klines/binance-spot/SOLUSDT/SOLUSDT-4h-2024-01-01_2026-04-30.csv')
    .toString('utf8')
    .trim()
    .split('\n');
  const broken = [...sol.slice(0, 20001), 'not,a,kline,row,at,all'].join('\n');
  await t.rejects(importText(api, 'klines', 'SOLUSDT-4h.csv', broken), {
    name: 'MarketFormatError',
    message: /line 5103 open time: "not" is not a timestamp/,
  });
  t.equal(await count(api, 'market_kline', 'SOLUSDT'), 0);
  await t.rejects(
    importText(
      api,
      'klines',
      'SOLUSDT-4h.csv',
      [sol[0], sol[1]!.replace(/^\d+/, '1704067200001').replace(',1704081599999,', ',1704081600000,')].join('\n'),
    ),
    /not aligned/,
  );
  await t.rejects(
    importText(
      api,
      'klines',
      'SOLUSDT-4h.csv',
      [sol[0], sol[1]!.replace(/^(\d+),([^,]+),([^,]+),([^,]+),([^,]+),/, '$1,$2,$3,$4,12x,')].join('\n'),
    ),
    { message: /SOLUSDT-4h\.csv line 2 close: "12x" is not a decimal number/ },
  );
  await t.rejects(
    importText(api, 'klines', 'SOLUSDT-4h.csv', [sol[0], sol[1]!.replace(/^(\d+),([^,]+),/, '$1,,')].join('\n')),
    { message: /SOLUSDT-4h\.csv line 2: missing open$/ },
  );
  await t.rejects(importText(api, 'klines', 'data.csv', btc), /does not name a market/);
  await t.rejects(importText(api, 'klines', 'BTCUSDT-1h.csv', btc), /not a 1h candle/);
  await t.rejects(importText(api, 'klines', 'BTCUSDT.csv', 'hello,world\n1,2'), /not a kline file/);
});

t.test('order-book snapshots: Binance snapshot, Tardis snapshots, the row shape; depth updates refused', async (t) => {
  const snap = await importText(
    api,
    'orderbook',
    'binance-usdm-BTCUSDT-depth-snapshot-2022-11-01.csv',
    marketFile('orderbook/binance-usdm-BTCUSDT-depth-snapshot-2022-11-01.csv'),
  );
  t.match(snap, { symbol: 'BTCUSDT', rows: 100, inserted: 100, first: '2022-11-01T23:49:39.146Z' });
  const tardis = await importText(
    api,
    'orderbook',
    'tardis-binance-futures-BTCUSDT-book_snapshot_25-2020-09-01.csv',
    marketFile('orderbook/tardis-binance-futures-BTCUSDT-book_snapshot_25-2020-09-01.csv'),
  );
  t.match(
    tardis,
    { rows: 500, inserted: 500, first: '2020-09-01T00:00:03.696Z' },
    '10 snapshots × 25 levels × 2 sides, µs → ms',
  );
  const rows = await importText(
    api,
    'orderbook',
    'orderbook-rows-derived.csv',
    marketFile('orderbook/orderbook-rows-derived.csv'),
    { symbol: 'btcusdt' },
  );
  t.match(rows, { rows: 600, inserted: 0, updated: 0 }, 'the derived rows are the same levels');
  await t.rejects(
    importText(api, 'orderbook', 'orderbook-rows-derived.csv', marketFile('orderbook/orderbook-rows-derived.csv')),
    /give the symbol/,
  );
  await t.rejects(
    importText(
      api,
      'orderbook',
      'binance-usdm-BTCUSDT-depth-update-2022-11-01.csv',
      marketFile('orderbook/binance-usdm-BTCUSDT-depth-update-2022-11-01.csv'),
    ),
    /not snapshots/,
  );
  await t.rejects(
    importText(api, 'orderbook', 'x.csv', marketFile('orderbook/binance-usdm-BTCUSDT-depth-snapshot-2022-11-01.csv'), {
      symbol: 'ETHUSDT',
    }),
    /holds BTCUSDT, not ETHUSDT/,
  );
  t.equal(await count(api, 'market_book_level', 'BTCUSDT'), 600);
});

t.test('trades: Binance CSV and the ccxt JSON are the same tape', async (t) => {
  const csv = await importText(
    api,
    'trades',
    'XRPETH-trades-2019-10-11_2019-10-13-binance-format-derived.csv',
    marketFile('trades/XRPETH-trades-2019-10-11_2019-10-13-binance-format-derived.csv'),
  );
  t.match(csv, {
    symbol: 'XRPETH',
    rows: 12477,
    inserted: 12477,
    gaps: [],
    first: '2019-10-11T00:00:11.620Z',
    last: '2019-10-13T11:19:28.844Z',
  });
  const json = await importText(
    api,
    'trades',
    'XRPETH-trades-2019-10-11_2019-10-13-ccxt.json',
    marketFile('trades/XRPETH-trades-2019-10-11_2019-10-13-ccxt.json'),
  );
  t.match(json, { rows: 12477, inserted: 0, updated: 0 });
  const [sides] = await api.orm.em
    .fork()
    .getConnection()
    .execute<{ buys: string; sells: string }[]>(
      `select count(*) filter (where not is_buyer_maker) as buys, count(*) filter (where is_buyer_maker) as sells from market_trade where symbol = 'XRPETH'`,
      [],
    );
  t.same([Number(sides!.buys), Number(sides!.sells)], [6524, 5953], 'taker buys / sells as counted in the data README');
  const holed =
    'id,price,qty,quote_qty,time,is_buyer_maker\n1,1.0,1,1,1700000000000,true\n2,1.0,1,1,1700000000001,false\n7,1.0,1,1,1700000000002,true\n';
  t.same(
    (await importText(api, 'trades', 'EUREURI-trades.csv', holed)).gaps,
    [{ from: '2', to: '7', missing: 4 }],
    'missing trade ids are reported',
  );
});

t.test('decimal normalisation keeps the value exact', async (t) => {
  const cases: [string, string][] = [
    ['30000.12000', '30000.12'],
    ['1.000', '1'],
    ['0.0', '0'],
    ['0.50', '0.5'],
    ['007', '7'],
    ['0', '0'],
    ['10', '10'],
    ['12.34567', '12.34567'],
    ['100.0010', '100.001'],
  ];
  for (const [raw, want] of cases) t.equal(decimal(raw, 'x'), want, raw);
  t.throws(() => decimal('1e5', 'open'), /open: "1e5" is not a decimal number/);
  t.throws(() => decimal('-1', 'open'), /not a decimal/);
});

t.test('two imports of one market at once: serialised, both succeed, every candle stored once', async (t) => {
  const xrp = marketFile('klines/binance-spot/XRPUSDT/XRPUSDT-4h-2024-01-01_2026-04-30.csv')
    .toString('utf8')
    .trim()
    .split('\n');
  const [header, ...rows] = xrp;
  const a = [header, ...rows.slice(0, 3000)].join('\n');
  const b = [header, ...rows.slice(2000, 5000)].join('\n');
  const [ra, rb] = await Promise.all([
    importText(api, 'klines', 'XRPUSDT-4h-a.csv', a),
    importText(api, 'klines', 'XRPUSDT-4h-b.csv', b),
  ]);
  t.equal(ra.inserted + rb.inserted, 5000, 'the overlap of 1,000 candles is inserted once');
  t.equal(ra.inserted + ra.updated + ra.unchanged, 3000);
  t.equal(await count(api, 'market_kline', 'XRPUSDT'), 5000);
});

t.test(
  'COPY paths: out-of-order rows and repeated keys (last row wins), a changed value, a new range of a stored market',
  async (t) => {
    const H = 3_600_000,
      t0 = Date.UTC(2024, 0, 1);
    const line = (i: number, close: string) =>
      `${t0 + i * H},100,110,90,${close},5,${t0 + (i + 1) * H - 1},500,7,2,200,0`;
    // rows 0..3 in order (straight COPY), then row 1 again with a new close (out of order: staged, merged)
    const first = await importText(
      api,
      'klines',
      'LTCUSDT-1h-a.csv',
      [line(0, '100'), line(1, '101'), line(2, '102'), line(3, '103'), line(1, '111'), line(1, '121')].join('\n'),
    );
    t.match(
      first,
      { rows: 6, inserted: 4, updated: 1, unchanged: 1, gaps: [] },
      'the repeated key is one update: its last row',
    );
    const closes = async () =>
      (
        await api.orm.em
          .fork()
          .getConnection()
          .execute<{ close: string }[]>(
            `select close::text as close from market_kline where symbol = 'LTCUSDT' order by open_time`,
            [],
          )
      ).map((r) => r.close);
    t.same(await closes(), ['100', '121', '102', '103']);
    const again = await importText(
      api,
      'klines',
      'LTCUSDT-1h-b.csv',
      [line(3, '103.0'), line(2, '102.5'), line(5, '105')].join('\n'),
    );
    t.match(
      again,
      {
        rows: 3,
        inserted: 1,
        updated: 1,
        unchanged: 1,
        gaps: [{ from: '2024-01-01T03:00:00.000Z', to: '2024-01-01T05:00:00.000Z', missing: 1 }],
      },
      '103.0 equals 103 as a number: unchanged',
    );
    t.same(await closes(), ['100', '121', '102.5', '103', '105']);
    const later = await importText(api, 'klines', 'LTCUSDT-1h-c.csv', [line(10, '110'), line(11, '111')].join('\n'));
    t.match(later, { rows: 2, inserted: 2, updated: 0 }, 'a new range of a stored market goes through the stage');
    t.equal(await count(api, 'market_kline', 'LTCUSDT'), 7);
    const [rec] = await api.orm.em
      .fork()
      .getConnection()
      .execute<{ inserted: number; updated: number; gaps: unknown }[]>(
        `select inserted, updated, gaps from market_import where file_name = 'LTCUSDT-1h-b.csv'`,
        [],
      );
    t.match(
      rec,
      { inserted: 1, updated: 1, gaps: [{ missing: 1 }] },
      'the import record is written in the same transaction',
    );
  },
);
