import { createSuperUser } from '@app/plugin-auth/server';
import { createMember, registerAdmin } from '@app/plugin-auth/server/test-helpers';
import { backtestRoutes } from '@app/plugin-backtest/shared';
import { buildServerTestApp } from '@app/server/testing';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { cliAgainst } from './testing/cli-runner.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const BTC_1D = path.resolve(
  repoRoot,
  '../shared/data/market/klines/binance-spot/BTCUSDT/BTCUSDT-1d-2024-01-01_2026-04-29.csv',
);
const api = await buildServerTestApp(t);
const cli = await cliAgainst(t, api);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'market-cli-'));
t.teardown(() => rmSync(tmp, { recursive: true, force: true }));

const u = `${process.pid.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const root = { email: `root-${u}@example.com`, password: 'secret-pass-1' };
await createSuperUser(api.orm, root);
const login = await cli.run(['login', '--email', root.email, '--password', root.password]);
if (login.code !== 0) throw new Error(`super-user login failed: ${login.stderr}`);
const rootToken = (JSON.parse(readFileSync(cli.configFile, 'utf8')) as { token: string }).token;

t.test('app market import klines: streamed upload with a progress bar, summary per file', async (t) => {
  const res = await cli.run(['market', 'import', 'klines', BTC_1D]);
  t.equal(res.code, 0, res.stderr);
  t.equal(
    res.stdout,
    'BTCUSDT-1d-2024-01-01_2026-04-29.csv: BTCUSDT 1d 850 rows (850 new, 0 changed, 0 unchanged), 2024-01-01T00:00:00.000Z … 2026-04-29T00:00:00.000Z; no gaps\n',
  );
  t.match(res.stderr, /^\[\.+\]\s+0% 1\/1 BTCUSDT-1d/m);
  t.match(res.stderr, /\[#{20}\] 100% 1\/1 BTCUSDT-1d-2024-01-01_2026-04-29.csv 0.1 MB of 0.1 MB/);
  const data = await api.call(backtestRoutes.listMarketData, {}, rootToken);
  t.match(data.body.coverage, [{ kind: 'klines', symbol: 'BTCUSDT', interval: '1d', rows: 850 }]);
});

t.test('re-import reports nothing new; --json; --symbol for a file name without a market', async (t) => {
  const again = await cli.json(['market', 'import', 'klines', BTC_1D]);
  t.equal(again.code, 0, again.stderr);
  t.match(again.body, [{ rows: 850, inserted: 0, updated: 0, unchanged: 850 }]);
  const anon = path.join(tmp, 'daily.csv');
  writeFileSync(anon, readFileSync(BTC_1D));
  const refused = await cli.run(['market', 'import', 'klines', anon]);
  t.equal(refused.code, 1);
  t.match(refused.stderr, /does not name a market/);
  const named = await cli.json(['market', 'import', 'klines', anon, '--symbol', 'ethusdt']);
  t.match(named.body, [{ symbol: 'ETHUSDT', interval: '1d', inserted: 850 }]);
});

t.test('usage errors and a non-super user', async (t) => {
  const kind = await cli.run(['market', 'import', 'candles', BTC_1D]);
  t.equal(kind.code, 2);
  t.match(kind.stderr, /value 'candles' is invalid for argument 'kind'/);
  const missing = await cli.run(['market', 'import', 'klines', path.join(tmp, 'nope.csv')]);
  t.equal(missing.code, 2);
  t.match(missing.stderr, /No such file/);
  const admin = await registerAdmin(api);
  const officer = await createMember(api, admin, 'COMPLIANCE_OFFICER');
  const relog = await cli.run(['login', '--email', officer.email, '--password', officer.password]);
  t.equal(relog.code, 0, relog.stderr);
  const denied = await cli.run(['market', 'import', 'klines', BTC_1D]);
  t.not(denied.code, 0);
  t.match(denied.stderr, /for platform super users only/);
});
