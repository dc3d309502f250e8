import { HDKey } from '@scure/bip32';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { WalletChain } from '../../shared/index.ts';
import { COIN_TYPE, keyFingerprint, parseAccountXpub, WalletKeyError } from './derive.ts';
import { xpubOf } from './wallet.service.ts';

/** The demo's TRC20 account key under the data directory (ADR 0065). */
export const DEMO_WALLET_FILE = 'demo-wallet-xpub';

/** A demo key known to this app: `active` = new addresses come from it; else only its addresses are flagged. */
export interface DemoWalletKey {
  xpub: string;
  fingerprint: string;
  active: boolean;
}
export type DemoWalletKeys = Partial<Record<WalletChain, DemoWalletKey>>;

function readKey(file: string): string | null {
  if (!existsSync(file)) return null;
  const xpub = readFileSync(file, 'utf8').trim();
  try {
    parseAccountXpub(xpub);
    return xpub;
  } catch (err) {
    if (err instanceof WalletKeyError) return null; // an edited or truncated file: a new demo key replaces it
    throw err;
  }
}

/**
 * The account xpub m/44'/195'/0' of a fresh random seed, written once and reused. The seed is never
 * kept, so nobody (operator included) can spend what is sent to these addresses: demo only.
 */
export function demoWalletXpub(dataDir: string): { xpub: string; file: string; created: boolean } {
  const file = path.join(dataDir, DEMO_WALLET_FILE);
  const kept = readKey(file);
  if (kept) return { xpub: kept, file, created: false };
  const xpub = HDKey.fromMasterSeed(randomBytes(32)).derive(`m/44'/${COIN_TYPE.TRC20}'/0'`).publicExtendedKey;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${xpub}\n`, { mode: 0o600 });
  return { xpub, file, created: true };
}

/**
 * With the demo seeded (SEED_DEMO not 0) and no operator key (WALLET_TRC20_XPUB), the demo's wallet
 * works on a generated key, flagged `demo`. With an operator key, a demo key left in dataDir only
 * flags the addresses it gave out. SEED_DEMO=0 (production): nothing changes.
 */
export function enableDemoWallet(
  keys: DemoWalletKeys,
  dataDir: string,
  env: Record<string, string | undefined> = process.env,
): { file: string; created: boolean } | null {
  delete keys.TRC20;
  if (env.SEED_DEMO === '0') return null;
  if (xpubOf('TRC20', env)) {
    const left = readKey(path.join(dataDir, DEMO_WALLET_FILE));
    if (left) keys.TRC20 = { xpub: left, fingerprint: keyFingerprint(parseAccountXpub(left)), active: false };
    return null;
  }
  const { xpub, file, created } = demoWalletXpub(dataDir);
  keys.TRC20 = { xpub, fingerprint: keyFingerprint(parseAccountXpub(xpub)), active: true };
  return { file, created };
}
