import { sql } from 'drizzle-orm';
import type { Database, Db, Unlisten } from '../db/client.ts';

/** Channels are Postgres NOTIFY channels; payloads must stay well under 8000 bytes. */
export type EventChannel = 'notifications' | 'public_pages';

export interface Events {
  /** Sends inside the caller's transaction: subscribers hear it only if that transaction commits. */
  publish(tx: Db, channel: EventChannel, payload: Record<string, unknown>): Promise<void>;
  subscribe(channel: EventChannel, handler: (payload: Record<string, unknown>) => void): Promise<Unlisten>;
}

/** Postgres refuses NOTIFY payloads of 8000 bytes or more; keep a margin. */
export const MAX_EVENT_PAYLOAD_BYTES = 7900;

/**
 * Sends an event inside the caller's transaction (pg_notify), so subscribers hear it only if that
 * transaction commits. Standalone so services need nothing but `tx`.
 */
export async function publishEvent(tx: Db, channel: EventChannel, payload: Record<string, unknown>) {
  const text = JSON.stringify(payload);
  if (Buffer.byteLength(text) > MAX_EVENT_PAYLOAD_BYTES) {
    throw new Error(`Event payload on "${channel}" is too large for NOTIFY; send ids instead`);
  }
  await tx.execute(sql`select pg_notify(${channel}, ${text})`);
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
    publish: publishEvent,
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(handler);
      let listen = listening.get(channel);
      if (!listen) {
        listen = database.listen(channel, (raw) => dispatch(channel, raw));
        listening.set(channel, listen);
      }
      try {
        await listen;
      } catch (err) {
        // Forget the failed LISTEN so a later subscribe tries again.
        if (listening.get(channel) === listen) listening.delete(channel);
        set.delete(handler);
        throw err;
      }
      return async () => {
        set.delete(handler);
      };
    },
  };
}
