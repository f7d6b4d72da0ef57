import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestArtist } from '#server/domains/artists/test-artists.ts';
import { notifications } from '#server/domains/notifications/tables.ts';
import type { Db } from '#server/platform/db/client.ts';
import { outbox } from '#server/platform/mail/tables.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import { startReminderScheduler } from './reminder-scheduler.ts';
import { REMINDER_BATCH_SIZE, type ReminderDeps, sendDueReminders } from './reminder-service.ts';
import { createRecordingMailer, insertTestBooking } from './reminder-test-kit.ts';
import { bookings } from './tables.ts';

const HOUR = 3_600_000;
// 12:00 UTC is 14:00 in Berlin (CEST).
const now = new Date('2026-06-01T12:00:00.000Z');
const inHours = (h: number) => new Date(now.getTime() + h * HOUR);

describe('24 h reminders', () => {
  let t: TestApp;
  let artist: TestUser;
  let client: TestUser;
  let deps: ReminderDeps;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createTestArtist(t.database, { name: 'Maya Chen' }, { timezone: 'Europe/Berlin' });
    client = await createTestUser(t.database, { name: 'Sam Supporter' });
    deps = { db: t.database.db, mailer: t.ctx.mailer, publicUrl: 'http://easel.test' };
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.db.delete(bookings);
    await t.database.db.delete(notifications);
    await t.database.db.delete(outbox);
  });

  const booking = (hours: number, fields: Partial<Parameters<typeof insertTestBooking>[1]> = {}) =>
    insertTestBooking(t.database, {
      artistId: artist.id,
      status: 'confirmed',
      clientUserId: client.id,
      clientName: client.name,
      clientEmail: client.email,
      startsAt: inHours(hours),
      ...fields,
    });
  const reminderOf = async (id: string) =>
    (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.reminderSentAt;
  const allNotifications = () =>
    t.database.db.select().from(notifications).orderBy(asc(notifications.userId));

  it('reminds the artist and the signed-in client of a confirmed session within 24 hours, and mails the client', async () => {
    const row = await booking(3);
    expect(await sendDueReminders(deps, now)).toBe(1);
    expect(await reminderOf(row.id)).toEqual(now);

    const rows = await allNotifications();
    expect(rows).toHaveLength(2);
    const byUser = Object.fromEntries(rows.map((n) => [n.userId, n]));
    const data = {
      clientName: 'Sam Supporter',
      serviceType: 'Portrait Session',
      date: '2026-06-01',
      time: '17:00',
      bookingId: row.id,
    };
    expect(byUser[artist.id]).toMatchObject({
      type: 'reminder',
      title: 'Upcoming session',
      message: 'Portrait Session with Sam Supporter starts Monday, June 1, 2026 at 17:00 (Berlin time).',
      data: { ...data, recipient: 'artist' },
    });
    expect(byUser[client.id]).toMatchObject({
      type: 'reminder',
      message: 'Your Portrait Session with Maya Chen starts Monday, June 1, 2026 at 17:00 (Berlin time).',
      data: { ...data, recipient: 'client' },
    });
    const mails = await t.database.db.select().from(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: client.email,
      subject: `Reminder: Portrait Session with Maya Chen — ${row.reference}`,
      link: 'http://easel.test/my-bookings',
    });
    expect(mails[0]!.text).toContain('When: Monday, June 1, 2026 at 17:00 (Berlin time)');
  });

  it('mails a guest (who has no account to notify) and still tells the artist', async () => {
    await booking(5, { clientUserId: null, clientEmail: 'guest@example.com', clientName: 'Robin' });
    expect(await sendDueReminders(deps, now)).toBe(1);
    expect((await allNotifications()).map((n) => n.userId)).toEqual([artist.id]);
    expect((await t.database.db.select().from(outbox)).map((m) => [m.to, m.link])).toEqual([
      ['guest@example.com', 'http://easel.test/track-booking'],
    ]);
  });

  it('reminds at the window’s edges: not at the start instant, yes at exactly 24 hours', async () => {
    const atNow = await booking(0);
    const atEdge = await booking(24, { minutes: 1 });
    const past = await booking(-2);
    const later = await booking(24 + 1 / 60);
    expect(await sendDueReminders(deps, now)).toBe(1);
    expect(await reminderOf(atEdge.id)).toEqual(now);
    for (const row of [atNow, past, later]) expect(await reminderOf(row.id)).toBeNull();
  });

  it.each(['pending', 'declined', 'cancelled', 'completed'] as const)(
    'skips a %s booking',
    async (status) => {
      const row = await booking(2, { status });
      const before = await t.snapshot();
      expect(await sendDueReminders(deps, now)).toBe(0);
      expect(await reminderOf(row.id)).toBeNull();
      expect(await t.snapshot()).toEqual(before);
    },
  );

  it('reminds once: a second pass, and a pass later on, find nothing', async () => {
    await booking(2);
    await booking(6);
    expect(await sendDueReminders(deps, now)).toBe(2);
    const before = await t.snapshot();
    expect(await sendDueReminders(deps, now)).toBe(0);
    expect(await sendDueReminders(deps, inHours(1))).toBe(0);
    expect(await t.snapshot()).toEqual(before);
  });

  it('works through a backlog larger than one batch in one pass', async () => {
    const count = REMINDER_BATCH_SIZE + 5;
    await t.database.db.insert(bookings).values(
      Array.from({ length: count }, (_, i) => ({
        reference: `EAS-B${String(i).padStart(5, '0')}`,
        artistId: artist.id,
        clientName: 'Robin',
        clientEmail: 'robin@example.com',
        serviceName: 'Art Consultation',
        status: 'confirmed' as const,
        startsAt: new Date(now.getTime() + (i + 1) * 4 * 60_000),
        endsAt: new Date(now.getTime() + (i + 1) * 4 * 60_000 + 3 * 60_000),
      })),
    );
    expect(await sendDueReminders(deps, now)).toBe(count);
    expect(await t.database.db.select().from(outbox)).toHaveLength(count);
  });

  it('keeps the claim and the notifications when the mail fails, and logs it', async () => {
    const row = await booking(2, { clientEmail: 'broken@example.com' });
    const errors: unknown[] = [];
    const failing = {
      ...deps,
      mailer: createRecordingMailer('broken@example.com'),
      log: { error: (o: unknown) => errors.push(o) },
    };
    expect(await sendDueReminders(failing, now)).toBe(1);
    expect(await reminderOf(row.id)).toEqual(now);
    expect(await allNotifications()).toHaveLength(2);
    expect(errors).toHaveLength(1);
  });

  it('the scheduler runs passes on demand, logs a failing pass, and does nothing once stopped', async () => {
    // The scheduler reads the clock itself, so these sessions sit a few hours from the real now.
    const soon = (h: number) => ({ startsAt: new Date(Date.now() + h * HOUR) });
    await booking(0, soon(2));
    const errors: unknown[] = [];
    const scheduler = startReminderScheduler({ ...deps, log: { error: (o) => errors.push(o) } });
    await scheduler.runOnce();
    expect(await allNotifications()).toHaveLength(2);
    await scheduler.stop();
    await booking(0, soon(3));
    await scheduler.runOnce();
    expect(await allNotifications()).toHaveLength(2);

    const broken = { transaction: () => Promise.reject(new Error('database unavailable')) } as unknown as Db;
    const failing = startReminderScheduler({ ...deps, db: broken, log: { error: (o) => errors.push(o) } });
    await expect(failing.runOnce()).resolves.toBeUndefined();
    await failing.stop();
    expect(errors).toHaveLength(1);
  });
});
