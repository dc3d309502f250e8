import { pbkdf2Sync } from 'node:crypto';
import { HDKey } from '@scure/bip32';
import t from 'tap';
import {
  accountHash,
  addressFromPublicKey,
  deriveAddress,
  hexToBytes,
  parseAccountXpub,
  toChecksumAddress,
  tronAddressFromHash,
} from './derive.ts';

/** BIP39 seed (no passphrase); only the test holds a mnemonic, to obtain published accounts' xpubs. */
const seedOf = (mnemonic: string) =>
  new Uint8Array(pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512'));
const ALL = Array(12).fill('all').join(' ');
const accountXpub = (mnemonic: string, coin: number) =>
  HDKey.fromMasterSeed(seedOf(mnemonic)).derive(`m/44'/${coin}'/0'`).publicExtendedKey;

t.test('BIP32 test vector 1: public derivation from the published xpubs', async (t) => {
  // https://github.com/bitcoin/bips/blob/master/bip-0032.mediawiki#test-vector-1
  const m0h1 =
    'xpub6ASuArnXKPbfEwhqN6e3mwBcDTgzisQN1wXN9BJcM47sSikHjJf3UFHKkNAWbWMiGj7Wf5uMash7SyYq527Hqck2AxYysAA7xmALppuCkwQ';
  const m0h =
    'xpub68Gmy5EdvgibQVfPdqkBBCHxA5htiqg55crXYuXoQRKfDBFA1WEjWgP6LHhwBZeNK1VTsfTFUHCdrfp1bgwQ9xv5ski8PX9rL2dZXvgGDnw';
  t.equal(parseAccountXpub(m0h).deriveChild(1).publicExtendedKey, m0h1, 'm/0H -> m/0H/1');
  const m0h12h =
    'xpub6D4BDPcP2GT577Vvch3R8wDkScZWzQzMMUm3PWbmWvVJrZwQY4VUNgqFJPMM3No2dFDFGTsxxpG5uJh7n7epu4trkrX7x7DogT5Uv6fcLW5';
  const m0h12h2 =
    'xpub6FHa3pjLCk84BayeJxFW2SP4XRrFd1JYnxeLeU8EqN3vDfZmbqBqaGJAyiLjTAwm6ZLRQUMv1ZACTj37sR62cfN7fe5JnJ7dh8zL4fiyLHV';
  const last =
    'xpub6H1LXWLaKsWFhvm6RVpEL9P4KfRZSW7abD2ttkWP3SSQvnyA8FSVqNTEcYFgJS2UaFcxupHiYkro49S8yGasTvXEYBVPamhGW6cFJodrTHy';
  t.equal(parseAccountXpub(m0h12h).deriveChild(2).publicExtendedKey, m0h12h2, 'm/0H/1/2H -> /2');
  t.equal(parseAccountXpub(m0h12h2).deriveChild(1_000_000_000).publicExtendedKey, last, '/2 -> /1000000000');
  const master = HDKey.fromMasterSeed(hexToBytes('000102030405060708090a0b0c0d0e0f'));
  t.equal(master.derive("m/0'/1").publicExtendedKey, m0h1, 'the seed gives the same key');
});

t.test('TRON addresses: published public keys and hashes (trezor-firmware, trust wallet-core)', async (t) => {
  t.equal(
    addressFromPublicKey(
      'TRC20',
      hexToBytes(
        '04aee772c640a56bfd434cc6c41b661467f0fac8ad922cd0d6f37a25a9faab506c9d687d8d4ad0957ca8a07b15db6b39ab2fa56cc81b49f2f92d44e1cdd2f4f266',
      ),
    ),
    'TY72iA3SBtrds3QLYsS7LwYfkzXwAXCRWT',
  );
  t.equal(
    tronAddressFromHash(hexToBytes('51b5659b685047f35498f763dce619c4720d2aa7')),
    'THRF3GuPnvvPzKoaT8pJex5XHmo8NNbCb3',
  );
  t.equal(
    tronAddressFromHash(hexToBytes('5cd0fb0ab3ce40f3051414c604b27756e69e43db')),
    'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC',
  );
});

t.test('Ethereum: private key 1 and the EIP-55 spec addresses', async (t) => {
  const g = hexToBytes('0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798');
  t.equal(addressFromPublicKey('ERC20', g), '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf');
  t.equal(accountHash(g).length, 20);
  for (const a of [
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
    '0xde709f2102306220921060314715629080e2fb77',
    '0x27b1fdb04752bbc536007a920d24acb045561c26',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ]) {
    t.equal(toChecksumAddress(a.toLowerCase()), a);
  }
});

t.test('BIP44 receive addresses from an account xpub (trezor "all all ..." fixtures)', async (t) => {
  const tron = parseAccountXpub(accountXpub(ALL, 195));
  t.equal(deriveAddress('TRC20', tron, 0), 'TY72iA3SBtrds3QLYsS7LwYfkzXwAXCRWT', "m/44'/195'/0'/0/0");
  t.equal(deriveAddress('TRC20', tron, 1), 'TFz2CJn9CJb8C4i1Gke3jmZX2fRMJxniH2', "m/44'/195'/0'/0/1");
  const eth = parseAccountXpub(accountXpub(ALL, 60));
  t.equal(deriveAddress('ERC20', eth, 0), '0x73d0385F4d8E00C5e6504C6030F47BF6212736A8', "m/44'/60'/0'/0/0");
});

t.test('a private key or garbage is refused', async (t) => {
  const xprv = HDKey.fromMasterSeed(seedOf(ALL)).derive("m/44'/195'/0'").privateExtendedKey;
  t.throws(() => parseAccountXpub(xprv), /private key/);
  t.throws(() => parseAccountXpub('xpub-nope'), /not a valid/);
  t.throws(() => deriveAddress('TRC20', parseAccountXpub(accountXpub(ALL, 195)), -1), /index/);
});
