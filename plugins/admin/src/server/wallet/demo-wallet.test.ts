import { registerAdmin } from '@app/plugin-auth/server/test-helpers';
import { buildTestApp } from '@app/core/testing';
import { authServerPlugin } from '@app/plugin-auth/server';
import { HDKey } from '@scure/bip32';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { pbkdf2Sync } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { ADMIN_MESSAGES as M, walletRoutes as r, adminService } from '../../shared/index.ts';
import { DEMO_WALLET_FILE, demoWalletXpub } from './demo-key.ts';
import { parseAccountXpub } from './derive.ts';
import { adminServerPlugin } from '../index.ts';

const TRON = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const saved = process.env.WALLET_TRC20_XPUB;
delete process.env.WALLET_TRC20_XPUB;
t.teardown(() => {
  if (saved === undefined) delete process.env.WALLET_TRC20_XPUB;
  else process.env.WALLET_TRC20_XPUB = saved;
});

const api = await buildTestApp(t, { plugins: [authServerPlugin, adminServerPlugin] });
const admin = api.services.get(adminService);
const file = path.join(api.config.dataDir, DEMO_WALLET_FILE);
const alice = await registerAdmin(api);
const bob = await registerAdmin(api);

t.test('demo key: generated once from a random seed, then reused; a damaged file is replaced', async (t) => {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'demo-wallet-')), 'data');
  const first = demoWalletXpub(dir);
  t.same([first.created, first.file], [true, path.join(dir, DEMO_WALLET_FILE)]);
  t.equal(readFileSync(first.file, 'utf8').trim(), first.xpub);
  t.equal(statSync(first.file).mode & 0o777, 0o600);
  const account = parseAccountXpub(first.xpub);
  t.same([account.depth, account.privateKey], [3, null], "an account xpub m/44'/195'/0', public only");
  t.same(demoWalletXpub(dir), { ...first, created: false }, 'the same key on the next start');
  t.not(demoWalletXpub(mkdtempSync(path.join(os.tmpdir(), 'demo-wallet-'))).xpub, first.xpub, 'random per machine');
  writeFileSync(first.file, 'xpub-truncated');
  const again = demoWalletXpub(dir);
  t.ok(again.created && again.xpub !== first.xpub);
});

t.test('SEED_DEMO=0 (production): no demo key, wallets stay unavailable without the xpub', async (t) => {
  t.equal(admin.enableDemoWallet({ SEED_DEMO: '0' }), null);
  t.notOk(existsSync(file), 'no key written');
  t.same((await api.call(r.getWallet, {}, alice.token)).body, {
    address: null,
    chain: 'TRC20',
    configured: false,
    message: M.walletNotConfigured,
  });
  t.same((await api.call(r.allocateWallet, {}, alice.token)).body, {
    address: null,
    chain: 'TRC20',
    configured: false,
    message: M.walletNotConfigured,
  });
});

t.test('demo seeded, no operator key: addresses from the demo key, flagged demo', async (t) => {
  t.same(admin.enableDemoWallet({}), { file, created: true });
  t.same(admin.enableDemoWallet({ SEED_DEMO: '1' }), { file, created: false }, 'reused on the next start');
  t.same((await api.call(r.getWallet, {}, alice.token)).body, {
    address: null,
    chain: 'TRC20',
    configured: true,
    demo: true,
  });
  const got = await api.call(r.allocateWallet, {}, alice.token);
  t.equal(got.status, 200);
  t.match(got.body, { address: TRON, chain: 'TRC20', configured: true, demo: true });
  t.same((await api.call(r.allocateWallet, {}, alice.token)).body, got.body, 'always the same address');
  t.same((await api.call(r.getWallet, {}, alice.token)).body, got.body);
  const erc = await api.call(r.allocateWallet, { chain: 'ERC20' }, alice.token);
  t.same([erc.body.configured, erc.body.demo], [false, undefined], 'the demo key is TRC20 only');
});

t.test('an operator key wins for new addresses; demo addresses keep their warning', async (t) => {
  const seed = new Uint8Array(pbkdf2Sync(Array(12).fill('all').join(' '), 'mnemonic', 2048, 64, 'sha512'));
  process.env.WALLET_TRC20_XPUB = HDKey.fromMasterSeed(seed).derive("m/44'/195'/0'").publicExtendedKey;
  t.equal(admin.enableDemoWallet({ WALLET_TRC20_XPUB: process.env.WALLET_TRC20_XPUB }), null);
  const real = await api.call(r.allocateWallet, {}, bob.token);
  t.match(real.body, { address: TRON, configured: true });
  t.notOk('demo' in real.body, 'an operator address carries no demo flag');
  t.equal(
    (await api.call(r.getWallet, {}, alice.token)).body.demo,
    true,
    'the demo address stays marked: not to be funded',
  );
});
