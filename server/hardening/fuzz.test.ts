import { text } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMultipartBody } from '#server/platform/storage/multipart-body.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import { type FuzzRequest, listOperations, type Operation, requestArbitrary } from './openapi-fuzz.ts';
import { findSecrets, type KnownSecrets } from './secret-scan.ts';

/** Fixed, so a failure is reproduced by running the file again; fast-check prints it with the counterexample. */
const SEED = 7_2026;
const REQUIRED_REQUESTS = 10_000;
type Caller = 'anonymous' | 'signed-in';
const callers: Caller[] = ['anonymous', 'signed-in'];

/** Traces of internals that must never reach a client: stack frames, source paths, SQL and driver errors. */
const leakPatterns: [string, RegExp][] = [
  // "    at handler (/srv/x.ts:12:5)"; a sentence such as "no slot at 10:00:00" is not one.
  ['a stack frame', /\n\s+at \S|\bat [^\n]*\(?[\w./\\-]+\.(?:ts|js|mjs|cjs):\d+:\d+/],
  ['a source path', /[\w/.-]+\.(ts|js|mjs|cjs):\d+/],
  // SQL as drivers print it, identifiers quoted; "select a date from the calendar" is no leak.
  ['SQL', /\b(select|insert into|update|delete from)\b[^.]*\b(from|values|set|where)\s*["(]/i],
  [
    'a database error',
    /Failed query|SQLSTATE|syntax error at|violates .* constraint|duplicate key|relation "|column "|invalid input syntax|out of range for type|drizzle|PGlite/i,
  ],
];

/** The body as a person reads it: JSON strings unescaped, so a "\n    at" inside a message shows as one. */
function readableText(body: string): string {
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  try {
    walk(JSON.parse(body));
  } catch {
    return body;
  }
  return [body, ...strings].join('\n');
}

type Answer = { status: number; contentType: string; body: string };

/** Problems with one answer; an empty list means the server behaved. */
function judge(answer: Answer, known: KnownSecrets, caller: TestUser | undefined): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  // Only errors are searched for internals: a 2xx may rightly echo fuzzed text a user saved.
  if (answer.status >= 400) {
    const text = readableText(answer.body);
    for (const [what, pattern] of leakPatterns)
      if (pattern.test(text)) problems.push(`the body shows ${what}`);
  }
  problems.push(...findSecrets(answer.body, known, { token: caller?.token, email: caller?.email }));
  if (answer.status >= 400) problems.push(...judgeErrorBody(answer));
  return problems;
}

/** Every 4xx speaks the wire format `{ success: false, message, error, code }` with a sentence a person can read. */
function judgeErrorBody(answer: Answer): string[] {
  if (!answer.contentType.startsWith('application/json')) return [`a ${answer.status} that is not JSON`];
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return [`a ${answer.status} whose body is not JSON`];
  }
  const problems: string[] = [];
  if (body.success !== false) problems.push('success is not false');
  if (typeof body.code !== 'string' || !/^[A-Z_]+$/.test(body.code)) problems.push('no error code');
  if (typeof body.error !== 'string') problems.push('no error field');
  const message = body.message;
  if (typeof message !== 'string' || !/[a-z]{2,}/i.test(message) || message === body.code) {
    problems.push(`no human message (${JSON.stringify(message)})`);
  }
  return problems;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  let t: TestApp;
  let operations: Operation[];
  let bystander: TestUser;

  beforeAll(async () => {
    // Thousands of requests from one address: the limiters are tested elsewhere and must not answer 429 here.
    t = await createTestApp({ RATE_LIMIT_MAX: '10000000', AUTH_RATE_LIMIT_MAX: '10000000' });
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    operations = listOperations(doc.json());
    bystander = await createTestUser(t.database);
  });
  afterAll(async () => t?.close());

  /** What the database holds right now that no response may show (read per operation: fuzzing adds users). */
  async function readKnownSecrets(tokens: string[]): Promise<KnownSecrets> {
    const users = await t.database.db.execute<{ email: string; password_hash: string }>(
      sql`select email, password_hash from users`,
    );
    const sessions = await t.database.db.execute<{ token_hash: string }>(
      sql`select token_hash from sessions`,
    );
    return {
      hashes: [...users.rows.map((r) => r.password_hash), ...sessions.rows.map((r) => r.token_hash)],
      tokens,
      emails: users.rows.map((r) => r.email),
    };
  }

  async function send(request: FuzzRequest, streaming: boolean): Promise<Answer> {
    const options: InjectOptions = {
      method: request.method as InjectOptions['method'],
      url: request.url,
      headers: request.headers,
      payload: request.payload,
    };
    if (request.multipart) {
      const form = createMultipartBody(request.multipart);
      options.payload = form.body;
      options.headers = { ...request.headers, 'content-type': form.contentType };
    }
    if (!streaming) {
      const res = await t.app.inject(options);
      return {
        status: res.statusCode,
        contentType: String(res.headers['content-type'] ?? ''),
        body: res.body,
      };
    }
    // An open event stream never ends: read its head, then hang up as a browser tab would.
    const abort = new AbortController();
    const res = await t.app.inject({ ...options, payloadAsStream: true, signal: abort.signal });
    const contentType = String(res.headers['content-type'] ?? '');
    if (contentType.startsWith('text/event-stream')) {
      abort.abort();
      return { status: res.statusCode, contentType, body: '' };
    }
    return { status: res.statusCode, contentType, body: await text(res.stream()) };
  }

  it('has a judge that catches what it looks for', () => {
    const none = { hashes: [], tokens: [], emails: [] };
    const json = 'application/json; charset=utf-8';
    const wire = (message: string) =>
      JSON.stringify({ success: false, message, error: message, code: 'VALIDATION_FAILED' });
    const verdict = (status: number, body: string) =>
      judge({ status, contentType: json, body }, none, undefined);
    expect(verdict(400, wire('Title is required'))).toEqual([]);
    expect(verdict(500, wire('Something went wrong'))).toContain('answered 500');
    expect(verdict(400, wire('Error: boom\n    at run (/srv/app/service.ts:12:5)')).join()).toMatch(
      /stack frame/,
    );
    expect(verdict(409, wire('Failed query: select "id" from "users" where "email" = $1')).join()).toMatch(
      /SQL/,
    );
    expect(
      verdict(414, '{"error":"Bad Request","code":"FST_ERR_MAX_PARAM_LENGTH","message":"x"}').length,
    ).toBeGreaterThan(0);
    expect(verdict(404, '<html>Not found</html>')).toContain('a 404 whose body is not JSON');
  });

  // Counterexamples the fuzzer found (each was a 500 or a bare Fastify body), kept as plain cases so
  // they stay covered whatever seeds the operations get as the document grows.
  it.each([
    ['a NUL byte in a path parameter', 'GET', '/api/v1/profiles/public/%00', undefined, 400],
    ['a NUL byte in a stored JSON field', 'PUT', '/api/v1/auth/me', { name: 'Ada\u0000Lovelace' }, 400],
    ['a top-up that rounds to zero hundredths', 'POST', '/api/v1/wallet/topup', { amount: 1e-139 }, 400],
    ['a path segment longer than the router takes', 'GET', `/api/v1/user/${'x'.repeat(500)}`, undefined, 414],
    ['a broken percent escape in the path', 'GET', '/api/v1/user/%E0%A4%A', undefined, 400],
  ])('answers %s in the wire format', async (_what, method, url, payload, status) => {
    const user = await createTestUser(t.database);
    const res = await t.app.inject({ method: method as 'GET', url, payload, headers: bearer(user) });
    expect(res.statusCode).toBe(status);
    expect(
      judge(
        { status: res.statusCode, contentType: String(res.headers['content-type']), body: res.body },
        await readKnownSecrets([user.token]),
        user,
      ),
    ).toEqual([]);
  });

  it(`answers at least ${REQUIRED_REQUESTS} generated requests without a 5xx, each error in the wire format`, async () => {
    const runsPerCaller = Math.ceil(REQUIRED_REQUESTS / (operations.length * callers.length));
    const sent = new Map<string, number>();
    const statuses = new Map<number, number>();
    let total = 0;
    // Every operation is fuzzed even after one fails, so a run reports all the broken ones at once.
    const failures: string[] = [];

    for (const [index, op] of operations.entries()) {
      // A fresh owner per operation: a fuzzed logout or password change must not sign out the next one.
      const owner = await createTestUser(t.database);
      const knownIds = [owner.id, bystander.id];
      const known = await readKnownSecrets([owner.token, bystander.token]);
      const streaming = op.path.endsWith('/notifications/stream');
      for (const [callerIndex, caller] of callers.entries()) {
        const user = caller === 'signed-in' ? owner : undefined;
        const seed = SEED + index * callers.length + callerIndex;
        const run = await fc.check(
          fc.asyncProperty(requestArbitrary(op, knownIds, user ? bearer(user) : {}), async (request) => {
            const answer = await send(request, streaming);
            total += 1;
            sent.set(`${op.key} as ${caller}`, (sent.get(`${op.key} as ${caller}`) ?? 0) + 1);
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            const problems = judge(answer, known, user);
            if (problems.length > 0) {
              throw new Error(
                `${op.key} as ${caller} (seed ${seed}): ${problems.join('; ')}\n` +
                  `request ${request.method} ${request.url.slice(0, 300)} ${String(request.payload ?? '').slice(0, 300)}\n` +
                  `answer ${answer.status} ${answer.body.slice(0, 500)}`,
              );
            }
          }),
          { seed, numRuns: runsPerCaller, endOnFailure: true },
        );
        // fc.assert would print the whole counterexample, huge strings included; the seed and our summary suffice.
        if (run.failed) {
          const reason =
            run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance);
          failures.push(`seed ${run.seed}, path ${run.counterexamplePath}: ${reason}`);
        }
      }
    }

    console.info(
      `fuzz: ${total} requests over ${operations.length} operations, seed ${SEED}; statuses`,
      Object.fromEntries(statuses),
    );
    expect(failures).toEqual([]);
    expect(total).toBeGreaterThanOrEqual(REQUIRED_REQUESTS);
    const missed = operations
      .flatMap((op) => callers.map((c) => `${op.key} as ${c}`))
      .filter((k) => !sent.get(k));
    expect(missed).toEqual([]);
    // Not only refusals: the generators also get past validation into the services.
    const succeeded = [...statuses].filter(([status]) => status < 300).reduce((sum, [, n]) => sum + n, 0);
    expect(succeeded).toBeGreaterThan(REQUIRED_REQUESTS / 50);

    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
  }, 900_000);
});
