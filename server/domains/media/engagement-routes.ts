import { PUBLIC_ACCESS, requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import {
  commentBodySchema,
  commentListResponseSchema,
  commentResponseSchema,
  likersResponseSchema,
  likeStateResponseSchema,
  mediaCommentParamsSchema,
  mediaDeleteResponseSchema,
  mediaIdParamsSchema,
  mediaPageQuerySchema,
  mediaStatsResponseSchema,
  OFFER_SENT_MESSAGE,
  offerBodySchema,
  offerResponseSchema,
  saveStateResponseSchema,
  viewResponseSchema,
} from '#shared/schemas/media.ts';
import { addComment, deleteComment, listComments } from './comments.ts';
import { getMediaStats, listLikers, setLike, setSave } from './engagement.ts';
import { makeOffer } from './offers.ts';
import { recordView, toViewerKey, viewHashSecretFor } from './views.ts';

const tags = ['media'];
const params = mediaIdParamsSchema;

/** Spec §7 "Media": likes, views and stats, plus the feed's comments, saves and offers. */
export async function mediaEngagementRoutes(app: AppInstance) {
  const db = () => app.ctx.database.db;
  const secret = viewHashSecretFor(app.ctx.config);

  for (const liked of [true, false]) {
    app.route({
      method: liked ? 'POST' : 'DELETE',
      url: '/media/:id/like',
      schema: {
        tags,
        summary: liked ? 'Like (idempotent)' : 'Unlike (idempotent)',
        params,
        response: { 200: likeStateResponseSchema },
      },
      handler: async (request) => setLike(db(), request.params.id, requireAuth(request).userId, liked),
    });
    app.route({
      method: liked ? 'POST' : 'DELETE',
      url: '/media/:id/save',
      schema: {
        tags,
        summary: liked ? 'Save to my list (idempotent)' : 'Remove from my saved list (idempotent)',
        params,
        response: { 200: saveStateResponseSchema },
      },
      handler: async (request) => setSave(db(), request.params.id, requireAuth(request).userId, liked),
    });
  }

  app.get(
    '/media/:id/likes',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: 'Who liked it, most recent first',
        params,
        querystring: mediaPageQuerySchema,
        response: { 200: likersResponseSchema },
      },
    },
    async (request) => listLikers(db(), request.params.id, request.auth?.userId ?? null, request.query),
  );

  app.post(
    '/media/:id/view',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: 'Count a view, once per viewer per UTC day',
        params,
        response: { 200: viewResponseSchema },
      },
    },
    async (request) => {
      const viewerId = request.auth?.userId ?? null;
      return recordView(db(), request.params.id, viewerId, toViewerKey(viewerId, request.ip, secret));
    },
  );

  app.get(
    '/media/:id/stats',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: 'Likes, views, downloads, comments and saves',
        params,
        response: { 200: mediaStatsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getMediaStats(db(), request.params.id, request.auth?.userId ?? null),
    }),
  );

  app.get(
    '/media/:id/comments',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: 'Comments, oldest first',
        params,
        querystring: mediaPageQuerySchema,
        response: { 200: commentListResponseSchema },
      },
    },
    async (request) => listComments(db(), request.params.id, request.auth?.userId ?? null, request.query),
  );

  app.post(
    '/media/:id/comments',
    {
      config: { accountLimit: 'comments' },
      schema: {
        tags,
        summary: 'Add a comment',
        params,
        body: commentBodySchema,
        response: { 201: commentResponseSchema },
      },
    },
    async (request, reply) => {
      const comment = await addComment(db(), request.params.id, requireAuth(request).userId, request.body);
      return reply.status(201).send({ success: true as const, data: comment });
    },
  );

  app.delete(
    '/media/:id/comments/:commentId',
    {
      schema: {
        tags,
        summary: "Delete a comment: its author, or the artwork's artist",
        params: mediaCommentParamsSchema,
        response: { 200: mediaDeleteResponseSchema },
      },
    },
    async (request) => {
      const { id, commentId } = request.params;
      await deleteComment(db(), id, commentId, requireAuth(request).userId);
      return { success: true as const, message: 'Comment deleted' };
    },
  );

  app.post(
    '/media/:id/offer',
    {
      config: { accountLimit: 'offers' },
      schema: {
        tags,
        summary: 'Offer to buy a priced work; the artist is notified',
        params,
        body: offerBodySchema,
        response: { 201: offerResponseSchema },
      },
    },
    async (request, reply) => {
      await makeOffer(db(), request.params.id, requireAuth(request).userId, request.body);
      return reply.status(201).send({ success: true as const, message: OFFER_SENT_MESSAGE });
    },
  );
}
