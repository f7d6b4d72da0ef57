import type pg from 'pg';

export type PgListener = {
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

const quoteIdent = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid channel name: ${name}`);
  return `"${name}"`;
};

export const LISTENER_APPLICATION_NAME = 'easel-listener';

/**
 * One dedicated connection that LISTENs for this process. If it drops (database restart, network,
 * terminated backend) it reconnects with backoff and LISTENs again on every channel still wanted.
 * Events sent while it was down are lost; browsers catch up through their periodic poll.
 */
export function createPgListener(url: string, connectTimeoutMs = 5_000): PgListener {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let closed = false;

  async function connect(): Promise<pg.Client> {
    // Imported at the first LISTEN, so merely loading this module costs a PGlite server nothing.
    const { default: driver } = await import('pg');
    const next = new driver.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      // A database that does not answer must not hold a LISTEN (or the start) forever.
      connectionTimeoutMillis: connectTimeoutMs,
      query_timeout: connectTimeoutMs * 2,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('notification', (msg) => {
      for (const fn of handlers.get(msg.channel) ?? []) fn(msg.payload ?? '');
    });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      scheduleReconnect(250);
    };
    next.on('error', lost);
    next.on('end', lost);
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`LISTEN ${quoteIdent(channel)}`);
    client = next;
    return next;
  }

  function ensureClient(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  function scheduleReconnect(delayMs: number) {
    if (closed || retryTimer || handlers.size === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      ensureClient().catch(() => scheduleReconnect(Math.min(delayMs * 2, 10_000)));
    }, delayMs);
    retryTimer.unref();
  }

  return {
    async listen(channel, onPayload) {
      let set = handlers.get(channel);
      const isNew = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(onPayload);
      const current = await ensureClient();
      // A fresh connection LISTENs on every known channel itself; an existing one needs telling.
      if (isNew && current === client) await current.query(`LISTEN ${quoteIdent(channel)}`);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0 && handlers.get(channel) === set) {
          handlers.delete(channel);
          await client?.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => {});
        }
      };
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
