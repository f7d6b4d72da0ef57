import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  enforceRouteAccess,
  OPERATOR_ACCESS,
  OPERATORS_ONLY_MESSAGE,
  PUBLIC_ACCESS,
  routeAccess,
} from './auth-guard.ts';
import type { AppInstance, AuthContext } from './context.ts';
import { registerErrorHandler } from './http/error-handler.ts';

describe('routeAccess', () => {
  it('closes every API route that does not declare itself public, and leaves pages open', () => {
    expect(routeAccess({ url: '/api/v1/anything-new' })).toBe('signed-in');
    expect(routeAccess({ url: '/api/v1/feed', config: PUBLIC_ACCESS })).toBe('public');
    expect(routeAccess({ url: '/api/docs', config: { rateLimit: false } })).toBe('signed-in');
    expect(routeAccess({ url: '/artists/:username' })).toBe('public');
    expect(routeAccess({ url: '/sitemap.xml' })).toBe('public');
    expect(routeAccess({ url: '/api/v1/admin/summary', config: OPERATOR_ACCESS })).toBe('operator');
  });
});

describe('enforceRouteAccess', () => {
  /** A bare app with the guard's hook; `Bearer good` stands for a live session, `Bearer ops` for an operator's. */
  async function appWithRoutes() {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      const role = { 'Bearer good': 'member', 'Bearer ops': 'admin' }[request.headers.authorization ?? ''];
      if (role) request.auth = { userId: 'u1', role } as AuthContext;
    });
    enforceRouteAccess(app as unknown as AppInstance);
    const calls: string[] = [];
    const body = { type: 'object', required: ['title'], properties: { title: { type: 'string' } } };
    await app.register(
      async (api) => {
        api.post('/drafts', { schema: { body } }, async () => {
          calls.push('drafts');
          return { ok: true };
        });
        api.get('/open', { config: PUBLIC_ACCESS }, async () => ({ ok: true }));
        api.post('/console', { config: OPERATOR_ACCESS, schema: { body } }, async () => {
          calls.push('console');
          return { ok: true };
        });
      },
      { prefix: '/api/v1' },
    );
    return { app, calls };
  }

  it('refuses a route nobody declared public before its body is read, and lets a session through', async () => {
    const { app, calls } = await appWithRoutes();
    const anonymous = await app.inject({ method: 'POST', url: '/api/v1/drafts', payload: { nope: 1 } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Please sign in to continue',
    });
    const expired = await app.inject({
      method: 'POST',
      url: '/api/v1/drafts',
      headers: { authorization: 'Bearer gone' },
      payload: { title: 'x' },
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(calls).toEqual([]);

    const headers = { authorization: 'Bearer good' };
    const invalid = await app.inject({
      method: 'POST',
      url: '/api/v1/drafts',
      headers,
      payload: { nope: 1 },
    });
    expect(invalid.statusCode).toBe(400);
    const valid = await app.inject({
      method: 'POST',
      url: '/api/v1/drafts',
      headers,
      payload: { title: 'x' },
    });
    expect(valid.statusCode).toBe(200);
    expect(calls).toEqual(['drafts']);
  });

  it('lets anyone call a public route, HEAD included', async () => {
    const { app } = await appWithRoutes();
    expect((await app.inject({ method: 'GET', url: '/api/v1/open' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: '/api/v1/open' })).statusCode).toBe(200);
  });

  it('lets only an operator through to an operators-only route, before its body is read', async () => {
    const { app, calls } = await appWithRoutes();
    const call = (authorization?: string, payload: object = { nope: 1 }) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/console',
        headers: authorization ? { authorization } : {},
        payload,
      });
    expect((await call()).statusCode).toBe(401);
    const member = await call('Bearer good');
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ code: 'FORBIDDEN', message: OPERATORS_ONLY_MESSAGE });
    expect(calls).toEqual([]);
    expect((await call('Bearer ops')).statusCode).toBe(400);
    expect((await call('Bearer ops', { title: 'x' })).statusCode).toBe(200);
    expect(calls).toEqual(['console']);
  });
});
