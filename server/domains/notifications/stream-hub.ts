import type { ServerResponse } from 'node:http';
import { liveSessionIds } from '#server/domains/auth/sessions.ts';
import type { AppContext } from '#server/platform/context.ts';
import type { Unlisten } from '#server/platform/db/client.ts';
import { AppError } from '#server/platform/errors.ts';
import type { Notification, StreamEventName } from '#shared/schemas/notifications.ts';
import { getNotification, NOTIFICATIONS_CHANNEL, type NotificationEvent } from './service.ts';

export type StreamLimits = { perUser: number; total: number; pingMs: number };
export const defaultStreamLimits: StreamLimits = { perUser: 5, total: 1000, pingMs: 25_000 };

/** A client slower than this much unsent data is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

type Stream = {
  userId: string;
  /** The session that opened it: once that is revoked (sign-out, new password, suspension), it closes. */
  sessionId: string;
  /** Deliveries wait for their session check in order, so events still arrive as sent. */
  checked: Promise<void>;
  raw: ServerResponse | undefined;
  /** Events that arrive before `ready` is written wait here, so none fall between count and stream. */
  pending: string[];
};

export const formatSseEvent = (event: StreamEventName, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Fans out the 'notifications' channel to this process's open SSE streams. One LISTEN per
 * process; the event carries the user id, so each notification reaches only its owner.
 */
export function createStreamHub(ctx: AppContext, limits: StreamLimits = defaultStreamLimits) {
  const byUser = new Map<string, Stream[]>();
  let size = 0;
  let subscription: Promise<Unlisten> | undefined;
  let pinger: NodeJS.Timeout | undefined;

  function write(stream: Stream, chunk: string) {
    if (!stream.raw) {
      stream.pending.push(chunk);
      return;
    }
    if (stream.raw.writableLength > MAX_BUFFERED_BYTES) {
      close(stream);
      return;
    }
    stream.raw.write(chunk);
  }

  /** Writes only while the stream's session is live; otherwise (or when that cannot be told) closes it. */
  function writeIfLive(stream: Stream, chunk: string) {
    stream.checked = stream.checked.then(async () => {
      const live = await liveSessionIds(ctx.database.db, [stream.sessionId]).catch(() => new Set<string>());
      if (live.has(stream.sessionId)) write(stream, chunk);
      else close(stream);
    });
  }

  function deliver(userId: string, notification: Notification) {
    const chunk = formatSseEvent('notification', notification);
    for (const stream of byUser.get(userId) ?? []) writeIfLive(stream, chunk);
  }

  function onEvent(payload: Record<string, unknown>) {
    const event = payload as Partial<NotificationEvent>;
    if (typeof event.userId !== 'string' || typeof event.id !== 'string') return;
    if (!byUser.has(event.userId)) return;
    if (event.notification) {
      deliver(event.userId, event.notification);
      return;
    }
    const userId = event.userId;
    // Too large to travel inline: it is committed by now, so read it back.
    getNotification(ctx.database.db, userId, event.id).then(
      (n) => deliver(userId, n),
      () => {},
    );
  }

  function remove(stream: Stream) {
    const list = byUser.get(stream.userId);
    const index = list?.indexOf(stream) ?? -1;
    if (!list || index < 0) return;
    list.splice(index, 1);
    size -= 1;
    if (list.length === 0) byUser.delete(stream.userId);
    if (size === 0 && pinger) {
      clearInterval(pinger);
      pinger = undefined;
    }
  }

  function close(stream: Stream) {
    remove(stream);
    if (stream.raw && !stream.raw.writableEnded) stream.raw.end();
  }

  /** Keeps proxies from timing the streams out, and ends those whose session was revoked since. */
  async function ping() {
    const streams = [...byUser.values()].flat();
    let live: Set<string>;
    try {
      live = await liveSessionIds(ctx.database.db, [...new Set(streams.map((s) => s.sessionId))]);
    } catch {
      return; // The database is away: the next ping asks again, and nothing is sent meanwhile.
    }
    for (const stream of streams) {
      if (live.has(stream.sessionId)) write(stream, ': ping\n\n');
      else close(stream);
    }
  }

  return {
    get size() {
      return size;
    },

    /**
     * Reserves a place for the user's stream (subscribing on first use) and starts queueing
     * their events. The caller reads the unread count, then calls `attach`.
     */
    async open(userId: string, sessionId: string): Promise<Stream> {
      if (size >= limits.total) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'Live updates are busy right now. Please try again shortly.',
          503,
          undefined,
          { 'retry-after': '30' },
        );
      }
      if (!subscription) {
        const pending = ctx.events.subscribe(NOTIFICATIONS_CHANNEL, onEvent);
        subscription = pending;
        // A failed LISTEN is retried by the next stream instead of failing all of them forever.
        pending.catch(() => {
          if (subscription === pending) subscription = undefined;
        });
      }
      await subscription;
      const stream: Stream = { userId, sessionId, checked: Promise.resolve(), raw: undefined, pending: [] };
      const list = byUser.get(userId) ?? [];
      byUser.set(userId, list);
      list.push(stream);
      size += 1;
      // A new tab evicts the user's oldest stream rather than being refused.
      while (list.length > limits.perUser) close(list[0]!);
      pinger ??= setInterval(() => void ping(), limits.pingMs).unref();
      return stream;
    },

    /** Starts writing to the response: `ready` first, then anything queued meanwhile. */
    attach(stream: Stream, raw: ServerResponse, unreadCount: number) {
      raw.on('close', () => remove(stream));
      if (!byUser.get(stream.userId)?.includes(stream)) {
        raw.end();
        return;
      }
      stream.raw = raw;
      raw.write(formatSseEvent('ready', { unreadCount }));
      for (const chunk of stream.pending.splice(0)) write(stream, chunk);
    },

    /** Releases a place whose response never started. */
    abandon(stream: Stream) {
      remove(stream);
    },

    /** Ends every stream so a graceful shutdown is not held up by open connections. */
    closeAll() {
      for (const list of [...byUser.values()]) for (const stream of [...list]) close(stream);
    },

    async stop() {
      this.closeAll();
      const unlisten = await subscription?.catch(() => undefined);
      subscription = undefined;
      await unlisten?.();
    },
  };
}

export type StreamHub = ReturnType<typeof createStreamHub>;
