import { z } from 'zod';
import { OPERATOR_ACCESS, requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { readIdempotencyKey } from '#server/platform/idempotency/idempotency.ts';
import {
  bridgeFailSchema,
  bridgeInitiateSchema,
  bridgeListResponseSchema,
  bridgeRequestResponseSchema,
  idParamsSchema,
} from '#shared/schemas/wallet.ts';
import { getBridgeRequest, initiateBridge, listBridgeRequests } from './bridge-service.ts';
import { settleBridge } from './bridge-settle.ts';

const tags = ['bridge'];

/** GET /bridge, POST /bridge/initiate, GET /bridge/status/{id}, and the operator's complete and fail. */
export async function bridgeRoutes(app: AppInstance) {
  const db = () => app.ctx.database.db;

  app.get(
    '/bridge',
    {
      schema: {
        tags,
        summary: 'The caller’s bridge requests, newest first',
        response: { 200: bridgeListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listBridgeRequests(db(), requireAuth(request).userId),
    }),
  );

  app.post(
    '/bridge/initiate',
    {
      schema: {
        tags,
        summary: 'Move MACS out to a connected wallet: held in escrow, pending until an operator settles it',
        body: bridgeInitiateSchema,
        response: { 201: bridgeRequestResponseSchema },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request.headers);
      const answer = await initiateBridge(db(), requireAuth(request).userId, request.body, key);
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(answer.statusCode as 201).send(answer.response);
    },
  );

  app.get(
    '/bridge/status/:id',
    {
      schema: {
        tags,
        summary: 'One of the caller’s bridge requests (another person’s is 404)',
        params: z.object({ id: z.string() }),
        response: { 200: bridgeRequestResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getBridgeRequest(db(), requireAuth(request).userId, request.params.id),
    }),
  );

  app.post(
    '/bridge/:id/complete',
    {
      config: OPERATOR_ACCESS,
      schema: {
        tags,
        summary: 'Operator: mark a pending bridge request completed',
        params: idParamsSchema,
        response: { 200: bridgeRequestResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Bridge request completed',
      data: await settleBridge(db(), requireAuth(request).userId, request.params.id, { status: 'completed' }),
    }),
  );

  app.post(
    '/bridge/:id/fail',
    {
      config: OPERATOR_ACCESS,
      schema: {
        tags,
        summary: 'Operator: mark a pending bridge request failed and refund the MACS',
        params: idParamsSchema,
        body: bridgeFailSchema,
        response: { 200: bridgeRequestResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Bridge request failed and refunded',
      data: await settleBridge(db(), requireAuth(request).userId, request.params.id, {
        status: 'failed',
        reason: request.body.reason,
      }),
    }),
  );
}
