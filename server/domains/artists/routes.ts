import { PUBLIC_ACCESS } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import {
  artistProfileResponseSchema,
  galleryQuerySchema,
  galleryResponseSchema,
  profileParamsSchema,
} from '#shared/schemas/artists.ts';
import { getArtistGallery, getPublicArtistProfile } from './service.ts';

const tags = ['profiles'];

/** Spec §7 "Profiles": the public reads. Neither needs a session (spec §6). */
export async function artistRoutes(app: AppInstance) {
  const db = () => app.ctx.database.db;

  app.get(
    '/profiles/public/:id',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: "An artist's public profile by user id or username (any letter case)",
        params: profileParamsSchema,
        response: { 200: artistProfileResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getPublicArtistProfile(db(), request.params.id),
    }),
  );

  app.get(
    '/profiles/:id/gallery',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: "An artist's published media, newest first",
        params: profileParamsSchema,
        querystring: galleryQuerySchema,
        response: { 200: galleryResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getArtistGallery(db(), request.params.id, { limit: request.query.limit }),
    }),
  );
}
