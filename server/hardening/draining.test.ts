import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawClient } from '#server/test/raw-client.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { SERVICE_UNAVAILABLE_MESSAGE } from '#shared/errors.ts';
import { judgeErrorBody, judgeSecurityHeaders } from './answer-judge.ts';

/**
 * A request that arrives while the app closes, on a connection an unfinished request kept open, is
 * refused in the wire format, with its security headers, Retry-After and Connection: close, not
 * with Fastify's bare body. The unfinished request itself is answered as usual.
 */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => t?.close().catch(() => {}));

describe('a request that arrives while the app closes', () => {
  it('is refused with 503 in the wire format, and the connection closes', async () => {
    const { socket, closed, received: receivedSoFar } = rawClient(port);
    await new Promise<void>((done) => socket.once('connect', () => done()));
    const host = 'Host: easel.test\r\n';
    // A sign-in whose body is still arriving keeps the connection busy while the close begins; the
    // next request on it comes after.
    const login = JSON.stringify({ email: 'nobody@easel.test', password: 'not-the-password' });
    socket.write(
      `POST /api/v1/auth/login HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: ${login.length}\r\n\r\n${login.slice(0, 10)}`,
    );
    await new Promise((done) => setTimeout(done, 500));
    const closing = t.app.close();
    await new Promise((done) => setTimeout(done, 200));
    socket.write(`${login.slice(10)}GET /api/v1/health HTTP/1.1\r\n${host}\r\n`);
    await closed;
    await closing;
    const received = receivedSoFar();
    expect(received).toMatch(/^HTTP\/1\.1 401 /);
    const refusal = received.slice(received.lastIndexOf('HTTP/1.1 '));
    const [head = '', body = ''] = refusal.split('\r\n\r\n');
    const [statusLine, ...lines] = head.split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    expect(statusLine).toBe('HTTP/1.1 503 Service Unavailable');
    expect(JSON.parse(body)).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: SERVICE_UNAVAILABLE_MESSAGE,
      error: SERVICE_UNAVAILABLE_MESSAGE,
    });
    const answer = { status: 503, contentType: String(headers['content-type']), body };
    expect(judgeErrorBody(answer)).toEqual([]);
    expect(judgeSecurityHeaders(answer.contentType, headers)).toEqual([]);
    expect(headers['retry-after']).toBe('5');
    expect(headers.connection).toBe('close');
  });
});
