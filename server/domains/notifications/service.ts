import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client.ts';
import { notFound } from '#server/platform/errors.ts';
import { publishEvent } from '#server/platform/events/events.ts';
import type { NotificationType } from '#shared/notification-types.ts';
import {
  type Notification,
  type NotificationData,
  type NotificationListQuery,
  type NotificationListResponse,
  notificationCategoryTypes,
  notificationDataSchema,
} from '#shared/schemas/notifications.ts';
import { notifications } from './tables.ts';

export const NOTIFICATIONS_CHANNEL = 'notifications';
/** Notifications larger than this travel as an id and are read back by the listener. */
const INLINE_EVENT_BYTES = 6000;

/** What listeners of the 'notifications' channel receive. */
export type NotificationEvent = { userId: string; id: string; notification?: Notification };

const NOT_FOUND_MESSAGE = 'Notification not found';

type Row = typeof notifications.$inferSelect;

export function toNotification(row: Row): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    data: notificationDataSchema.catch({}).parse(row.data),
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Creates a notification and announces it on the 'notifications' channel. Call it with the
 * transaction of the change it reports: if that rolls back, nobody is notified.
 */
export async function notify(
  tx: Db,
  userId: string,
  type: NotificationType,
  title: string,
  message: string,
  data: NotificationData = {},
): Promise<Notification> {
  const [row] = await tx
    .insert(notifications)
    .values({ userId, type, title, message, data: notificationDataSchema.parse(data) })
    .returning();
  const notification = toNotification(row!);
  const event: NotificationEvent = { userId, id: notification.id, notification };
  const small = Buffer.byteLength(JSON.stringify(event)) <= INLINE_EVENT_BYTES;
  await publishEvent(tx, NOTIFICATIONS_CHANNEL, small ? event : { userId, id: notification.id });
  return notification;
}

function listFilters(userId: string, query: Pick<NotificationListQuery, 'read' | 'type' | 'category'>) {
  const where: SQL[] = [eq(notifications.userId, userId)];
  if (query.read !== undefined) where.push(eq(notifications.read, query.read === 'true'));
  if (query.type) where.push(eq(notifications.type, query.type));
  if (query.category) where.push(inArray(notifications.type, [...notificationCategoryTypes[query.category]]));
  return and(...where);
}

/** The caller's notifications, newest first, with the filters' total and the overall unread count. */
export async function listNotifications(
  db: Db,
  userId: string,
  query: NotificationListQuery,
): Promise<NotificationListResponse> {
  const where = listFilters(userId, query);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [totals] = await db.select({ total: count() }).from(notifications).where(where);
  return {
    success: true,
    notifications: rows.map(toNotification),
    total: totals?.total ?? 0,
    unreadCount: await countUnread(db, userId),
    page: query.page,
    limit: query.limit,
  };
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return row?.n ?? 0;
}

/** One of the owner's notifications; another user's id is simply not found. */
export async function getNotification(db: Db, userId: string, id: string): Promise<Notification> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return toNotification(row);
}

export async function markNotificationRead(db: Db, userId: string, id: string): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return toNotification(row);
}

/** Returns how many were unread. */
export async function markAllNotificationsRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotification(db: Db, userId: string, id: string): Promise<void> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw notFound(NOT_FOUND_MESSAGE);
}
