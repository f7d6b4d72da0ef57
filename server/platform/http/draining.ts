import type { onRequestHookHandler } from 'fastify';
import { SERVICE_UNAVAILABLE_MESSAGE } from '#shared/errors.ts';
import type { AppInstance } from '../context.ts';
import { AppError } from '../errors.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './error-handler.ts';

/**
 * Once the app has begun to close, a request that still arrives (pipelined, or on a connection
 * kept alive by an answer in flight) is refused with 503 in the wire format, with its security
 * headers and a Retry-After, so the client or the load balancer tries again elsewhere. Fastify's
 * own refusal (`return503OnClosing`, off in app.ts) writes a bare body before any hook runs.
 * Chained into the first onRequest hook, after the headers: one boolean read per request.
 */
export function refuseWhileClosing(app: AppInstance, then: onRequestHookHandler): onRequestHookHandler {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  const refusal = () =>
    new AppError('SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE, 503, undefined, {
      'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
    });
  return function refuseWhileClosingThen(request, reply, done) {
    if (closing) return done(refusal());
    then.call(this, request, reply, done);
  };
}
