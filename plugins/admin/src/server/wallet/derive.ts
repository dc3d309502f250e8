import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { createBase58check } from '@scure/base';
import { HDKey } from '@scure/bip32';
import type { WalletChain } from '../../shared/index.ts';

const base58check = createBase58check(sha256);

/** BIP44 coin types: TRON 195, Ethereum 60. The operator exports the account xpub m/44'/coin'/0'. */
export const COIN_TYPE: Record<WalletChain, number> = { TRC20: 195, ERC20: 60 };

/** The 20-byte account hash of a secp256k1 public key (33 compressed or 65 uncompressed bytes). */
export function accountHash(publicKey: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(12);
}

/** EIP-55 mixed-case checksum encoding of a 20-byte address. */
export function toChecksumAddress(hex: string): string {
  const lower = hex.toLowerCase().replace(/^0x/, '');
  if (!/^[0-9a-f]{40}$/.test(lower)) throw new Error('An Ethereum address has 40 hex digits');
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(lower)));
  let out = '0x';
  for (let i = 0; i < 40; i++) out += Number.parseInt(hash[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i]!;
  return out;
}

/** TRON address: base58check of 0x41 followed by the account hash. */
export const tronAddressFromHash = (hash: Uint8Array): string => base58check.encode(Uint8Array.from([0x41, ...hash]));

export function addressFromPublicKey(chain: WalletChain, publicKey: Uint8Array): string {
  const hash = accountHash(publicKey);
  return chain === 'TRC20' ? tronAddressFromHash(hash) : toChecksumAddress(bytesToHex(hash));
}

export class WalletKeyError extends Error {}

/** Parses the operator's extended public key; a private key is refused (the server never holds one). */
export function parseAccountXpub(xpub: string): HDKey {
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(xpub.trim());
  } catch {
    throw new WalletKeyError('The configured wallet key is not a valid BIP32 extended public key');
  }
  if (key.privateKey)
    throw new WalletKeyError(
      'The configured wallet key is a private key; configure the extended public key (xpub) instead',
    );
  return key;
}

/** The receive address at `index`: public derivation xpub/0/index (m/44'/coin'/0'/0/index). */
export function deriveAddress(chain: WalletChain, account: HDKey, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= 0x80000000)
    throw new WalletKeyError('The derivation index must be a non-hardened index');
  const child = account.deriveChild(0).deriveChild(index);
  return addressFromPublicKey(chain, child.publicKey!);
}

/** Short identifier of the configured key, kept with each allocated address (detects a changed xpub). */
export const keyFingerprint = (account: HDKey): string => account.fingerprint.toString(16).padStart(8, '0');

export { bytesToHex, hexToBytes };
