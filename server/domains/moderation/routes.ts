import { z } from 'zod';
import { requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { releaseAccountLimit } from '#server/platform/limits/account-limits.ts';
import {
  actionResponseSchema,
  blockedListResponseSchema,
  reportBodySchema,
  reportResponseSchema,
} from '#shared/schemas/moderation.ts';
import { blockUser, listBlocked, unblockUser } from './blocks.ts';
import { createReport } from './reports.ts';

const tags = ['moderation'];
const userParams = z.object({ userId: z.uuid({ error: 'User not found' }) });

/** POST /reports and the caller's blocks (decision 019). */
export async function moderationRoutes(app: AppInstance) {
  const db = () => app.ctx.database.db;

  app.post(
    '/reports',
    {
      config: { accountLimit: 'reports' },
      schema: {
        tags,
        summary: 'Report an artwork, comment, artist, campaign or message; one open report per target',
        body: reportBodySchema,
        response: { 200: reportResponseSchema, 201: reportResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await createReport(db(), requireAuth(request).userId, {
        ...request.body,
        details: request.body.details ?? '',
      });
      if (answer.data.duplicate) await releaseAccountLimit(request);
      return reply
        .code(answer.status)
        .send({ success: true as const, message: answer.message, data: answer.data });
    },
  );

  app.get(
    '/blocks',
    {
      schema: { tags, summary: 'The people I blocked', response: { 200: blockedListResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await listBlocked(db(), requireAuth(request).userId),
    }),
  );

  app.post(
    '/blocks/:userId',
    {
      schema: { tags, summary: 'Block someone', params: userParams, response: { 200: actionResponseSchema } },
    },
    async (request) => {
      await blockUser(db(), requireAuth(request).userId, request.params.userId);
      return {
        success: true as const,
        message: 'Blocked. They can no longer message you, comment on your work, book or make offers.',
      };
    },
  );

  app.delete(
    '/blocks/:userId',
    {
      schema: {
        tags,
        summary: 'Unblock someone',
        params: userParams,
        response: { 200: actionResponseSchema },
      },
    },
    async (request) => {
      await unblockUser(db(), requireAuth(request).userId, request.params.userId);
      return { success: true as const, message: 'Unblocked' };
    },
  );
}
