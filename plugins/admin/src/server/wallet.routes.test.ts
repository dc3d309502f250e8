import { createMember, registerAdmin, superUser } from '@app/plugin-auth/server/test-helpers';
import { buildTestApp } from '@app/core/testing';
import { authServerPlugin } from '@app/plugin-auth/server';
import { HDKey } from '@scure/bip32';
import { pbkdf2Sync } from 'node:crypto';
import t from 'tap';
import { ADMIN_MESSAGES as M, boRoutes, walletRoutes as r } from '../shared/index.ts';
import { adminServerPlugin } from './index.ts';

/** The operator's account xpubs of the published trezor "all all ..." fixtures (m/44'/195'/0', m/44'/60'/0'). */
const seed = new Uint8Array(pbkdf2Sync(Array(12).fill('all').join(' '), 'mnemonic', 2048, 64, 'sha512'));
const xpub = (coin: number) => HDKey.fromMasterSeed(seed).derive(`m/44'/${coin}'/0'`).publicExtendedKey;

const api = await buildTestApp(t, { plugins: [authServerPlugin, adminServerPlugin] });
const admin = await registerAdmin(api);
const client = await createMember(api, admin, 'CLIENT');
const other = await registerAdmin(api);
const saved = { trc: process.env.WALLET_TRC20_XPUB, erc: process.env.WALLET_ERC20_XPUB };
t.teardown(() => {
  process.env.WALLET_TRC20_XPUB = saved.trc ?? '';
  process.env.WALLET_ERC20_XPUB = saved.erc ?? '';
});

t.test('no xpub configured: a clear message, not an error, nothing stored', async (t) => {
  process.env.WALLET_TRC20_XPUB = '';
  const res = await api.call(r.allocateWallet, {}, admin.token);
  t.equal(res.status, 200);
  t.same(res.body, { address: null, chain: 'TRC20', configured: false, message: M.walletNotConfigured });
  t.equal((await api.call(r.getWallet, {}, admin.token)).body.configured, false);
  process.env.WALLET_TRC20_XPUB = HDKey.fromMasterSeed(seed).derive("m/44'/195'/0'").privateExtendedKey;
  const prv = await api.call(r.allocateWallet, {}, admin.token);
  t.equal(prv.body.configured, false, 'a private key is never used');
  t.match(prv.body.message, /private key/);
});

t.test("allocate-wallet: TRC20 by default, derived at the user's own index, always the same address", async (t) => {
  process.env.WALLET_TRC20_XPUB = xpub(195);
  process.env.WALLET_ERC20_XPUB = '';
  const first = await api.call(r.allocateWallet, {}, admin.token);
  t.equal(first.status, 200);
  t.same(
    first.body,
    { address: 'TY72iA3SBtrds3QLYsS7LwYfkzXwAXCRWT', chain: 'TRC20', configured: true },
    "index 0 = m/44'/195'/0'/0/0",
  );
  const again = await Promise.all([
    api.call(r.allocateWallet, {}, admin.token),
    api.call(r.allocateWallet, { chain: 'TRC20' }, admin.token),
  ]);
  t.same(
    again.map((x) => x.body.address),
    [first.body.address, first.body.address],
    'same user, same address',
  );
  const second = await api.call(r.allocateWallet, {}, other.token);
  t.equal(second.body.address, 'TFz2CJn9CJb8C4i1Gke3jmZX2fRMJxniH2', "the next user gets index 1 = m/44'/195'/0'/0/1");
  t.equal((await api.call(r.getWallet, {}, admin.token)).body.address, first.body.address);
  t.equal(
    (await api.call(r.getWallet, {}, other.token)).body.address,
    second.body.address,
    'each user sees only the own address',
  );
  const sup = await superUser(api);
  const detail = await api.call(boRoutes.getUserDetail, { id: admin.id }, sup.token);
  t.same(detail.body.wallet, { address: first.body.address, chain: 'TRC20' });
});

t.test('ERC20 optional: not configured -> message; configured -> the same user index', async (t) => {
  const off = await api.call(r.allocateWallet, { chain: 'ERC20' }, admin.token);
  t.same([off.status, off.body.configured, off.body.address], [200, false, null]);
  process.env.WALLET_ERC20_XPUB = xpub(60);
  const on = await api.call(r.allocateWallet, { chain: 'ERC20' }, admin.token);
  t.equal(on.body.address, '0x73d0385F4d8E00C5e6504C6030F47BF6212736A8', "index 0 = m/44'/60'/0'/0/0");
  t.equal((await api.call(r.allocateWallet, { chain: 'BTC' }, admin.token)).status, 400);
});

t.test('authz: view_wallet needed, anonymous 401; get-balance for any signed-in user', async (t) => {
  t.equal((await api.call(r.allocateWallet, {})).status, 401);
  t.equal((await api.call(r.allocateWallet, {}, client.token)).status, 403, 'CLIENT lacks view_wallet');
  t.equal((await api.call(r.getBalance, {})).status, 401);
  const sup = await superUser(api);
  t.equal((await api.call(boRoutes.giveCredit, { user_id: admin.id, amount: 12.5 }, sup.token)).status, 200);
  t.same((await api.call(r.getBalance, {}, admin.token)).body, { credits_balance: 12.5 });
  const bal = await api.call(r.getBalance, {}, client.token);
  t.same(
    [bal.status, bal.body],
    [200, { credits_balance: 0 }],
    'a colleague of the same organisation sees only the own balance',
  );
  t.same((await api.call(r.getBalance, {}, other.token)).body, { credits_balance: 0 }, 'another organisation too');
});
