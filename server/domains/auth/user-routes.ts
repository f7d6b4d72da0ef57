import { PUBLIC_ACCESS, requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import {
  anyUserResponseSchema,
  ownUserResponseSchema,
  updateMeSchema,
  userIdParamsSchema,
} from '#shared/schemas/user.ts';
import { getOwnUser, getUserForViewer, updateUserById } from './service.ts';

const tags = ['users'];

export async function userRoutes(app: AppInstance) {
  const db = () => app.ctx.database.db;

  app.get(
    '/user',
    { schema: { tags, summary: 'The signed-in user', response: { 200: ownUserResponseSchema } } },
    async (request) => ({
      success: true as const,
      user: await getOwnUser(db(), requireAuth(request)),
    }),
  );

  app.get(
    '/user/:id',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: "A user's public fields; e-mail and preferences only when it is the caller",
        params: userIdParamsSchema,
        response: { 200: anyUserResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      user: await getUserForViewer(db(), request.params.id, request.auth?.userId),
    }),
  );

  app.put(
    '/user/:id',
    {
      schema: {
        tags,
        summary: 'Change own name, username, e-mail or notification preferences (own id only)',
        params: userIdParamsSchema,
        body: updateMeSchema,
        response: { 200: ownUserResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      user: await updateUserById(
        db(),
        { mailer: app.ctx.mailer, publicUrl: app.ctx.config.publicUrl },
        requireAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );
}
