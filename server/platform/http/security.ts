import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { ENTRY_AFTER_PAINT_SCRIPT } from '#shared/entry-after-paint-script.ts';
import { THEME_INIT_SCRIPT } from '#shared/theme-init-script.ts';
import type { AppInstance } from '../context.ts';
import { isApiPath, readRequestPath } from './request-path.ts';

const sha256Source = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
/** The CSP source that allows index.html's inline theme script. */
export const themeInitScriptSource = sha256Source(THEME_INIT_SCRIPT);
/** The CSP source that allows a server-rendered page's inline entry starter. */
export const entryAfterPaintScriptSource = sha256Source(ENTRY_AFTER_PAINT_SCRIPT);

/**
 * Strict CSP: scripts only from our origin (plus two fixed inline scripts, by their hashes), no
 * plugins, no framing. Styles allow inline because Radix's scroll lock injects a <style> element; scripts
 * never do.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", themeInitScriptSource, entryAfterPaintScriptSource],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** A policy as one header value, written (and its directives checked) by helmet's own CSP code. */
function formatContentSecurityPolicy(
  directives: typeof contentSecurityPolicy | Record<string, string[]>,
): string {
  let value = '';
  const capture = {
    setHeader: (_name: string, header: string) => {
      value = header;
    },
  };
  const middleware = helmet.contentSecurityPolicy({ useDefaults: false, directives });
  middleware({} as never, capture as never, (error?: unknown) => {
    if (error) throw error;
  });
  return value;
}

/**
 * A document's security headers (every answer outside /api: the pages, the web app's files): what
 * @fastify/helmet sent with our options (helmet 8's defaults, our CSP and referrer policy, no COEP,
 * HSTS apart). Computed once here: the plugin rebuilt all of helmet's middleware, CSP parsing
 * included, on every request, about a fifth of the server's time on a small answer.
 */
export const documentSecurityHeaders: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': formatContentSecurityPolicy(contentSecurityPolicy),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * An API answer's security headers (every answer under /api: JSON, the event stream, stored files),
 * OWASP's set for a REST answer: nothing may run, load, embed or frame it, nor read it from another
 * origin, nor sniff it into HTML. The six document headers left out only act on a page a browser
 * renders (its browsing context group, agent cluster, DNS prefetching, the legacy XSS filter, IE's
 * download prompt, Flash's and PDF's policy files); decision 026 says why, and what it buys.
 */
export const apiSecurityHeaders: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': formatContentSecurityPolicy({
    defaultSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
  }),
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/** HSTS only means something over HTTPS (directly, or X-Forwarded-Proto from the trusted proxy). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const documentHeaderEntries = Object.entries(documentSecurityHeaders);
const apiHeaderEntries = Object.entries(apiSecurityHeaders);

/** Whether an answer is the API's: decided on the matched route, or for no route on the normalized path, as the not-found handler decides. */
const isApiRequest = (request: FastifyRequest) => isApiPath(readRequestPath(request));

/**
 * Sets the headers through the reply: Node then writes them with the head in one pass, which
 * costs about half of setting each on the raw response first. A route may still replace one
 * (stored files send a sandbox CSP): its `reply.header` writes into the same store afterwards.
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.headers(isApiRequest(request) ? apiSecurityHeaders : documentSecurityHeaders);
  if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
}

/**
 * The same headers on the raw response, for the answers that may bypass the reply: a hijacked
 * reply writes its own head (the notification stream does), and the reply's headers never reach
 * it. Any route that declares no response schema (streams, files, documents, the web app's
 * assets) gets them this way as well. The route's pattern says which set, so it is chosen once,
 * as the route is added, not on every request.
 */
function rawSecurityHeadersFor(routeUrl: string): onRequestHookHandler {
  const entries = isApiPath(routeUrl) ? apiHeaderEntries : documentHeaderEntries;
  return (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of entries) raw.setHeader(name, value);
    if (request.protocol === 'https') raw.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done();
  };
}

/**
 * Every answer, the 404s and errors included, gets the headers before anything can refuse it.
 * `then`, when given, is the next instance-wide onRequest hook (the auth guard): it runs inside
 * this one, right after the headers are set, so a request pays for one hook rather than two.
 */
export function registerSecurityHeaders(app: AppInstance, then?: onRequestHookHandler) {
  app.addHook(
    'onRequest',
    then
      ? function securityHeadersThen(request, reply, done) {
          applySecurityHeaders(request, reply);
          then.call(this, request, reply, done);
        }
      : (request, reply, done) => {
          applySecurityHeaders(request, reply);
          done();
        },
  );
  app.addHook('onRoute', (route) => {
    if (route.schema?.response) return;
    route.onRequest = [rawSecurityHeadersFor(route.url), ...[route.onRequest ?? []].flat()];
  });
}
