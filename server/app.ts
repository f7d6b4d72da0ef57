import Fastify, { type FastifyBaseLogger, type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { avatarRoutes } from './domains/artists/avatar-routes.ts';
import { discoverRoutes } from './domains/artists/discover-routes.ts';
import { followRoutes } from './domains/artists/follow-routes.ts';
import { profileRoutes } from './domains/artists/profile-routes.ts';
import { artistRoutes } from './domains/artists/routes.ts';
import { authRoutes } from './domains/auth/routes.ts';
import { userRoutes } from './domains/auth/user-routes.ts';
import { availabilityRoutes } from './domains/bookings/availability-routes.ts';
import { bookingApiRoutes } from './domains/bookings/booking-api-routes.ts';
import { bookingRoutes } from './domains/bookings/booking-routes.ts';
import { calendarFeedRoutes } from './domains/bookings/calendar-feed-routes.ts';
import { calendarRoutes } from './domains/bookings/calendar-routes.ts';
import { reviewRoutes } from './domains/bookings/review-routes.ts';
import { serviceRoutes } from './domains/bookings/service-routes.ts';
import { campaignWriteRoutes } from './domains/campaigns/campaign-write-routes.ts';
import { contributionRoutes } from './domains/campaigns/contribution-routes.ts';
import { campaignRoutes } from './domains/campaigns/routes.ts';
import { dashboardRoutes } from './domains/dashboard/routes.ts';
import { feedRoutes } from './domains/feed/routes.ts';
import { marketplaceRoutes } from './domains/marketplace/routes.ts';
import { mediaEngagementRoutes } from './domains/media/engagement-routes.ts';
import { fileRoutes } from './domains/media/file-routes.ts';
import { mediaRoutes } from './domains/media/routes.ts';
import { mediaUploadRoutes } from './domains/media/upload-routes.ts';
import { messageRoutes } from './domains/messages/routes.ts';
import { adminRoutes } from './domains/moderation/admin-routes.ts';
import { moderationRoutes } from './domains/moderation/routes.ts';
import { notificationRoutes } from './domains/notifications/routes.ts';
import { searchRoutes } from './domains/search/routes.ts';
import { systemRoutes } from './domains/system/routes.ts';
import { sitemapRoutes } from './domains/system/sitemap-routes.ts';
import { bridgeRoutes } from './domains/wallet/bridge-routes.ts';
import { walletRoutes } from './domains/wallet/routes.ts';
import { authGuardHook, enforceRouteAccess } from './platform/auth-guard.ts';
import type { AppContext, AppInstance } from './platform/context.ts';
import { answerClientError, answerUnmetExpectation } from './platform/http/client-errors.ts';
import { registerJsonCompression } from './platform/http/content-encoding.ts';
import { refuseWhileClosing } from './platform/http/draining.ts';
import { handleFrameworkError, registerErrorHandler } from './platform/http/error-handler.ts';
import { registerInputGuard } from './platform/http/input-guard.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerRateLimit } from './platform/http/rate-limit.ts';
import { createRequestLogger, RequestLineController } from './platform/http/request-logger.ts';
import { responseSerializerCompiler } from './platform/http/response-serializer.ts';
import { registerSecurityHeaders } from './platform/http/security.ts';
import { registerSpa } from './platform/http/spa.ts';
import { registerAccountLimits } from './platform/limits/account-limits.ts';
import { devMailRoutes } from './platform/mail/dev-routes.ts';
import { openRedis } from './platform/redis/open-redis.ts';
import { createPageCache, invalidateOnWrites, PUBLIC_PAGE_CACHE } from './platform/ssr/page-cache.ts';
import { sharePageCacheDrops } from './platform/ssr/page-cache-sync.ts';

/**
 * Behind a proxy, only the immediate peer (our nginx) is trusted: the client address is the last
 * X-Forwarded-For entry, never one a client wrote into the header itself. (A hop count would do
 * the same for the address, but Fastify then ignores X-Forwarded-Proto, and HSTS needs it.)
 */
const trustOneHop = (_address: string, hop: number) => hop === 0;

/** JSON bodies are small; upload routes raise their own limit. */
export const BODY_LIMIT = 1024 * 1024;

export type BuildAppOptions = {
  logger?: FastifyBaseLogger;
  /** Sees every route as it is registered; the hardening suite builds its route inventory from it. */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the whole app without listening, so tests drive it through `app.inject`. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<AppInstance> {
  const app = Fastify({
    ...(options.logger
      ? {
          loggerInstance: options.logger,
          childLoggerFactory: createRequestLogger,
          logController: new RequestLineController(),
        }
      : { logger: false }),
    bodyLimit: BODY_LIMIT,
    // A `__proto__` key, or a `constructor` key holding `prototype`, is taken out of a JSON body
    // before anything reads it, like any other key a route does not know; refusing it would refuse
    // valid JSON that the OpenAPI document allows, with no rule a client could keep to.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    trustProxy: ctx.config.trustProxy ? trustOneHop : false,
    // Off: Fastify's refusal while closing is a bare body before any hook; see refuseWhileClosing.
    return503OnClosing: false,
    // Slow clients (trickled headers or body, idle sockets) are cut off; see HTTP_*_TIMEOUT_MS.
    connectionTimeout: ctx.config.httpIdleTimeoutMs,
    requestTimeout: ctx.config.httpRequestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, ctx.config.httpRequestTimeoutMs),
      // Node enforces the two timeouts above on this sweep (30 s by default), too coarse for short ones.
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, ctx.config.httpRequestTimeoutMs / 4)),
    },
    ajv: { customOptions: { coerceTypes: false } },
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.server.on('checkExpectation', answerUnmetExpectation);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Rendered public pages are kept a few seconds; every successful write drops them (page-cache.ts).
  const pageCache = createPageCache(PUBLIC_PAGE_CACHE);
  app.addHook('onRoute', invalidateOnWrites(pageCache, await sharePageCacheDrops(ctx, pageCache, app.log)));
  app.setValidatorCompiler(validatorCompiler);
  // Answers go through code compiled per response schema, not a zod walk per answer.
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('ctx', ctx);
  // Bodies are JSON (and multipart on the upload routes, which read it themselves). Fastify also
  // reads text/plain, which no route takes; without its parser such a body is refused with 415,
  // like any other media type the OpenAPI document does not list, before validation sees a string.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);

  // The closing check and the auth guard run inside the security headers' onRequest hook: one hook per request.
  registerSecurityHeaders(app, refuseWhileClosing(app, authGuardHook(app)));
  registerJsonCompression(app);
  // The limits' shared counts, with REDIS_URL; each limit falls back while Redis is away.
  const redis = ctx.config.redisUrl ? await openRedis(ctx.config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.client.quit().catch(() => {})));
  await registerRateLimit(app, redis);
  // After the rate limit's hooks: a refused anonymous call still counts against its address.
  enforceRouteAccess(app);
  await registerOpenApi(app);
  registerAccountLimits(app, redis);
  registerInputGuard(app);

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(notificationRoutes);
      await api.register(fileRoutes);
      await api.register(campaignRoutes);
      await api.register(campaignWriteRoutes);
      await api.register(contributionRoutes);
      await api.register(artistRoutes);
      await api.register(profileRoutes);
      await api.register(followRoutes);
      await api.register(discoverRoutes);
      await api.register(searchRoutes);
      await api.register(feedRoutes);
      await api.register(mediaRoutes);
      await api.register(mediaEngagementRoutes);
      await api.register(avatarRoutes);
      await api.register(mediaUploadRoutes);
      await api.register(serviceRoutes);
      await api.register(calendarRoutes);
      await api.register(availabilityRoutes);
      await api.register(bookingRoutes);
      await api.register(bookingApiRoutes);
      await api.register(reviewRoutes);
      await api.register(calendarFeedRoutes);
      await api.register(walletRoutes);
      await api.register(bridgeRoutes);
      await api.register(marketplaceRoutes);
      await api.register(messageRoutes);
      await api.register(dashboardRoutes);
      await api.register(moderationRoutes);
      await api.register(adminRoutes);
      if (ctx.config.devRoutes) await api.register(devMailRoutes);
    },
    { prefix: '/api/v1' },
  );
  await app.register(sitemapRoutes);

  await registerSpa(app, pageCache);
  return app;
}
