import { PUBLIC_ACCESS, requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { followResponseSchema, profileParamsSchema } from '#shared/schemas/artists.ts';
import { followArtist, getFollowStatus, unfollowArtist } from './follows.ts';

const tags = ['profiles'];
const schema = (summary: string) => ({
  tags,
  summary,
  params: profileParamsSchema,
  response: { 200: followResponseSchema },
});

/** Follow is idempotent both ways; counts are exact, straight from the database. */
export async function followRoutes(app: AppInstance) {
  const db = () => app.ctx.database.db;

  app.post('/profiles/:id/follow', { schema: schema('Follow an artist (idempotent)') }, async (request) => {
    const { userId } = requireAuth(request);
    return { success: true as const, ...(await followArtist(db(), userId, request.params.id)) };
  });

  app.post(
    '/profiles/:id/unfollow',
    { schema: schema('Unfollow an artist (idempotent)') },
    async (request) => {
      const { userId } = requireAuth(request);
      return { success: true as const, ...(await unfollowArtist(db(), userId, request.params.id)) };
    },
  );

  app.get(
    '/profiles/:id/follow-status',
    {
      config: PUBLIC_ACCESS,
      schema: schema('Whether the caller follows the artist (false when signed out) and the follower count'),
    },
    async (request) => ({
      success: true as const,
      ...(await getFollowStatus(db(), request.auth?.userId, request.params.id)),
    }),
  );
}
