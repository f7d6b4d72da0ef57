import { PUBLIC_ACCESS, requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { storageFor } from '#server/platform/storage/storage.ts';
import { profileParamsSchema } from '#shared/schemas/artists.ts';
import {
  mediaDeleteResponseSchema,
  mediaIdParamsSchema,
  mediaItemResponseSchema,
  mediaListQuerySchema,
  mediaListResponseSchema,
  mediaPageQuerySchema,
  mediaPageResponseSchema,
  mediaSearchQuerySchema,
  mediaUpdateSchema,
} from '#shared/schemas/media.ts';
import { listFeaturedMedia, listTrendingMedia, searchMedia } from './discovery.ts';
import { downloadOriginal, sendDownload } from './download.ts';
import { listSavedMedia } from './engagement.ts';
import { deleteMedia, getMediaItem, listArtistMediaItems, updateMedia } from './service.ts';

const tags = ['media'];

/** Spec §7 "Media": reading, changing and deleting artworks, the lists, and the original download. */
export async function mediaRoutes(app: AppInstance) {
  const db = () => app.ctx.database.db;
  const viewer = (request: { auth: { userId: string } | null }) => request.auth?.userId ?? null;

  app.get(
    '/media/artist/:id',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: "A user's work by id or username, newest first; the owner also sees unpublished work",
        params: profileParamsSchema,
        querystring: mediaListQuerySchema,
        response: { 200: mediaListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listArtistMediaItems(db(), request.params.id, viewer(request), request.query),
    }),
  );

  const lists = [
    ['/media/featured', 'The most-liked published work of the last 30 days', listFeaturedMedia],
    ['/media/trending', 'Published work ranked by likes and views of the last 7 days', listTrendingMedia],
  ] as const;
  for (const [url, summary, list] of lists) {
    app.get(
      url,
      {
        config: PUBLIC_ACCESS,
        schema: {
          tags,
          summary,
          querystring: mediaListQuerySchema,
          response: { 200: mediaListResponseSchema },
        },
      },
      async (request) => ({ success: true as const, data: await list(db(), viewer(request), request.query) }),
    );
  }

  app.get(
    '/media/search',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: 'Published work whose title, caption or tags contain the query',
        querystring: mediaSearchQuerySchema,
        response: { 200: mediaListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await searchMedia(db(), request.query.query, viewer(request), request.query),
    }),
  );

  app.get(
    '/media/saved',
    {
      schema: {
        tags,
        summary: "The caller's saved list, most recently saved first",
        querystring: mediaPageQuerySchema,
        response: { 200: mediaPageResponseSchema },
      },
    },
    async (request) => listSavedMedia(db(), requireAuth(request).userId, request.query),
  );

  app.get(
    '/media/:id',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: 'One artwork; unpublished work only for its artist',
        params: mediaIdParamsSchema,
        response: { 200: mediaItemResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getMediaItem(db(), request.params.id, viewer(request)),
    }),
  );

  app.put(
    '/media/:id',
    {
      schema: {
        tags,
        summary: 'Change title, caption, tags, download permission and price (owner only)',
        params: mediaIdParamsSchema,
        body: mediaUpdateSchema,
        response: { 200: mediaItemResponseSchema },
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      await updateMedia(db(), request.params.id, userId, request.body);
      return { success: true as const, data: await getMediaItem(db(), request.params.id, userId) };
    },
  );

  app.delete(
    '/media/:id',
    {
      schema: {
        tags,
        summary: 'Delete an artwork and all its stored files (owner only)',
        params: mediaIdParamsSchema,
        response: { 200: mediaDeleteResponseSchema },
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      const { orphanedKeys } = await deleteMedia(db(), storageFor(app.ctx.config), request.params.id, userId);
      if (orphanedKeys.length > 0) request.log.warn({ orphanedKeys }, 'media deleted but some files remain');
      return { success: true as const, message: 'Media deleted' };
    },
  );

  app.get(
    '/media/:id/download',
    {
      // Anyone may download a work whose artist allows it; downloadOriginal refuses the rest.
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: 'The original file as an attachment, when the artist allows downloads',
        params: mediaIdParamsSchema,
      },
    },
    async (request, reply) => {
      const download = await downloadOriginal(
        db(),
        storageFor(app.ctx.config),
        request.params.id,
        viewer(request),
      );
      return sendDownload(reply, download);
    },
  );
}
