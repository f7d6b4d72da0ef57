import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  BalanceHistory,
  BridgeInitiateBody,
  BridgeRequest,
  ConnectedWallet,
  ConnectWalletBody,
  TopupBody,
  TransactionsPage,
  topupResponseSchema,
  Wallet,
  WalletEscrow,
} from '#shared/schemas/wallet.ts';
import { api } from '#web/lib/api-client.ts';

export type TopupResponse = z.infer<typeof topupResponseSchema>;
type Envelope<T> = { success: true; data: T; message?: string };

export const TRANSACTIONS_PAGE_SIZE = 10;
export const HISTORY_DAYS = 30;

export const walletKeys = {
  all: ['wallet'] as const,
  summary: () => [...walletKeys.all, 'summary'] as const,
  transactions: (page: number) => [...walletKeys.all, 'transactions', page] as const,
  history: (days: number) => [...walletKeys.all, 'history', days] as const,
  bridge: () => [...walletKeys.all, 'bridge'] as const,
  escrow: () => [...walletKeys.all, 'escrow'] as const,
};

/** GET /wallet: balance, connected wallets and the latest transactions. */
export function walletQuery() {
  return queryOptions({
    queryKey: walletKeys.summary(),
    queryFn: async ({ signal }) => (await api.get<Envelope<Wallet>>('/wallet', { signal })).data,
  });
}

/** GET /wallet/transactions: one page of the history, newest first. */
export function transactionsQuery(page: number) {
  return queryOptions({
    queryKey: walletKeys.transactions(page),
    queryFn: ({ signal }) =>
      api.get<TransactionsPage>('/wallet/transactions', {
        signal,
        query: { page, pageSize: TRANSACTIONS_PAGE_SIZE },
      }),
  });
}

/** GET /wallet/balance-history: end-of-day balances for the chart. */
export function balanceHistoryQuery(days = HISTORY_DAYS) {
  return queryOptions({
    queryKey: walletKeys.history(days),
    queryFn: async ({ signal }) =>
      (await api.get<Envelope<BalanceHistory>>('/wallet/balance-history', { signal, query: { days } })).data,
  });
}

/** GET /wallet/escrow: paid sessions' MACS held, released and refunded, as client and as artist. */
export function escrowQuery() {
  return queryOptions({
    queryKey: walletKeys.escrow(),
    queryFn: async ({ signal }) => (await api.get<Envelope<WalletEscrow>>('/wallet/escrow', { signal })).data,
  });
}

/** GET /bridge: the person's bridge requests, newest first. */
export function bridgeRequestsQuery() {
  return queryOptions({
    queryKey: walletKeys.bridge(),
    queryFn: async ({ signal }) => (await api.get<Envelope<BridgeRequest[]>>('/bridge', { signal })).data,
  });
}

/** Every wallet figure moves together, so each change reloads them all. */
function useWalletMutation<TBody, TResult>(send: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}

/**
 * POST /wallet/topup and POST /bridge/initiate move money, so they never retry on their own; the
 * dialog's Idempotency-Key makes the person's second press safe instead.
 */
export const useTopUp = () =>
  useWalletMutation(({ body, key }: { body: TopupBody; key: string }) =>
    api.post<TopupResponse>('/wallet/topup', body, { headers: { 'Idempotency-Key': key }, retry: false }),
  );

export const useInitiateBridge = () =>
  useWalletMutation(({ body, key }: { body: BridgeInitiateBody; key: string }) =>
    api.post<Envelope<BridgeRequest>>('/bridge/initiate', body, {
      headers: { 'Idempotency-Key': key },
      retry: false,
    }),
  );

export const useConnectWallet = () =>
  useWalletMutation((body: ConnectWalletBody) =>
    api.post<Envelope<ConnectedWallet>>('/wallet/connect', body, { retry: false }),
  );

export const useRemoveWallet = () =>
  useWalletMutation((walletId: string) =>
    api.delete<{ success: true; message: string }>(`/wallet/connect/${encodeURIComponent(walletId)}`),
  );
