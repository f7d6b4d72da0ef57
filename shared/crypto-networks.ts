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

/** The networks' names as people write them, for labels and messages. */
export const networkLabels: Record<CryptoNetwork, string> = {
  polygon: 'Polygon',
  solana: 'Solana',
  bnb: 'BNB Chain',
  xrp: 'XRP Ledger',
  xdc: 'XDC Network',
};
