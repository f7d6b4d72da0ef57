import { requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { devNotificationBodySchema, notificationResponseSchema } from '#shared/schemas/notifications.ts';
import { notify } from './service.ts';

/**
 * Development and end-to-end helper: creates a notification for the caller through the real
 * service, so the live path (transaction → NOTIFY → SSE) is exercised. Registered only when
 * DEV_ROUTES is true, which config refuses in production.
 */
export async function devNotificationRoutes(app: AppInstance) {
  app.post(
    '/dev/notifications',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development only: create a notification for the signed-in caller',
        body: devNotificationBodySchema,
        response: { 201: notificationResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId } = requireAuth(request);
      const { type, title, message, data } = request.body;
      const notification = await app.ctx.database.db.transaction((tx) =>
        notify(tx, userId, type, title, message, data),
      );
      return reply.status(201).send({ success: true as const, notification });
    },
  );
}
