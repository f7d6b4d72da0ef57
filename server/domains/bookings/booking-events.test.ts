import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestArtist } from '#server/domains/artists/test-artists.ts';
import { notifications } from '#server/domains/notifications/tables.ts';
import { outbox } from '#server/platform/mail/tables.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import {
  type BookingEvent,
  type BookingEventKind,
  type BookingRow,
  mailBookingEvent,
  recordBookingEvent,
} from './booking-events.ts';
import { createRecordingMailer, insertTestBooking, insertTestService } from './reminder-test-kit.ts';
import { bookings } from './tables.ts';

// 2026-03-30 08:00 UTC is 10:00 in Berlin (CEST, the day after the spring DST change).
const startsAt = new Date('2026-03-30T08:00:00.000Z');

describe('booking events: notifications and mail', () => {
  let t: TestApp;
  let artist: TestUser;
  let client: TestUser;
  let artistInfo: BookingEvent['artist'];
  let serviceId: string;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createTestArtist(t.database, { name: 'Maya Chen' }, { timezone: 'Europe/Berlin' });
    client = await createTestUser(t.database, { name: 'Sam Supporter' });
    artistInfo = { id: artist.id, name: artist.name, email: artist.email, timezone: 'Europe/Berlin' };
    serviceId = (
      await insertTestService(t.database, artist.id, { name: 'Portrait Session', priceMacs: 15_000 })
    ).id;
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.db.delete(notifications);
    await t.database.db.delete(outbox);
    await t.database.db.delete(bookings);
  });

  const booking = (fields: Partial<BookingRow> = {}) =>
    insertTestBooking(t.database, {
      artistId: artist.id,
      serviceId,
      startsAt,
      clientName: 'Sam Supporter',
      clientEmail: client.email,
      clientUserId: client.id,
      ...fields,
    });

  const record = (kind: BookingEventKind, row: BookingRow, actor: BookingEvent['actor'] = 'artist') =>
    t.database.db.transaction((tx) =>
      recordBookingEvent(tx, { kind, booking: row, artist: artistInfo, actor }),
    );

  const notificationsOf = (userId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt));

  it('tells the artist about a new request, with the spec data on the artist’s clock', async () => {
    const row = await booking();
    await record('created', row, 'client');
    const [n] = await notificationsOf(artist.id);
    expect(n).toMatchObject({
      type: 'booking_request',
      title: 'New booking request',
      message: 'Sam Supporter requested Portrait Session on Monday, March 30, 2026 at 10:00',
      read: false,
      data: {
        clientName: 'Sam Supporter',
        serviceType: 'Portrait Session',
        date: '2026-03-30',
        time: '10:00',
        price: 15_000,
        currency: 'MACS',
        bookingId: row.id,
        recipient: 'artist',
      },
    });
    expect(await notificationsOf(client.id)).toEqual([]);
  });

  it('leaves out the price of a Quote service and reads a late-evening start as the artist’s date', async () => {
    const quote = await insertTestService(t.database, artist.id, {
      name: 'Art Consultation',
      priceMacs: null,
    });
    // 22:30 UTC on the 30th is 00:30 on the 31st in Berlin.
    const row = await booking({
      serviceId: quote.id,
      serviceName: 'Art Consultation',
      startsAt: new Date('2026-03-30T22:30:00.000Z'),
    });
    await record('created', row, 'client');
    const [n] = await notificationsOf(artist.id);
    expect(n!.data).toEqual({
      clientName: 'Sam Supporter',
      serviceType: 'Art Consultation',
      date: '2026-03-31',
      time: '00:30',
      bookingId: row.id,
      recipient: 'artist',
    });
  });

  it('tells the signed-in client of confirm, decline (with reason) and completion', async () => {
    const confirmed = await booking({ status: 'confirmed' });
    await record('confirmed', confirmed);
    const declined = await booking({
      status: 'declined',
      declineReason: 'Travelling that week',
      startsAt: new Date('2026-04-02T08:00:00Z'),
    });
    await record('declined', declined);
    const completed = await booking({ status: 'completed', startsAt: new Date('2026-04-03T08:00:00Z') });
    await record('completed', completed);

    const rows = await notificationsOf(client.id);
    expect(rows.map((n) => [n.type, n.title])).toEqual([
      ['booking_confirmed', 'Booking confirmed'],
      ['booking_cancelled', 'Booking declined'],
      ['booking_completed', 'Session completed'],
    ]);
    expect(rows[0]!.message).toBe(
      'Maya Chen confirmed your Portrait Session on Monday, March 30, 2026 at 10:00 (Berlin time).',
    );
    expect(rows[1]!.message).toBe(
      'Maya Chen declined your request for Portrait Session on Thursday, April 2, 2026 at 10:00 (Berlin time). Reason: Travelling that week',
    );
    expect(rows[2]!.message).toContain('Leave a review');
    expect(rows[2]!.data).toMatchObject({ bookingId: completed.id, date: '2026-04-03', time: '10:00' });
    // Addressed to the client, so the bell opens My Bookings.
    expect(rows.map((n) => n.data.recipient)).toEqual(['client', 'client', 'client']);
    expect(await notificationsOf(artist.id)).toEqual([]);
  });

  it('tells the other party of a cancellation', async () => {
    const byClient = await booking({ status: 'cancelled', cancelledBy: 'client', cancelReason: 'Ill' });
    await record('cancelled', byClient, 'client');
    const byArtist = await booking({
      status: 'cancelled',
      cancelledBy: 'artist',
      startsAt: new Date('2026-04-02T08:00:00Z'),
    });
    await record('cancelled', byArtist, 'artist');

    const [toArtist] = await notificationsOf(artist.id);
    expect(toArtist).toMatchObject({
      type: 'booking_cancelled',
      title: 'Booking cancelled',
      message:
        'Sam Supporter cancelled Portrait Session on Monday, March 30, 2026 at 10:00 (Berlin time). Reason: Ill',
      data: { bookingId: byClient.id, recipient: 'artist' },
    });
    const toClient = await notificationsOf(client.id);
    expect(toClient).toHaveLength(1);
    expect(toClient[0]!.message).toBe(
      'Maya Chen cancelled your Portrait Session on Thursday, April 2, 2026 at 10:00 (Berlin time).',
    );
    expect(toClient[0]!.data).toMatchObject({ bookingId: byArtist.id, recipient: 'client' });
  });

  it('gives a guest no notification (they have no account), only mail', async () => {
    const guest = await booking({
      clientUserId: null,
      clientEmail: 'guest@example.com',
      status: 'confirmed',
    });
    await record('confirmed', guest);
    await record('completed', { ...guest, status: 'completed' });
    await record('cancelled', { ...guest, status: 'cancelled', cancelledBy: 'artist' });
    expect(await t.database.db.select().from(notifications)).toEqual([]);
  });

  it('writes nothing when the change’s transaction rolls back', async () => {
    const row = await booking();
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordBookingEvent(tx, { kind: 'created', booking: row, artist: artistInfo, actor: 'client' });
        throw new Error('the booking failed after all');
      }),
    ).rejects.toThrow('the booking failed after all');
    expect(await t.database.db.select().from(notifications)).toEqual([]);
  });

  it('mails the guest the reference and self-service link, and the artist the dashboard link', async () => {
    const row = await booking({ clientUserId: null, clientEmail: 'guest@example.com', clientName: 'Robin' });
    const deps = { mailer: t.ctx.mailer, publicUrl: 'http://easel.test' };
    await mailBookingEvent(deps, {
      kind: 'created',
      booking: row,
      artist: artistInfo,
      actor: 'client',
      manageToken: 'tok_123-abc',
    });
    const mails = await t.database.db.select().from(outbox);
    const byRecipient = Object.fromEntries(mails.map((m) => [m.to, m]));
    expect(mails).toHaveLength(2);
    expect(byRecipient[artist.email]).toMatchObject({
      subject: 'New booking request from Robin',
      link: `http://easel.test/dashboard?tab=bookings&booking=${row.id}`,
    });
    const guestMail = byRecipient['guest@example.com']!;
    expect(guestMail).toMatchObject({
      subject: `Booking request received — ${row.reference}`,
      link: 'http://easel.test/track-booking?manage=tok_123-abc',
    });
    expect(guestMail.text).toContain(`Reference: ${row.reference}`);
    expect(guestMail.text).toContain('When: Monday, March 30, 2026 at 10:00 (Berlin time)');
    expect(guestMail.text).toContain(
      "Waiting for artist confirmation. You'll be notified once the artist responds.",
    );
  });

  it('mails the client each status change with the reason', async () => {
    const deps = { mailer: t.ctx.mailer, publicUrl: 'http://easel.test' };
    const row = await booking({ status: 'declined', declineReason: 'Fully booked that month' });
    await mailBookingEvent(deps, { kind: 'declined', booking: row, artist: artistInfo, actor: 'artist' });
    const [mail] = await t.database.db.select().from(outbox);
    expect(mail).toMatchObject({ to: client.email, subject: `Booking declined — ${row.reference}` });
    expect(mail!.text).toContain('Reason: Fully booked that month');
    expect(mail!.text).toContain('This booking was declined. You can try booking a different time slot.');
    expect(mail!.link).toBe('http://easel.test/my-bookings');
  });

  it('never throws when the mailer fails, logs it, and still sends the other mail', async () => {
    const row = await booking({ clientEmail: 'broken@example.com' });
    const mailer = createRecordingMailer('broken@example.com');
    const errors: unknown[] = [];
    await mailBookingEvent(
      { mailer, publicUrl: 'http://easel.test', log: { error: (obj) => errors.push(obj) } },
      { kind: 'created', booking: row, artist: artistInfo, actor: 'client' },
    );
    expect(mailer.sent.map((m) => m.to)).toEqual([artist.email]);
    expect(errors).toHaveLength(1);
  });
});
