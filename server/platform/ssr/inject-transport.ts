import { AsyncLocalStorage } from 'node:async_hooks';
import type { AppInstance } from '../context.ts';

/** The address of the visitor whose page is being rendered, for the calls the render makes. */
export const renderingFor = new AsyncLocalStorage<string>();

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(headers).entries());
}

function responseHeaders(headers: Record<string, unknown>): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) out.append(name, String(item));
  }
  return out;
}

/**
 * The page's API calls during a server render go through the app in process (`app.inject`): the
 * same routes, validation and rate limits as from a browser, without a socket. Each call carries
 * the visitor's own address, so a render spends that visitor's rate-limit budget, as their browser
 * would, and never a shared one that many visitors could exhaust together.
 */
export function injectTransport(app: AppInstance): typeof fetch {
  return async (input, init) => {
    const url =
      typeof input === 'string'
        ? input
        : input instanceof URL
          ? `${input.pathname}${input.search}`
          : input.url;
    const body = init?.body;
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: headerRecord(init?.headers),
      ...(typeof body === 'string' ? { payload: body } : {}),
      remoteAddress: renderingFor.getStore() ?? '127.0.0.1',
    });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      statusText: response.statusMessage,
      headers: responseHeaders(response.headers),
    });
  };
}
