import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawClient } from '#server/test/raw-client.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser } from '#server/test/users.ts';
import { judgeErrorBody, judgeSecurityHeaders } from './answer-judge.ts';

/**
 * What Node's HTTP parser refuses never reaches a route or the error handler: a request line or
 * header that is not HTTP, headers over Node's size limit, a request that does not arrive in time.
 * Those answers still come in the wire format with the API's security headers, and the server
 * goes on serving.
 */
let t: TestApp;
let port: number;
const REQUEST_TIMEOUT_MS = 1000;

beforeAll(async () => {
  t = await createTestApp({ HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => t?.close());

/** Sends raw bytes and reads everything the server writes until it hangs up. */
async function exchange(bytes: string): Promise<string> {
  const client = rawClient(port);
  client.socket.write(bytes);
  const hungUp = await Promise.race([
    client.closed.then(() => true),
    new Promise<boolean>((done) => setTimeout(() => done(false), 10_000)),
  ]);
  if (!hungUp) throw new Error(`no hang-up; received ${client.received().slice(0, 200)}`);
  return client.received();
}

function parse(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

const host = 'Host: easel.test\r\n';

describe('a request Node refuses before any route sees it', () => {
  it.each([
    ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n', 400, 'MALFORMED_REQUEST'],
    [
      'a header line without a colon',
      `GET /api/v1/health HTTP/1.1\r\n${host}Broken header\r\n\r\n`,
      400,
      'MALFORMED_REQUEST',
    ],
    [
      'a control character in a header value',
      `GET /api/v1/health HTTP/1.1\r\n${host}X-A: a\u0001b\r\n\r\n`,
      400,
      'MALFORMED_REQUEST',
    ],
    ['a space in the address', `GET /api/v1/he alth HTTP/1.1\r\n${host}\r\n`, 400, 'MALFORMED_REQUEST'],
    [
      'two lengths that disagree',
      `POST /api/v1/auth/login HTTP/1.1\r\n${host}Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
      400,
      'MALFORMED_REQUEST',
    ],
    [
      'headers over the size limit',
      `GET /api/v1/health HTTP/1.1\r\n${host}X-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'HEADERS_TOO_LARGE',
    ],
  ])('answers %s in the wire format, and closes', async (_what, bytes, status, code) => {
    const answer = parse(await exchange(bytes));
    expect(answer.status).toBe(status);
    const judged = { status, contentType: String(answer.headers['content-type']), body: answer.body };
    expect(judgeErrorBody(judged)).toEqual([]);
    expect(judgeSecurityHeaders(judged.contentType, answer.headers)).toEqual([]);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code });
    expect(answer.headers.connection).toBe('close');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  });

  it('answers an expectation other than 100-continue with 417 in the wire format', async () => {
    const answer = parse(await exchange(`GET /api/v1/health HTTP/1.1\r\n${host}Expect: 200-ok\r\n\r\n`));
    expect(answer.status).toBe(417);
    const judged = { status: 417, contentType: String(answer.headers['content-type']), body: answer.body };
    expect(judgeErrorBody(judged)).toEqual([]);
    expect(judgeSecurityHeaders(judged.contentType, answer.headers)).toEqual([]);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'EXPECTATION_FAILED' });
  });

  it('answers a request that does not arrive in time with 408 in the wire format', async () => {
    const answer = parse(await exchange(`GET /api/v1/health HTTP/1.1\r\n${host}X-Slow: 1\r\n`));
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({
      success: false,
      code: 'REQUEST_TIMEOUT',
      message: 'The request took too long to arrive. Please try again.',
    });
  });

  it('leaves an answer already sent on a kept-alive connection whole, and goes on serving', async () => {
    // One good request, then bytes that are not HTTP on the same connection: the first answer
    // arrives complete, the second is the refusal, each in its own response.
    const raw = await exchange(`GET /api/v1/health HTTP/1.1\r\n${host}\r\nNOT HTTP\r\n\r\n`);
    const [first, second] = raw.split(/(?=HTTP\/1\.1 )/);
    expect(parse(first!).status).toBe(200);
    expect(JSON.parse(parse(first!).body)).toEqual({ success: true, status: 'ok' });
    expect(parse(second!).status).toBe(400);
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status).toBe(200);
  });

  it('writes nothing into an answer still streaming, and closes the connection', async () => {
    const { token } = await createTestUser(t.database);
    const client = rawClient(port);
    client.socket.write(
      `GET /api/v1/notifications/stream HTTP/1.1\r\n${host}Authorization: Bearer ${token}\r\n\r\n`,
    );
    await expect.poll(client.received, { timeout: 5000 }).toMatch(/^HTTP\/1\.1 200/);
    client.socket.write('NOT HTTP\r\n\r\n');
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(client.received()).not.toMatch(/HTTP\/1\.1 400|MALFORMED_REQUEST/);
  });
});
