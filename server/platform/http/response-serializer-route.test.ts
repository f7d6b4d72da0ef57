import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler.ts';
import { compileResponseSerializer, responseSerializerCompiler } from './response-serializer.ts';

// The compiled serializer behind a real route and the app's error handler: what a client receives.
const uuid = '3f1c9a52-7d4e-4b8a-9c61-2e5f0a7b8d90';
const ownCard = z.object({ id: z.uuid(), name: z.string(), email: z.email(), balance: z.number().int() });
const owner = { id: uuid, name: 'Maya', email: 'maya@example.com', balance: 1200 };

describe('a route whose handler returns more than its schema declares', () => {
  const app = Fastify();

  beforeAll(async () => {
    app.setSerializerCompiler(responseSerializerCompiler);
    registerErrorHandler(app);
    app.get('/user', { schema: { response: { 200: ownCard } } }, async () => ({
      ...owner,
      passwordHash: '$argon2id$v=19$leak',
      hiddenAt: new Date(),
    }));
    app.get('/broken', { schema: { response: { 200: ownCard } } }, async () => ({
      id: uuid,
      passwordHash: '$argon2id$v=19$leak',
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends the declared fields only', async () => {
    const res = await app.inject({ method: 'GET', url: '/user' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(owner);
    expect(res.body).not.toContain('argon2');
  });

  it('answers a response that cannot be written with a 500 in the wire format, nothing of the row', async () => {
    const res = await app.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, code: 'INTERNAL' });
    expect(res.body).not.toContain('argon2');
  });
});

describe('a route whose response schema cannot be compiled', () => {
  // A plain JSON Schema where a zod schema belongs: neither fast-json-stringify's path nor zod's takes it.
  const unwritable = { type: 'object', properties: { id: { type: 'string' } } };
  const logged: { level: number; msg: string; err?: { message: string } }[] = [];
  const app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } },
  });

  beforeAll(async () => {
    app.setSerializerCompiler(responseSerializerCompiler);
    registerErrorHandler(app);
    app.get('/unwritable', { schema: { response: { 200: unwritable } } }, async () => ({ id: uuid }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('does not stop the start, and is caught by compiling it eagerly', () => {
    const route = { schema: unwritable, method: 'GET', url: '/unwritable', httpStatus: '200' };
    expect(() => compileResponseSerializer(route as never)).toThrow();
  });

  it('fails loudly at every answer: a logged 500 in the standard shape', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await app.inject({ method: 'GET', url: '/unwritable' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ success: false, code: 'INTERNAL' });
    }
    expect(logged.filter((entry) => entry.msg === 'unhandled error')).toHaveLength(2);
  });
});
