/** Crypto networks of the spec (section 3) and the token each one carries. */
export const cryptoNetworks = ['polygon', 'solana', 'bnb', 'xrp', 'xdc'] as const;
export type CryptoNetwork = (typeof cryptoNetworks)[number];

export const networkTokens: Record<CryptoNetwork, string> = {
  polygon: 'MATIC',
  solana: 'SOL',
  bnb: 'BNB',
  xrp: 'XRP',
  xdc: 'XDC',
};
