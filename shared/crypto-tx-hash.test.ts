import { describe, expect, it } from 'vitest';
import { canonicalTxHash } from './crypto-tx-hash.ts';

const HEX = 'ab'.repeat(32);
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 of `bytes` (leading zero bytes as '1'), to build signatures of chosen lengths. */
function base58(bytes: Uint8Array): string {
  let n = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let text = '';
  while (n > 0n) {
    text = BASE58[Number(n % 58n)] + text;
    n /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

describe('canonicalTxHash', () => {
  it.each(['polygon', 'bnb', 'xdc'] as const)('writes every %s spelling as 0x and lower case', (network) => {
    for (const spelling of [HEX, HEX.toUpperCase(), `0x${HEX}`, `0X${HEX.toUpperCase()}`, ` 0x${HEX}\n`]) {
      expect(canonicalTxHash(network, spelling)).toBe(`0x${HEX}`);
    }
  });

  it('reads the xdc prefix on XDC only', () => {
    expect(canonicalTxHash('xdc', `xdc${HEX}`)).toBe(`0x${HEX}`);
    expect(canonicalTxHash('polygon', `xdc${HEX}`)).toBeNull();
  });

  it('writes XRP Ledger hashes in capitals without a prefix', () => {
    expect(canonicalTxHash('xrp', HEX)).toBe(HEX.toUpperCase());
    expect(canonicalTxHash('xrp', `0x${HEX}`)).toBeNull();
  });

  it('drops invisible characters pasted with a hash', () => {
    for (const noise of ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u202a', '\u00ad', '\u00a0']) {
      expect(canonicalTxHash('polygon', `${noise}0x${HEX.slice(0, 9)}${noise}${HEX.slice(9)}${noise}`)).toBe(
        `0x${HEX}`,
      );
    }
  });

  it('takes a Solana signature of exactly 64 bytes, as it is', () => {
    const signature = base58(Uint8Array.from({ length: 64 }, (_, i) => (i * 37 + 11) & 255));
    expect(canonicalTxHash('solana', signature)).toBe(signature);
    const leadingZeros = base58(Uint8Array.from({ length: 64 }, (_, i) => (i < 3 ? 0 : 200)));
    expect(leadingZeros.startsWith('111')).toBe(true);
    expect(canonicalTxHash('solana', leadingZeros)).toBe(leadingZeros);
    expect(canonicalTxHash('solana', base58(new Uint8Array(63).fill(9)))).toBeNull();
    expect(canonicalTxHash('solana', base58(new Uint8Array(65).fill(9)))).toBeNull();
    expect(canonicalTxHash('solana', `${signature.slice(1)}0`)).toBeNull(); // 0 is not base58
    expect(canonicalTxHash('solana', HEX)).toBeNull();
  });

  it('refuses what is no hash on any network', () => {
    for (const network of ['polygon', 'bnb', 'xdc', 'xrp', 'solana'] as const) {
      for (const text of ['', 'hello', HEX.slice(1), `${HEX}0`, 'z'.repeat(64), '1'.repeat(10_000)]) {
        expect(canonicalTxHash(network, text), `${network} ${text.slice(0, 20)}`).toBeNull();
      }
    }
  });
});
