import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { escrowTotalsOf } from '#server/domains/bookings/escrow-totals.ts';
import { requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { readIdempotencyKey } from '#server/platform/idempotency/idempotency.ts';
import { selectPaymentProvider } from '#server/platform/payments/payment-provider.ts';
import {
  balanceHistoryQuerySchema,
  balanceHistoryResponseSchema,
  balanceResponseSchema,
  connectWalletResponseSchema,
  connectWalletSchema,
  messageResponseSchema,
  topupResponseSchema,
  topupSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
  WALLET_REMOVED_MESSAGE,
  walletEscrowResponseSchema,
  walletIdParamsSchema,
  walletResponseSchema,
} from '#shared/schemas/wallet.ts';
import { connectWallet, removeWallet } from './connected-wallets.ts';
import { balanceHistory, listTransactions } from './wallet-history.ts';
import { getBalance, getWallet, topUp, type WalletDeps } from './wallet-service.ts';

const tags = ['wallet'];

/** GET /wallet, /wallet/transactions, /wallet/balance-history, /wallet/balance/{id}, connect and top-up. */
export async function walletRoutes(app: AppInstance) {
  const db = () => app.ctx.database.db;
  const deps = (): WalletDeps => ({ db: db(), provider: selectPaymentProvider(app.ctx.config) });
  const userOf = (request: FastifyRequest) => requireAuth(request).userId;

  app.get(
    '/wallet',
    {
      schema: {
        tags,
        summary: 'Balance, connected wallets and latest transactions',
        response: { 200: walletResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await getWallet(deps(), userOf(request)) }),
  );

  app.get(
    '/wallet/escrow',
    {
      schema: {
        tags,
        summary: 'Paid sessions in escrow: held, released and refunded, as client and as artist',
        response: { 200: walletEscrowResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await escrowTotalsOf(db(), userOf(request)) }),
  );

  app.get(
    '/wallet/transactions',
    {
      schema: {
        tags,
        summary: 'The caller’s transaction history, newest first (page, pageSize clamped to 1..100)',
        querystring: transactionsQuerySchema,
        response: { 200: transactionsResponseSchema },
      },
    },
    async (request) => listTransactions(db(), userOf(request), request.query.page, request.query.pageSize),
  );

  app.get(
    '/wallet/balance-history',
    {
      schema: {
        tags,
        summary: 'End-of-day balances (UTC) for the last 30 to 365 days',
        querystring: balanceHistoryQuerySchema,
        response: { 200: balanceHistoryResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await balanceHistory(db(), userOf(request), request.query.days),
    }),
  );

  app.get(
    '/wallet/balance/:id',
    {
      schema: {
        tags,
        summary: 'The caller’s own balance (another id is 403)',
        params: z.object({ id: z.string() }),
        response: { 200: balanceResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getBalance(db(), requireAuth(request), request.params.id),
    }),
  );

  app.post(
    '/wallet/connect',
    {
      schema: {
        tags,
        summary: 'Save an external wallet address, validated per network',
        body: connectWalletSchema,
        response: { 201: connectWalletResponseSchema },
      },
    },
    async (request, reply) => {
      const wallet = await connectWallet(db(), userOf(request), request.body);
      return reply.code(201).send({ success: true as const, message: 'Wallet connected', data: wallet });
    },
  );

  app.delete(
    '/wallet/connect/:walletId',
    {
      schema: {
        tags,
        summary: 'Remove one of the caller’s connected wallets',
        params: walletIdParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await removeWallet(db(), userOf(request), request.params.walletId);
      return { success: true as const, message: WALLET_REMOVED_MESSAGE };
    },
  );

  app.post(
    '/wallet/topup',
    {
      schema: {
        tags,
        summary:
          'Add MACS through the payment provider (test mode confirms at once); honours Idempotency-Key',
        body: topupSchema,
        response: { 201: topupResponseSchema },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request.headers);
      const answer = await topUp(deps(), userOf(request), request.body, key);
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(answer.statusCode as 201).send(answer.response);
    },
  );
}
