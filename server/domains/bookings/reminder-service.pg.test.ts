import { randomBytes } from 'node:crypto';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestArtist } from '#server/domains/artists/test-artists.ts';
import { notifications } from '#server/domains/notifications/tables.ts';
import { outbox } from '#server/platform/mail/tables.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser } from '#server/test/users.ts';
import { REMINDER_BATCH_SIZE, sendDueReminders } from './reminder-service.ts';
import { bookings } from './tables.ts';

// Races only show on a real server: PGlite has one connection (DESIGN §1).
describe('reminders under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('reminds every booking exactly once when several instances run the pass at the same moment', async () => {
    const now = new Date();
    const artists = await Promise.all(
      [0, 1, 2].map((i) =>
        createTestArtist(t.database, { name: `Artist ${i}` }, { timezone: 'Europe/Berlin' }),
      ),
    );
    const client = await createTestUser(t.database, { name: 'Sam Supporter' });
    // More than a batch, so the passes also race across batch boundaries.
    const perArtist = Math.ceil((REMINDER_BATCH_SIZE + 50) / artists.length);
    const rows = artists.flatMap((artist, a) =>
      Array.from({ length: perArtist }, (_, i) => {
        const startsAt = new Date(now.getTime() + 60_000 + i * 4 * 60_000 + a * 1000);
        return {
          reference: `EAS-${randomBytes(5).toString('hex').toUpperCase()}`,
          artistId: artist.id,
          clientUserId: i % 2 === 0 ? client.id : null,
          clientName: i % 2 === 0 ? client.name : `Guest ${i}`,
          clientEmail: i % 2 === 0 ? client.email : `guest${a}_${i}@example.com`,
          serviceName: 'Art Consultation',
          status: 'confirmed' as const,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 3 * 60_000),
        };
      }),
    );
    await t.database.db.insert(bookings).values(rows);
    const deps = { db: t.database.db, mailer: t.ctx.mailer, publicUrl: 'http://easel.test' };

    const counts = await Promise.all([1, 2, 3, 4].map(() => sendDueReminders(deps, now)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(rows.length);
    expect(await t.database.db.select().from(bookings).where(isNull(bookings.reminderSentAt))).toEqual([]);

    const perBooking = await t.database.db.execute<{ booking_id: string; n: number }>(
      sql`select data->>'bookingId' as booking_id, count(*)::int as n from ${notifications}
          where type = 'reminder' group by 1`,
    );
    const signedIn = rows.filter((r) => r.clientUserId).length;
    expect(perBooking.rows).toHaveLength(rows.length);
    // The artist always; the client too when signed in: never a second round for anyone.
    expect(perBooking.rows.reduce((sum, r) => sum + r.n, 0)).toBe(rows.length + signedIn);
    expect(Math.max(...perBooking.rows.map((r) => r.n))).toBeLessThanOrEqual(2);

    const mails = await t.database.db.select({ subject: outbox.subject }).from(outbox);
    expect(mails).toHaveLength(rows.length);
    expect(new Set(mails.map((m) => m.subject)).size).toBe(rows.length);

    expect(await sendDueReminders(deps, now)).toBe(0);
    const artistReminders = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, artists[0]!.id));
    expect(artistReminders).toHaveLength(perArtist);
  });
});
