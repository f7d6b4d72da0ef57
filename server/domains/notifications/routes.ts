import { requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import {
  deleteNotificationResponseSchema,
  markAllReadResponseSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationResponseSchema,
  unreadCountResponseSchema,
} from '#shared/schemas/notifications.ts';
import { devNotificationRoutes } from './dev-routes.ts';
import {
  countUnread,
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './service.ts';
import { streamRoutes } from './stream-routes.ts';

const tags = ['notifications'];

export async function notificationRoutes(app: AppInstance) {
  const db = () => app.ctx.database.db;

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: "The caller's notifications, newest first; filter by read state, type or category",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema },
      },
    },
    async (request) => listNotifications(db(), requireAuth(request).userId, request.query),
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: {
        tags,
        summary: 'How many of the caller’s notifications are unread',
        response: { 200: unreadCountResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      count: await countUnread(db(), requireAuth(request).userId),
    }),
  );

  app.patch(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Marks one of the caller’s notifications read',
        params: notificationIdParamsSchema,
        response: { 200: notificationResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      notification: await markNotificationRead(db(), requireAuth(request).userId, request.params.id),
    }),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Marks all of the caller’s notifications read',
        response: { 200: markAllReadResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      updated: await markAllNotificationsRead(db(), requireAuth(request).userId),
    }),
  );

  app.delete(
    '/notifications/:id',
    {
      schema: {
        tags,
        summary: 'Deletes one of the caller’s notifications',
        params: notificationIdParamsSchema,
        response: { 200: deleteNotificationResponseSchema },
      },
    },
    async (request) => {
      await deleteNotification(db(), requireAuth(request).userId, request.params.id);
      return { success: true as const };
    },
  );

  await app.register(streamRoutes);
  if (app.ctx.config.devRoutes) await app.register(devNotificationRoutes);
}
