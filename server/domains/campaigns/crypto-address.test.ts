import { describe, expect, it } from 'vitest';
import type { CryptoNetwork } from '#shared/crypto-networks.ts';
import { invalidAddressMessage, isValidSenderAddress } from './crypto-address.ts';

const evmChecksummed = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const evmLower = evmChecksummed.toLowerCase();
// The same address with one letter's case flipped: the checksum catches it.
const evmBadChecksum = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';

const samples: Record<CryptoNetwork, { valid: string[]; invalid: string[] }> = {
  polygon: {
    valid: [evmChecksummed, evmLower, '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'],
    invalid: [evmBadChecksum, '0x5aaeb6053f3e94c9b9a09f33669435e7ef1bea', evmLower.slice(2), '0xZZ', ''],
  },
  bnb: {
    valid: [evmChecksummed, '0xdbf03b407c01e7cd3cbea99509d93f8dddc8c6fb'],
    invalid: [
      evmBadChecksum,
      'bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2',
      'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
    ],
  },
  xdc: {
    valid: [`xdc${evmLower.slice(2)}`, `xdc${evmChecksummed.slice(2)}`, evmChecksummed, evmLower],
    invalid: [`xdc${evmBadChecksum.slice(2)}`, 'xdc12345', `xd${evmLower.slice(2)}`, ''],
  },
  solana: {
    valid: [
      '11111111111111111111111111111111',
      'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    ],
    invalid: [
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt10', // '0' is not base58
      'EPjFWdd5AufqSSqeM2qN1xzybap', // too short
      evmLower,
      '',
    ],
  },
  xrp: {
    valid: [
      'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
      'rrrrrrrrrrrrrrrrrrrrrhoLvTp',
      'r9cZA1mLK5R5Am25ArfXFmqgNwjZgnfk59',
    ],
    invalid: [
      'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTX', // checksum broken
      'X7AcgcsBL6XDcUb289X4mJ8djcdyKaB5hJDWMArnXr61cqZ', // an X-address, not a classic one
      'HB9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
      evmLower,
      '',
    ],
  },
};

describe('sender address validation', () => {
  for (const [network, { valid, invalid }] of Object.entries(samples) as [
    CryptoNetwork,
    (typeof samples)[CryptoNetwork],
  ][]) {
    it.each(valid)(`accepts the ${network} address %s`, (address) => {
      expect(isValidSenderAddress(network, address)).toBe(true);
    });
    it.each(invalid)(`refuses %j on ${network}`, (address) => {
      expect(isValidSenderAddress(network, address)).toBe(false);
    });
  }

  it('names the network in the message', () => {
    expect(invalidAddressMessage('polygon')).toBe('Please enter a valid Polygon wallet address');
    expect(invalidAddressMessage('solana')).toBe('Please enter a valid Solana wallet address');
    expect(invalidAddressMessage('xrp')).toBe('Please enter a valid XRP Ledger wallet address');
  });
});
