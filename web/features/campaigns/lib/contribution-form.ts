import type { CryptoNetwork } from '#shared/crypto-networks.ts';
import { canonicalTxHash, invalidTxHashMessage } from '#shared/crypto-tx-hash.ts';
import {
  AMOUNT_MAX_USD,
  CONTRIBUTION_AMOUNT_MESSAGE,
  CONTRIBUTION_SENT_MESSAGE,
  WALLET_ADDRESS_MESSAGE,
} from '#shared/schemas/campaign-writes.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '#web/lib/api-client.ts';
import type { ContributeRequest } from '../api/contribute-api.ts';

export const CONTRIBUTION_FAILED_MESSAGE = 'Failed to submit contribution';

export type PaymentType = 'fiat' | 'crypto';
export type ContributionValues = {
  amount: string;
  note: string;
  paymentType: PaymentType;
  network: CryptoNetwork;
  walletAddress: string;
  txHash: string;
  sent: boolean;
  email: string;
};
export type ContributionErrors = Partial<Record<'amount' | 'walletAddress' | 'txHash' | 'sent', string>>;

/** Spec §4: every open starts from amount empty, note empty, fiat, polygon, no wallet, unconfirmed. */
export const emptyContribution: ContributionValues = {
  amount: '',
  note: '',
  paymentType: 'fiat',
  network: 'polygon',
  walletAddress: '',
  txHash: '',
  sent: false,
  email: '',
};

/** Greater than 0 with at most two decimals (the server keeps cents), and not absurdly large. */
export function isValidAmount(raw: string): boolean {
  if (raw.trim() === '') return false;
  const amount = Number(raw);
  if (!Number.isFinite(amount) || amount <= 0 || amount > AMOUNT_MAX_USD) return false;
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

/** Spec §5 "Contribution", message for message. */
export function validateContribution(values: ContributionValues): ContributionErrors {
  const errors: ContributionErrors = {};
  if (!isValidAmount(values.amount)) errors.amount = CONTRIBUTION_AMOUNT_MESSAGE;
  if (values.paymentType === 'crypto') {
    if (values.walletAddress.trim() === '') errors.walletAddress = WALLET_ADDRESS_MESSAGE;
    const txHash = values.txHash.trim();
    if (txHash && !canonicalTxHash(values.network, txHash))
      errors.txHash = invalidTxHashMessage(values.network);
    if (!values.sent) errors.sent = CONTRIBUTION_SENT_MESSAGE;
  }
  return errors;
}

/** The request body of spec §7: {amount, note, paymentType, optional crypto}, plus a guest's receipt e-mail. */
export function buildContributeBody(
  values: ContributionValues,
  network: { token: string; platformWallet: string } | undefined,
): ContributeRequest {
  const body: ContributeRequest = {
    amount: Number(values.amount),
    note: values.note.trim(),
    paymentType: values.paymentType,
  };
  const email = values.email.trim();
  if (email) body.email = email;
  if (values.paymentType === 'crypto') {
    const txHash = values.txHash.trim();
    body.crypto = {
      userWalletAddress: values.walletAddress.trim(),
      network: values.network,
      ...(network ? { token: network.token, platformWallet: network.platformWallet } : {}),
      ...(txHash ? { txHash } : {}),
    };
  }
  return body;
}

/** Spec §8: the server's message, else 'Failed to submit contribution'; no answer at all is a network error. */
export function describeContributionFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return CONTRIBUTION_FAILED_MESSAGE;
  if (error.status === 0) return error.code === 'NETWORK_ERROR' ? NETWORK_ERROR_MESSAGE : error.message;
  // The client words an answer without a message as 'HTTP {status}: …'; here the spec wants its fallback.
  if (!error.message || error.message.startsWith(`HTTP ${error.status}:`)) return CONTRIBUTION_FAILED_MESSAGE;
  return error.message;
}
