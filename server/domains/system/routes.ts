import type { AppInstance } from '#server/platform/context.ts';
import { healthResponseSchema, statusResponseSchema } from '#shared/schemas/system.ts';

export async function systemRoutes(app: AppInstance) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness; touches no database',
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ success: true as const, status: 'ok' as const }),
  );

  app.get(
    '/status',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: database reachable, version, uptime, driver',
        response: { 200: statusResponseSchema, 503: statusResponseSchema },
      },
    },
    async (_request, reply) => {
      const { database, version, startedAt } = app.ctx;
      let databaseOk = true;
      try {
        await database.ping();
      } catch {
        databaseOk = false;
      }
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
