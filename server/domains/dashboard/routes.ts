import { requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { dashboardStatsQuerySchema, dashboardStatsResponseSchema } from '#shared/schemas/dashboard.ts';
import { getDashboardStats } from './service.ts';

export async function dashboardRoutes(app: AppInstance) {
  app.get(
    '/dashboard/stats',
    {
      // Signed-out callers hear 401 before any complaint about parameters.
      schema: {
        tags: ['dashboard'],
        summary:
          "The caller's own dashboard figures: totals, growth over the last two calendar months and the last 30 days",
        querystring: dashboardStatsQuerySchema,
        response: { 200: dashboardStatsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getDashboardStats(app.ctx.database.db, requireAuth(request).userId),
    }),
  );
}
