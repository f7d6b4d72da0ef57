import { PUBLIC_ACCESS, requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import {
  anyArtistProfileResponseSchema,
  artistListQuerySchema,
  artistListResponseSchema,
  artistProfileMutationResponseSchema,
  createArtistProfileSchema,
  deleteArtistProfileResponseSchema,
  profileParamsSchema,
  updateArtistProfileSchema,
} from '#shared/schemas/artists.ts';
import { listArtists } from './discover.ts';
import {
  createOwnArtistProfile,
  deleteOwnArtistProfile,
  getArtistProfileForViewer,
  updateOwnArtistProfile,
} from './profile-editing.ts';

const tags = ['profiles'];

/** Spec §7 "Profiles": the list, the owner-aware read, and create/update/delete by the owner. */
export async function profileRoutes(app: AppInstance) {
  const db = () => app.ctx.database.db;

  app.get(
    '/profiles',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: 'Artists, most followed first; filter by category and words (q), page by page',
        querystring: artistListQuerySchema,
        response: { 200: artistListResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await listArtists(db(), request.query)) }),
  );

  app.get(
    '/profiles/:id',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: 'An artist profile by user id or username; the owner also gets e-mail, phone and time zone',
        params: profileParamsSchema,
        response: { 200: anyArtistProfileResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getArtistProfileForViewer(db(), request.params.id, request.auth?.userId),
    }),
  );

  app.post(
    '/profiles',
    {
      schema: {
        tags,
        summary: "Join as Creator: creates the caller's artist profile (409 if they have one)",
        body: createArtistProfileSchema,
        response: { 201: artistProfileMutationResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId } = requireAuth(request);
      const result = await createOwnArtistProfile(db(), userId, request.body);
      return reply.code(201).send({ success: true as const, ...result });
    },
  );

  app.put(
    '/profiles/:id',
    {
      schema: {
        tags,
        summary: "Updates the caller's own artist profile (and name/username) in one transaction",
        params: profileParamsSchema,
        body: updateArtistProfileSchema,
        response: { 200: artistProfileMutationResponseSchema },
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      const result = await updateOwnArtistProfile(db(), userId, request.params.id, request.body);
      return { success: true as const, ...result };
    },
  );

  app.delete(
    '/profiles/:id',
    {
      schema: {
        tags,
        summary:
          "Deletes the caller's artist profile; the account becomes a supporter and its media are hidden",
        params: profileParamsSchema,
        response: { 200: deleteArtistProfileResponseSchema },
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      return { success: true as const, ...(await deleteOwnArtistProfile(db(), userId, request.params.id)) };
    },
  );
}
