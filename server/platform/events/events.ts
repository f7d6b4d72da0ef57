import { sql } from 'drizzle-orm';
import type { Database, Db, Unlisten } from '../db/client.ts';

/** Channels are Postgres NOTIFY channels; payloads must stay well under 8000 bytes. */
export type EventChannel = 'notifications';

export interface Events {
  /** Sends inside the caller's transaction: subscribers hear it only if that transaction commits. */
  publish(tx: Db, channel: EventChannel, payload: Record<string, unknown>): Promise<void>;
  subscribe(channel: EventChannel, handler: (payload: Record<string, unknown>) => void): Promise<Unlisten>;
}

/**
 * Publish/subscribe over LISTEN/NOTIFY, so an event raised on one instance reaches browsers
 * connected to any instance. One LISTEN per channel per process, fanned out in memory.
 */
export function createEvents(database: Database): Events {
  const handlers = new Map<EventChannel, Set<(payload: Record<string, unknown>) => void>>();
  const listening = new Map<EventChannel, Promise<Unlisten>>();

  function dispatch(channel: EventChannel, raw: string) {
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return;
    }
    for (const handler of handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch {
        // One broken subscriber must not stop the others.
      }
    }
  }

  return {
    async publish(tx, channel, payload) {
      await tx.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`);
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(handler);
      if (!listening.has(channel)) {
        listening.set(
          channel,
          database.listen(channel, (raw) => dispatch(channel, raw)),
        );
      }
      await listening.get(channel);
      return async () => {
        set.delete(handler);
      };
    },
  };
}
