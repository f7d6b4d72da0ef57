import { type CryptoNetwork, networkLabels } from './crypto-networks.ts';

/**
 * Transaction hashes, one canonical spelling per transaction, so one transfer can back one
 * contribution only (the unique key on network and hash sees the same text for the same hash):
 * - Polygon, BNB Chain, XDC: 32 bytes in hex, written `0x` + lower case (explorers also show them
 *   without `0x`, in capitals, and XDC with `xdc`);
 * - XRP Ledger: 32 bytes in hex, written in capitals without a prefix, as the ledger shows them;
 * - Solana: a 64-byte signature in base58, case-sensitive, taken as it is.
 * Whitespace and invisible format characters (zero-width spaces, direction marks) pasted along
 * with a hash are dropped before it is read; anything else that is not the format is refused.
 */

export const invalidTxHashMessage = (network: CryptoNetwork) =>
  `Please enter a valid ${networkLabels[network]} transaction hash`;

const PASTED_NOISE = /[\s\p{Cf}]/gu;
const HEX_32_BYTES = /^[0-9a-f]{64}$/i;
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** How many bytes a base58 string decodes to, or null when it is not base58. */
function base58ByteLength(text: string): number | null {
  const bytes: number[] = [];
  for (const char of text) {
    let carry = BASE58_ALPHABET.indexOf(char);
    if (carry < 0) return null;
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i]! * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  const leadingZeros = text.length - text.replace(/^1+/, '').length;
  return bytes.length + leadingZeros;
}

const evmHash = (prefixes: RegExp) => (text: string) => {
  const digits = text.replace(prefixes, '');
  return HEX_32_BYTES.test(digits) ? `0x${digits.toLowerCase()}` : null;
};

const canonicalizers: Record<CryptoNetwork, (text: string) => string | null> = {
  polygon: evmHash(/^0x/i),
  bnb: evmHash(/^0x/i),
  xdc: evmHash(/^(0x|xdc)/i),
  xrp: (text) => (HEX_32_BYTES.test(text) ? text.toUpperCase() : null),
  // A signature is 64 bytes: 86 to 88 base58 characters. Longer text is refused before decoding.
  solana: (text) => (text.length <= 90 && base58ByteLength(text) === 64 ? text : null),
};

/** The one stored spelling of a transaction hash on `network`, or null when it is not one. */
export function canonicalTxHash(network: CryptoNetwork, input: string): string | null {
  return canonicalizers[network](input.replace(PASTED_NOISE, ''));
}
