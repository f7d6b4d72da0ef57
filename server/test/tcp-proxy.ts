import { createServer, type Socket } from 'node:net';

export type TcpProxy = {
  port: number;
  /** Sends a TCP reset down every open connection, both ways, as a failover or a proxy restart does. */
  resetAll(): void;
  /** A silent partition: bytes are taken in and never passed on, nothing is closed, nothing answers. */
  blackhole(on: boolean): void;
  /** The database host gone: open connections are reset and new ones refused. */
  refuse(on: boolean): void;
  /**
   * Resets a connection right after it carried a client message for which `trip` says yes: the
   * statement reached the server, its answer never comes back (a reset inside a transaction).
   */
  resetAfter(trip: ((sent: Buffer) => boolean) | null): void;
  close(): Promise<void>;
};

/** A TCP proxy in front of PostgreSQL for fault injection: the edge of the world for these tests. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let holding = false;
  let refusing = false;
  let trip: ((sent: Buffer) => boolean) | null = null;

  const server = createServer((client) => {
    if (refusing) {
      client.resetAndDestroy();
      return;
    }
    const upstream = new (client.constructor as typeof Socket)();
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const forward = (from: Socket, to: Socket) =>
      from.on('data', (chunk: Buffer) => {
        if (holding || to.destroyed) return;
        to.write(chunk);
        if (from === client && trip?.(chunk)) {
          pairs.delete(pair);
          client.resetAndDestroy();
          upstream.resetAndDestroy();
        }
      });
    forward(client, upstream);
    forward(upstream, client);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pair) {
      socket.on('error', drop);
      socket.on('close', drop);
    }
    upstream.connect(targetPort, targetHost);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const resetAll = () => {
    for (const pair of pairs) for (const socket of pair) if (!socket.destroyed) socket.resetAndDestroy();
    pairs.clear();
  };
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    resetAll,
    blackhole(on) {
      holding = on;
    },
    refuse(on) {
      refusing = on;
      if (on) resetAll();
    },
    resetAfter(next) {
      trip = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        resetAll();
        server.close(() => resolve());
      }),
  };
}
