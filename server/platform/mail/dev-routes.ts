import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PUBLIC_ACCESS } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '../context.ts';
import { outbox } from './tables.ts';

const querySchema = z.object({ to: z.email({ message: 'Please enter a valid email address' }) });
const responseSchema = z.object({
  success: z.literal(true),
  mails: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      link: z.string().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
});

/**
 * Development mailbox: the outbox mails sent to one address, newest first, so a developer or the
 * end-to-end test can follow a reset link without an SMTP server. Registered only when DEV_ROUTES
 * is true, which config refuses in production.
 */
export async function devMailRoutes(app: AppInstance) {
  app.get(
    '/dev/outbox',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags: ['dev'],
        summary: 'Development only: mails stored in the outbox for one address',
        querystring: querySchema,
        response: { 200: responseSchema },
      },
    },
    async (request) => {
      const rows = await app.ctx.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, request.query.to.toLowerCase()))
        .orderBy(desc(outbox.createdAt))
        .limit(20);
      return {
        success: true as const,
        mails: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      };
    },
  );
}
