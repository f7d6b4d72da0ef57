import type { CryptoNetwork } from './crypto-networks.ts';

/** Each network's public block explorer page of a transaction, for the operator to check a payment. */
const explorers: Record<CryptoNetwork, (hash: string) => string> = {
  polygon: (hash) => `https://polygonscan.com/tx/${hash}`,
  bnb: (hash) => `https://bscscan.com/tx/${hash}`,
  xdc: (hash) => `https://xdcscan.io/tx/${hash}`,
  solana: (hash) => `https://solscan.io/tx/${hash}`,
  xrp: (hash) => `https://livenet.xrpl.org/transactions/${hash}`,
};

export const explorerTxUrl = (network: CryptoNetwork, hash: string) =>
  explorers[network](encodeURIComponent(hash));
