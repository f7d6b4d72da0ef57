import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSecurityHeaders, documentSecurityHeaders } from '#server/platform/http/security.ts';
import { createMultipartBody } from '#server/platform/storage/multipart-body.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import { type Answer, judgeAnswer as judge, judgeSecurityHeaders } from './answer-judge.ts';
import {
  compileContracts,
  judgeTreatment,
  type OperationContract,
  type Verdict,
} from './openapi-conformance.ts';
import {
  documentsStatus,
  type FuzzRequest,
  listOperations,
  type Operation,
  requestArbitrary,
} from './openapi-fuzz.ts';
import type { KnownSecrets } from './secret-scan.ts';

/**
 * Fixed, so a failure is reproduced by running the file again; fast-check prints it with the
 * counterexample. FUZZ_SEED explores other requests (`FUZZ_SEED=1 npx vitest run …/fuzz.test.ts`).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 7_2026);
const REQUIRED_REQUESTS = 10_000;
type Caller = 'anonymous' | 'signed-in';
const callers: Caller[] = ['anonymous', 'signed-in'];

describe('fuzzing every operation of the OpenAPI document', () => {
  let t: TestApp;
  let operations: Operation[];
  let contracts: Map<string, OperationContract>;
  let bystander: TestUser;
  let webBuild: string;

  beforeAll(async () => {
    // Thousands of requests from one address: the limiters are tested elsewhere and must not answer 429 here.
    // A web build of one page: a probe that leaves /api (`/api/v1/files/../../etc/passwd`) gets
    // the page, as in production, not the 503 of a server without a build.
    webBuild = mkdtempSync(join(tmpdir(), 'easel-fuzz-web-'));
    writeFileSync(join(webBuild, 'index.html'), '<!doctype html><title>Easel</title><div id="root"></div>');
    t = await createTestApp({
      RATE_LIMIT_MAX: '10000000',
      AUTH_RATE_LIMIT_MAX: '10000000',
      WEB_DIST_DIR: webBuild,
    });
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    operations = listOperations(doc.json());
    contracts = compileContracts(doc.json(), operations);
    bystander = await createTestUser(t.database);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webBuild, { recursive: true, force: true });
  });

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
        headers: res.headers,
      };
    }
    // An open event stream never ends: read its head, then hang up as a browser tab would.
    const abort = new AbortController();
    const res = await t.app.inject({ ...options, payloadAsStream: true, signal: abort.signal });
    const contentType = String(res.headers['content-type'] ?? '');
    if (contentType.startsWith('text/event-stream')) {
      abort.abort();
      return { status: res.statusCode, contentType, body: '', headers: res.headers };
    }
    return { status: res.statusCode, contentType, body: await text(res.stream()), headers: res.headers };
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
    // Machine talk is no message for a person: zod's defaults and bounds nobody chose.
    for (const machine of [
      'Invalid input: expected number, received NaN',
      'Duration must be at most 9007199254740991',
      'Invalid time value',
    ])
      expect(verdict(400, wire(machine)).join(), machine).toMatch(/no human message/);
    expect(verdict(400, wire('Please choose a date between the years 1900 and 2999'))).toEqual([]);
    // A 401 must say how to authenticate (RFC 9110 §15.5.2).
    const refused = (headers: Answer['headers']) =>
      judge(
        { status: 401, contentType: json, body: wire('Please sign in to continue'), headers },
        none,
        undefined,
      );
    const apiHeaders = { ...apiSecurityHeaders };
    expect(refused(apiHeaders)).toContain('a 401 without a Bearer challenge in WWW-Authenticate');
    expect(refused({ ...apiHeaders, 'www-authenticate': 'Bearer realm="Easel"' })).toEqual([]);
  });

  it('knows which statuses the document lists for an operation', () => {
    const op = { responses: ['200', '4XX', '5XX'] } as Operation;
    expect([200, 404, 429, 503].every((status) => documentsStatus(op, status))).toBe(true);
    expect(documentsStatus(op, 201)).toBe(false);
    expect(documentsStatus(op, 302)).toBe(false);
    expect(documentsStatus({ responses: ['default'] } as Operation, 418)).toBe(true);
    // Every operation lists the error ranges, the event stream and the file downloads included.
    expect(operations.filter((o) => !documentsStatus(o, 400) || !documentsStatus(o, 503))).toEqual([]);
  });

  it('has a header judge that catches a missing protection, and a page sent with only the API set', () => {
    const json = 'application/json; charset=utf-8';
    const html = 'text/html; charset=utf-8';
    expect(judgeSecurityHeaders(json, { ...apiSecurityHeaders })).toEqual([]);
    expect(judgeSecurityHeaders(html, { ...documentSecurityHeaders })).toEqual([]);
    const { 'x-content-type-options': _nosniff, ...sniffable } = apiSecurityHeaders;
    expect(judgeSecurityHeaders(json, sniffable)).toContain('no X-Content-Type-Options: nosniff');
    const framable = {
      ...apiSecurityHeaders,
      'content-security-policy': "default-src 'none'; base-uri 'none'",
    };
    expect(judgeSecurityHeaders(json, framable)).toContain('the CSP lets other sites frame it');
    expect(judgeSecurityHeaders(html, { ...apiSecurityHeaders })).toContain(
      'a page without cross-origin-opener-policy',
    );
  });

  it('has a document judge that tells valid requests from invalid ones and checks answers against the document', () => {
    const error = { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] };
    const json = (schema: object) => ({ content: { 'application/json': { schema } } });
    const doc = {
      paths: {
        '/api/v1/things/{id}': {
          post: {
            parameters: [
              { name: 'id', in: 'path', required: true, schema: { type: 'string', maxLength: 3 } },
              { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1 } },
            ],
            requestBody: {
              required: true,
              ...json({
                type: 'object',
                properties: { name: { type: 'string', nullable: true } },
                required: ['name'],
              }),
            },
            responses: {
              '200': json({ type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] }),
              '4XX': json(error),
            },
          },
        },
      },
    };
    const [op] = listOperations(doc);
    const contract = compileContracts(doc, [op!]).get(op!.key)!;
    const ask = (url: string, payload?: string, type = 'application/json') =>
      contract.judgeRequest({ method: 'POST', url, headers: { 'content-type': type }, payload }).verdict;
    expect(ask('/api/v1/things/abc?limit=2', '{"name":null}')).toBe('valid');
    expect(ask('/api/v1/things/a%20c?limit=%2B2', '{"name":"x","extra":1}')).toBe('valid');
    for (const [url, payload] of [
      ['/api/v1/things/abcd', '{"name":"x"}'],
      ['/api/v1/things/abc?limit=0', '{"name":"x"}'],
      ['/api/v1/things/abc?limit=', '{"name":"x"}'],
      ['/api/v1/things/abc?limit=0x1', '{"name":"x"}'],
      ['/api/v1/things/abc', '{}'],
      ['/api/v1/things/abc', '{"name":'],
      ['/api/v1/things/%E0%A4%A', '{"name":"x"}'],
    ] as const)
      expect(ask(url, payload), `${url} ${payload}`).toBe('invalid');
    expect(ask('/api/v1/things/abc', 'name=x', 'text/plain')).toBe('unsupported');
    expect(ask('/api/v1/things/abc', '{"name":"x"}', 'Application/JSON; charset=utf-8')).toBe('valid');
    expect(ask('/api/v1/things/abc?page=2', '{"name":"x"}')).toBe('neither');

    const answer = (status: number, body: unknown, contentType = 'application/json; charset=utf-8') => ({
      status,
      contentType,
      body: JSON.stringify(body),
    });
    expect(contract.judgeAnswer(answer(200, { ok: true }))).toEqual([]);
    expect(contract.judgeAnswer(answer(200, { ok: 'yes' })).join()).toMatch(/unlike the document/);
    expect(contract.judgeAnswer(answer(200, { ok: true }, 'text/html'))).toHaveLength(1);
    expect(contract.judgeAnswer(answer(404, { message: 'No such thing' }))).toEqual([]);
    expect(contract.judgeAnswer(answer(404, { error: 'Not Found' }))).toHaveLength(1);

    const treat = (verdict: Verdict, status: number, body: object) =>
      judgeTreatment(op!.key, verdict, 'limit=0', answer(status, body)).length;
    expect(treat('invalid', 200, { ok: true })).toBe(1);
    expect(treat('invalid', 400, { message: 'Limit is too small' })).toBe(0);
    expect(treat('valid', 400, { message: 'Title is required' })).toBe(1);
    expect(treat('valid', 400, { message: 'Passwords do not match' })).toBe(0);
    expect(treat('valid', 404, { message: 'No such thing' })).toBe(0);
    expect(treat('neither', 200, { ok: true })).toBe(0);
    expect(treat('unsupported', 400, { message: 'Request body must be an object' })).toBe(1);
    expect(treat('unsupported', 415, { message: 'This content type is not supported; send JSON' })).toBe(0);
    expect(treat('unsupported', 401, { message: 'Please sign in to continue' })).toBe(0);
  });

  // Counterexamples the fuzzer found (each was a 500 or a bare Fastify body), kept as plain cases so
  // they stay covered whatever seeds the operations get as the document grows.
  it.each([
    ['a NUL byte in a path parameter', 'GET', '/api/v1/profiles/public/%00', undefined, 400],
    ['a NUL byte in a stored JSON field', 'PUT', '/api/v1/auth/me', { name: 'Ada\u0000Lovelace' }, 400],
    ['a top-up that rounds to zero hundredths', 'POST', '/api/v1/wallet/topup', { amount: 1e-139 }, 400],
    ['a path segment longer than the router takes', 'GET', `/api/v1/user/${'x'.repeat(500)}`, undefined, 404],
    ['a broken percent escape in the path', 'GET', '/api/v1/user/%E0%A4%A', undefined, 400],
  ])('answers %s in the wire format', async (_what, method, url, payload, status) => {
    const user = await createTestUser(t.database);
    const res = await t.app.inject({ method: method as 'GET', url, payload, headers: bearer(user) });
    expect(res.statusCode).toBe(status);
    expect(
      judge(
        {
          status: res.statusCode,
          contentType: String(res.headers['content-type']),
          body: res.body,
          headers: res.headers,
        },
        await readKnownSecrets([user.token]),
        user,
      ),
    ).toEqual([]);
  });

  it(`answers at least ${REQUIRED_REQUESTS} generated requests without a 5xx, each error in the wire format`, async () => {
    const runsPerCaller = Math.ceil(REQUIRED_REQUESTS / (operations.length * callers.length));
    const sent = new Map<string, number>();
    const statuses = new Map<number, number>();
    const verdicts = { valid: 0, invalid: 0, unsupported: 0, neither: 0 };
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
            if (!documentsStatus(op, answer.status))
              problems.push(`a ${answer.status} the document does not list`);
            // What an outside OpenAPI tester checks beyond "no 5xx" (openapi-conformance.ts).
            const contract = contracts.get(op.key)!;
            const { verdict, why } = contract.judgeRequest(request);
            verdicts[verdict] += 1;
            problems.push(...contract.judgeAnswer(answer), ...judgeTreatment(op.key, verdict, why, answer));
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

    const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    console.info(
      `fuzz: ${total.toLocaleString('en-US')} requests, ${serverErrors} × 5xx ` +
        `(${operations.length} operations, seed ${SEED}); statuses`,
      Object.fromEntries(statuses),
      'requests by what the document says of them',
      verdicts,
    );
    expect(failures).toEqual([]);
    expect(serverErrors).toBe(0);
    // Both document checks had plenty to judge: the generators send valid and invalid requests.
    expect(verdicts.valid).toBeGreaterThan(REQUIRED_REQUESTS / 20);
    expect(verdicts.invalid).toBeGreaterThan(REQUIRED_REQUESTS / 10);
    expect(verdicts.unsupported).toBeGreaterThan(REQUIRED_REQUESTS / 100);
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
