import { connect, type Socket } from 'node:net';

/**
 * A raw TCP client for what `fetch` cannot send: requests as slow as an attacker's, bytes that are
 * not HTTP, requests pipelined on one connection. It collects everything the server writes.
 */
export function rawClient(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((done) => socket.once('close', () => done()));
  return {
    socket,
    closed,
    received: () => received,
    /** Writes one chunk every `everyMs` until the server hangs up or `max` chunks are out; returns how many went. */
    async trickle(chunk: string, everyMs: number, max: number): Promise<number> {
      for (let sent = 0; sent < max; sent++) {
        if (socket.destroyed || socket.writableEnded) return sent;
        socket.write(chunk);
        const hungUp = await Promise.race([
          closed.then(() => true),
          new Promise<boolean>((done) => setTimeout(() => done(false), everyMs)),
        ]);
        if (hungUp) return sent + 1;
      }
      return max;
    },
  };
}
