/**
 * Market bench: (1) import of a 1M-row Binance kline CSV (no header) generated from the
 * real BTCUSDT 15m candles (ms times: the series starts in 1997, before µs values reach 10^15), (2) a 5-year 15m backtest (~175k candles) through the server's
 * service (PostgreSQL read + engine), cold and warm, and the serialisation of its answer on the HTTP
 * path. Run: npx -y pnpm@10.34.9 run bench:market
 */
import {
  collectMigrations,
  coreEntities,
  createOrm,
  installSecurityHeaders,
  migrate,
  startEmbeddedPostgres,
} from '@app/core/server';
import { importMarketFile, SeriesCache } from '@app/plugin-backtest/market';
import { backtest } from '@app/plugin-backtest/server';
import { backtestRoutes } from '@app/plugin-backtest/shared';
import Fastify from 'fastify';
import { serverPlugins } from '@app/server/plugins';
import { generate } from './generate.ts';
import { chmodSync, createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-market-'));
chmodSync(dir, 0o755); // embedded PostgreSQL runs its own user over the data dir below

const loadAtStart = os.loadavg().map((l) => +l.toFixed(2));
const file = path.join(dir, 'BTCUSDT-15m-bench.csv');
let t = performance.now();
await generate(file, ROWS);
const genMs = performance.now() - t;
const db = await startEmbeddedPostgres({
  dataDir: path.join(dir, 'db'),
  port: Number(process.env.EMBEDDED_PG_PORT ?? 54505),
  database: 'bench',
  persistent: false,
});
const orm = await createOrm({
  clientUrl: db.url,
  entities: [...coreEntities, ...serverPlugins.flatMap((p) => p.entities ?? [])],
  migrations: collectMigrations(serverPlugins),
});
try {
  await migrate(orm);
  t = performance.now();
  const summary = await importMarketFile(orm, {
    kind: 'klines',
    name: path.basename(file),
    input: createReadStream(file),
  });
  const importMs = performance.now() - t;
  t = performance.now();
  const again = await importMarketFile(orm, {
    kind: 'klines',
    name: path.basename(file),
    input: createReadStream(file),
  });
  const reimportMs = performance.now() - t;

  const input = {
    symbol: 'BTCUSDT',
    from: '2021-01-01',
    to: '2025-12-31',
    dateRange: '15m',
    indicatorType: 'EMA' as const,
    risk: 1,
  };
  const windows = new SeriesCache();
  const time = async () => {
    const s = performance.now();
    const r = await backtest(orm.em.fork(), input, { cache: windows });
    return { ms: performance.now() - s, r };
  };
  // Cold: the candle window is read from PostgreSQL (nothing cached); warm: the window is in memory
  // (kept until the next import of the market), the engine and the answer arrays run every time.
  const coldRuns: number[] = [];
  for (let i = 0; i < 3; i++) {
    windows.clear();
    coldRuns.push((await time()).ms);
  }
  const runs: number[] = [];
  let last = await time();
  for (let i = 0; i < 7; i++) {
    last = await time();
    runs.push(last.ms);
  }
  const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
  // The HTTP path after the service, on the same 175k-candle answer: the route's native
  // JSON.stringify (as plugins/backtest/src/server/index.ts) and, for comparison, Fastify's serializer
  // compiled from the response schema; each without and with the app's compression (brotli 5 / gzip).
  const http = Fastify({ logger: false });
  await installSecurityHeaders(http);
  http.post('/schema', { schema: { response: { 200: backtestRoutes.backTestData.response } } }, async () => ({
    data: last.r,
  }));
  http.post('/route', { schema: { response: { 200: backtestRoutes.backTestData.response } } }, async (_req, reply) => {
    void reply.type('application/json; charset=utf-8');
    return JSON.stringify({ data: last.r });
  });
  await http.ready();
  const httpRuns: Record<string, { ms: number; bytes: number }[]> = {};
  for (let i = 0; i < 3; i++) {
    for (const url of ['/route', '/schema']) {
      for (const enc of ['identity', 'gzip', 'br']) {
        const s = performance.now();
        const res = await http.inject({ method: 'POST', url, payload: {}, headers: { 'accept-encoding': enc } });
        (httpRuns[`${url.slice(1)} ${enc}`] ??= []).push({ ms: performance.now() - s, bytes: res.rawPayload.length });
      }
    }
  }
  await http.close();
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadavg: { start: loadAtStart, end: os.loadavg().map((l) => +l.toFixed(2)) },
    import: {
      rows: summary.rows,
      inserted: summary.inserted,
      fileMB: +(statSync(file).size / 1024 / 1024).toFixed(1),
      generateMs: Math.round(genMs),
      importMs: Math.round(importMs),
      rowsPerSec: Math.round(summary.rows / (importMs / 1000)),
      targetMs: 20_000,
    },
    reimport: { inserted: again.inserted, updated: again.updated, ms: Math.round(reimportMs) },
    backtest: {
      candles: last.r.times.length,
      trades: last.r.trades.length,
      coldRunsMs: coldRuns.map(Math.round),
      coldMedianMs: Math.round(median(coldRuns)),
      runsMs: runs.map(Math.round),
      medianMs: Math.round(median(runs)),
      maxMs: Math.round(Math.max(...runs)),
      targetMs: 300,
    },
    httpSerialize: Object.fromEntries(
      Object.entries(httpRuns).map(([enc, r]) => [
        enc,
        { medianMs: Math.round(median(r.map((x) => x.ms))), MB: +(r[0]!.bytes / 1024 / 1024).toFixed(2) },
      ]),
    ),
  };
  console.log(JSON.stringify(results, null, 2));
  writeFileSync(path.join(here, 'last-results.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await orm.close(true);
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
}
