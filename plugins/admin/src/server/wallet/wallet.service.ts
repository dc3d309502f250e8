import { newId } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_MESSAGES as M, type Wallet, type WalletChain } from '../../shared/index.ts';
import type { DemoWalletKeys } from './demo-key.ts';
import { deriveAddress, keyFingerprint, parseAccountXpub, WalletKeyError } from './derive.ts';

/** The operator's account xpubs: WALLET_TRC20_XPUB (m/44'/195'/0', default chain) and WALLET_ERC20_XPUB (m/44'/60'/0', optional). */
export const xpubOf = (chain: WalletChain, env: NodeJS.ProcessEnv = process.env): string | undefined =>
  env[`WALLET_${chain}_XPUB`]?.trim() || undefined;

/** The key new addresses come from: the operator's, else this app's active demo key. */
function keyOf(chain: WalletChain, demo: DemoWalletKeys): { xpub: string; demo: boolean } | null {
  const operator = xpubOf(chain);
  if (operator) return { xpub: operator, demo: false };
  const key = demo[chain];
  return key?.active ? { xpub: key.xpub, demo: true } : null;
}

interface StoredWallet {
  address: string;
  derivation_index: number;
  xpub_fingerprint: string;
}

async function stored(em: EntityManager, userId: string, chain: WalletChain): Promise<StoredWallet | null> {
  const [row] = await em.execute<StoredWallet[]>(
    'select address, derivation_index, xpub_fingerprint from admin_wallet where user_id = ? and chain = ?',
    [userId, chain],
  );
  return row ?? null;
}

/** A stored address; one derived from a demo key says so (`demo: true`), even once an operator key is set. */
const shown = (row: StoredWallet, chain: WalletChain, demo: DemoWalletKeys): Wallet => ({
  address: row.address,
  chain,
  configured: true,
  ...(row.xpub_fingerprint === demo[chain]?.fingerprint ? { demo: true } : {}),
});

const notConfigured = (chain: WalletChain, message: string = M.walletNotConfigured): Wallet => ({
  address: null,
  chain,
  configured: false,
  message,
});

/** The user's address if one was allocated (no derivation). */
export async function getWallet(
  em: EntityManager,
  userId: string,
  chain: WalletChain,
  demo: DemoWalletKeys = {},
): Promise<Wallet> {
  const row = await stored(em, userId, chain);
  if (row) return shown(row, chain, demo);
  const key = keyOf(chain, demo);
  if (!key) return notConfigured(chain);
  return { address: null, chain, configured: true, ...(key.demo ? { demo: true } : {}) };
}

/**
 * One deposit address per user and chain, derived at the user's own index from the operator's xpub;
 * the same user always gets the same address (unique per user and chain; concurrent calls converge).
 */
export async function allocateWallet(
  em: EntityManager,
  input: { userId: string; organizationId: string; chain: WalletChain },
  demo: DemoWalletKeys = {},
): Promise<Wallet> {
  const { userId, chain } = input;
  const existing = await stored(em, userId, chain);
  if (existing) return shown(existing, chain, demo);
  const key = keyOf(chain, demo);
  if (!key) return notConfigured(chain);
  let account;
  try {
    account = parseAccountXpub(key.xpub);
  } catch (err) {
    if (err instanceof WalletKeyError) return notConfigured(chain, `${M.walletNotConfigured} (${err.message})`);
    throw err;
  }
  const [other] = await em.execute<{ derivation_index: number }[]>(
    'select derivation_index from admin_wallet where user_id = ? limit 1',
    [userId],
  );
  const index = other
    ? Number(other.derivation_index)
    : Number((await em.execute<{ n: string }[]>(`select nextval('admin_wallet_index_seq') as n`))[0]!.n);
  const address = deriveAddress(chain, account, index);
  await em.execute(
    `insert into admin_wallet (id, organization, user_id, chain, derivation_index, address, xpub_fingerprint, created_at)
     values (?, ?, ?, ?, ?, ?, ?, now()) on conflict (user_id, chain) do nothing`,
    [newId(), input.organizationId, userId, chain, index, address, keyFingerprint(account)],
  );
  return shown((await stored(em, userId, chain))!, chain, demo);
}
