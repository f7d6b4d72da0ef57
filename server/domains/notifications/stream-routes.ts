import { requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { countUnread } from './service.ts';
import { createStreamHub, defaultStreamLimits, type StreamLimits } from './stream-hub.ts';

// Hijacked replies skip onSend hooks, so the stream sets every header it needs itself.
const streamHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
  'x-content-type-options': 'nosniff',
};

/**
 * GET /notifications/stream: Server-Sent Events for the signed-in caller. The web client reads
 * it with fetch and the bearer header (never EventSource), so tokens stay out of URLs and logs.
 */
export async function streamRoutes(app: AppInstance, options: { limits?: StreamLimits } = {}) {
  const hub = createStreamHub(
    app.ctx,
    options.limits ?? { ...defaultStreamLimits, total: app.ctx.config.sseMaxStreams },
  );
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => hub.stop());

  app.get(
    '/notifications/stream',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'Live notifications (text/event-stream): `ready` with the unread count, then `notification` events',
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = requireAuth(request);
      const stream = await hub.open(userId, sessionId);
      let unreadCount: number;
      try {
        unreadCount = await countUnread(app.ctx.database.db, userId);
      } catch (err) {
        hub.abandon(stream);
        throw err;
      }
      reply.hijack();
      reply.raw.writeHead(200, streamHeaders);
      reply.raw.flushHeaders();
      hub.attach(stream, reply.raw, unreadCount);
      return reply;
    },
  );
}
