import type { TestApp } from '@app/core/testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { MARKET_IMPORT_PATH } from '../shared/index.ts';
import { importMarketFile, type ImportRequest } from './import.service.ts';

/** ../shared/data/market next to the repository (real Binance data; read, never copied). */
export const MARKET_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../shared/data/market',
);
export const marketFile = (rel: string) => readFileSync(path.join(MARKET_DIR, rel));
export const BTC_4H = 'klines/binance-spot/BTCUSDT/BTCUSDT-4h-2024-01-01_2026-04-30.csv';

/** Imports text/bytes through the service (as the server and CLI do) into the test database. */
export const importText = (
  api: TestApp,
  kind: ImportRequest['kind'],
  name: string,
  content: string | Buffer,
  extra: Partial<ImportRequest> = {},
) =>
  importMarketFile(api.orm, {
    kind,
    name,
    input: Readable.from([typeof content === 'string' ? Buffer.from(content) : content]),
    ...extra,
  });

/** The multipart upload of the back office, through Fastify inject. */
export async function uploadMarket(
  api: TestApp,
  token: string | null,
  fields: Record<string, string>,
  files: { name: string; content: string | Buffer }[],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append(
      'files',
      new Blob([new Uint8Array(typeof f.content === 'string' ? Buffer.from(f.content) : f.content)]),
      f.name,
    );
  const req = new Request('http://upload.test', { method: 'POST', body: form });
  const res = await api.app.inject({
    method: 'POST',
    url: MARKET_IMPORT_PATH,
    payload: Buffer.from(await req.arrayBuffer()),
    headers: {
      'content-type': req.headers.get('content-type')!,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() };
}

export const count = async (api: TestApp, table: string, symbol: string) =>
  Number(
    (
      await api.orm.em
        .fork()
        .getConnection()
        .execute<{ n: string }[]>(`select count(*) as n from ${table} where symbol = ?`, [symbol])
    )[0]!.n,
  );

/** The file readers, for other plugins' tests that read the same reference files (order-book check). */
export { readOrderBook } from './orderbook.reader.ts';
export { readTrades } from './trades.reader.ts';
