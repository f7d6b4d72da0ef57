import { PUBLIC_ACCESS } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { healthResponseSchema, statusResponseSchema } from '#shared/schemas/system.ts';

/** Readiness must answer even when the database does not: a ping that hangs counts as down. */
async function pingWithin(database: { ping(): Promise<void> }, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([database.ping().then(() => true), timedOut]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function systemRoutes(app: AppInstance) {
  app.get(
    '/health',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags: ['system'],
        summary: 'Liveness; touches no database',
        response: { 200: healthResponseSchema },
      },
    },
    // Synchronous: a liveness answer waits for nothing, so it costs no promise either.
    (_request, reply) => {
      reply.send({ success: true, status: 'ok' });
    },
  );

  app.get(
    '/status',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags: ['system'],
        summary: 'Readiness: database reachable, version, uptime, driver',
        response: { 200: statusResponseSchema, 503: statusResponseSchema },
      },
    },
    async (_request, reply) => {
      const { database, version, startedAt } = app.ctx;
      const databaseOk = await pingWithin(database, app.ctx.config.databaseConnectTimeoutMs);
      return reply.status(databaseOk ? 200 : 503).send({
        success: databaseOk,
        status: databaseOk ? 'ok' : 'degraded',
        version,
        uptimeSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
        database: { driver: database.driver, reachable: databaseOk },
      });
    },
  );
}
