import { DISPLAY_LOCALE } from '#shared/constants.ts';
import type { CryptoNetwork } from '#shared/crypto-networks.ts';
import { dateFormatOnFirstUse } from '#shared/date-format-on-first-use.ts';

const exactUsd = new Intl.NumberFormat(DISPLAY_LOCALE, {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A single contribution to the cent, e.g. '$95.50': the artist checks it against the chain. */
export const formatExactUsd = (amount: number): string => exactUsd.format(amount);

const dateTime = dateFormatOnFirstUse(DISPLAY_LOCALE, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export const formatContributionTime = (iso: string): string => dateTime().format(new Date(iso));

const networkNames: Record<CryptoNetwork, string> = {
  polygon: 'Polygon',
  solana: 'Solana',
  bnb: 'BNB Chain',
  xrp: 'XRP Ledger',
  xdc: 'XDC Network',
};

export const formatNetwork = (network: CryptoNetwork): string => networkNames[network];
