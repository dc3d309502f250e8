import { newId } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_MESSAGES as M, type Wallet, type WalletChain } from '../../shared/index.ts';
import { deriveAddress, keyFingerprint, parseAccountXpub, WalletKeyError } from './derive.ts';

/** The operator's account xpubs: WALLET_TRC20_XPUB (m/44'/195'/0', default chain) and WALLET_ERC20_XPUB (m/44'/60'/0', optional). */
export const xpubOf = (chain: WalletChain, env: NodeJS.ProcessEnv = process.env): string | undefined =>
  env[`WALLET_${chain}_XPUB`]?.trim() || undefined;

interface StoredWallet { address: string; derivation_index: number }

async function stored(em: EntityManager, userId: string, chain: WalletChain): Promise<StoredWallet | null> {
  const [row] = await em.execute<StoredWallet[]>('select address, derivation_index from admin_wallet where user_id = ? and chain = ?', [userId, chain]);
  return row ?? null;
}

const notConfigured = (chain: WalletChain, message: string = M.walletNotConfigured): Wallet => ({ address: null, chain, configured: false, message });

/** The user's address if one was allocated (no derivation). */
export async function getWallet(em: EntityManager, userId: string, chain: WalletChain): Promise<Wallet> {
  const row = await stored(em, userId, chain);
  if (row) return { address: row.address, chain, configured: true };
  return xpubOf(chain) ? { address: null, chain, configured: true } : notConfigured(chain);
}

/**
 * One deposit address per user and chain, derived at the user's own index from the operator's xpub;
 * the same user always gets the same address (unique per user and chain; concurrent calls converge).
 */
export async function allocateWallet(em: EntityManager, input: { userId: string; organizationId: string; chain: WalletChain }): Promise<Wallet> {
  const { userId, chain } = input;
  const existing = await stored(em, userId, chain);
  if (existing) return { address: existing.address, chain, configured: true };
  const xpub = xpubOf(chain);
  if (!xpub) return notConfigured(chain);
  let account;
  try {
    account = parseAccountXpub(xpub);
  } catch (err) {
    if (err instanceof WalletKeyError) return notConfigured(chain, `${M.walletNotConfigured} (${err.message})`);
    throw err;
  }
  const [other] = await em.execute<{ derivation_index: number }[]>('select derivation_index from admin_wallet where user_id = ? limit 1', [userId]);
  const index = other ? Number(other.derivation_index) : Number((await em.execute<{ n: string }[]>(`select nextval('admin_wallet_index_seq') as n`))[0]!.n);
  const address = deriveAddress(chain, account, index);
  await em.execute(
    `insert into admin_wallet (id, organization, user_id, chain, derivation_index, address, xpub_fingerprint, created_at)
     values (?, ?, ?, ?, ?, ?, ?, now()) on conflict (user_id, chain) do nothing`,
    [newId(), input.organizationId, userId, chain, index, address, keyFingerprint(account)]);
  const row = await stored(em, userId, chain);
  return { address: row!.address, chain, configured: true };
}
