import { z } from 'zod';

export const healthResponseSchema = z.object({ success: z.literal(true), status: z.literal('ok') });

export const statusResponseSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number().int(),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
});
