import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#server/domains/notifications/tables.ts';
import { balanceOf } from '#server/domains/wallet/ledger.ts';
import { checkLedger } from '#server/domains/wallet/ledger-check.ts';
import { fund } from '#server/domains/wallet/wallet-test-kit.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import {
  PAID_COMPLETES_ITSELF_MESSAGE,
  QUOTE_FIRST_MESSAGE,
  SIGN_IN_TO_PAY_MESSAGE,
} from '#shared/booking-payments.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { REQUEST_LAPSED_MESSAGE } from './booking-status.ts';
import {
  type BookableArtist,
  callAs,
  createBookableArtist,
  guestBody,
  serviceBySlug,
  slotAt,
} from './booking-test-kit.ts';
import { bookings } from './tables.ts';

/** Issue 18 end to end over the API: every movement of a paid session's MACS (decision 020). */
describe('paid sessions: escrow from request to completion', () => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  let artist: BookableArtist;
  let client: TestUser;
  let operator: TestUser;
  let day = 3;

  beforeAll(async () => {
    t = await createTestApp();
    call = callAs(t);
    artist = await createBookableArtist(t.database, { priced: true });
    client = await createTestUser(t.database, { name: 'Sam Rivera' });
    operator = await createTestUser(t.database, { role: 'admin' });
  });
  afterAll(async () => t.close());

  const macs = async (user: { id: string }) => (await balanceOf(t.database.db, user.id)) / 100;
  const request = (service: string, user: TestUser | null = client, at = slotAt(artist, day++, 11)) =>
    call('POST', '/booking', user, {
      artistId: artist.id,
      service,
      dateTime: at.toISOString(),
      message: 'A session for my studio, please.',
    });
  const book = async (service = 'portrait') => {
    const res = await request(service);
    expect(res.statusCode).toBe(201);
    return res.json().data as Booking;
  };
  const act = (id: string, path: string, user: TestUser, body?: unknown) =>
    call('POST', `/booking/${id}/${path}`, user, body);
  const view = async (id: string) => (await call('GET', `/booking/${id}`, client)).json().data as Booking;
  /** Sessions cannot be requested in the past, so a test moves one there to complete or dispute it. */
  const moveToPast = (id: string, hoursAgo: number) =>
    t.database.db
      .update(bookings)
      .set({
        startsAt: new Date(Date.now() - hoursAgo * 3_600_000),
        endsAt: new Date(Date.now() - (hoursAgo - 1) * 3_600_000),
      })
      .where(eq(bookings.id, id));

  it('asks a guest to sign in for a priced service, and refuses a client without the MACS; nothing is made', async () => {
    const before = await t.snapshot();
    const guest = await call('POST', '/booking', null, guestBody(artist, slotAt(artist, day++, 10)));
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ code: 'SIGN_IN_TO_PAY', message: SIGN_IN_TO_PAY_MESSAGE });
    const broke = await request('portrait');
    expect(broke.statusCode).toBe(409);
    expect(broke.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: expect.stringContaining('Top up'),
    });
    expect(await t.snapshot()).toEqual(before);
    // A guest can still ask for a quote.
    const quote = await call(
      'POST',
      '/booking',
      null,
      guestBody(artist, slotAt(artist, day++, 10), { service: 'commission' }),
    );
    expect(quote.statusCode).toBe(201);
    expect(quote.json().data).toMatchObject({ price: null, payment: null, quote: { status: 'requested' } });
  });

  it('holds the price at request and refunds it in full when the artist declines', async () => {
    await fund(t, client.id, 500);
    const booking = await book();
    expect(booking).toMatchObject({
      price: 120,
      cancellationPolicy: 'flexible',
      payment: { amount: 120, held: 120, released: 0, refunded: 0 },
      respondBy: expect.any(String),
    });
    expect(await macs(client)).toBe(380);
    const history = (await call('GET', '/wallet/transactions', client)).json().data;
    expect(JSON.stringify(history)).toContain(
      `Session ${booking.reference} (Portrait Session): held in escrow`,
    );
    expect((await act(booking.id, 'decline', artist, { reason: 'Away that week' })).statusCode).toBe(200);
    expect(await macs(client)).toBe(500);
    expect((await view(booking.id)).payment).toEqual({ amount: 120, held: 0, released: 0, refunded: 120 });
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, client.id));
    expect(notes.map((n) => n.message).join('\n')).toContain('120.00 MACS were refunded to your wallet.');
  });

  it('pays the artist on completion once the client can no longer report a problem; the wallet and the dashboard show it apart', async () => {
    const before = await macs(artist);
    const booking = await book();
    expect((await act(booking.id, 'accept', artist)).statusCode).toBe(200);
    const escrow = (await call('GET', '/wallet/escrow', artist)).json().data;
    expect(escrow.asArtist).toMatchObject({ held: 120 });
    // Started, and the client still has 24 hours after its end to report a problem: no payout yet.
    await moveToPast(booking.id, 3);
    const early = await act(booking.id, 'complete', artist);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PAID_COMPLETES_ITSELF_MESSAGE);
    expect((await view(booking.id)).payment).toMatchObject({ held: 120, released: 0 });
    await moveToPast(booking.id, 26);
    expect((await act(booking.id, 'complete', artist)).statusCode).toBe(200);
    expect(await macs(artist)).toBe(before + 120);
    expect((await view(booking.id)).payment).toMatchObject({ held: 0, released: 120 });
    const stats = (await call('GET', '/dashboard/stats', artist)).json().data;
    // The declined request of the test before counts as refunded on the artist's side.
    expect(stats.sessionRevenue).toEqual({ held: 0, released: 120, refunded: 120 });
    expect(stats.revenue.macs).toBeGreaterThanOrEqual(120);
    expect((await call('GET', '/wallet/escrow', client)).json().data.asClient).toMatchObject({
      released: 120,
    });
  });

  it("follows the service's policy when the client cancels late, and refunds in full when the artist cancels", async () => {
    const moderate = serviceBySlug(artist, 'workshop');
    const put = await call('PUT', `/services/${moderate.id}`, artist, { cancellationPolicy: 'moderate' });
    expect(put.json().data.cancellationPolicy).toBe('moderate');
    // Two days ahead at 10:00 is 26 to 50 hours away: inside the moderate policy's 72 hours.
    const soon = await request('workshop', client, slotAt(artist, 2, 10));
    expect(soon.statusCode).toBe(201);
    const late = soon.json().data as Booking;
    expect(late.cancellationPolicy).toBe('moderate');
    await act(late.id, 'accept', artist);
    const [clientBefore, artistBefore] = [await macs(client), await macs(artist)];
    expect((await act(late.id, 'cancel', client, { reason: 'Plans changed' })).statusCode).toBe(200);
    expect(await macs(client)).toBe(clientBefore + 100);
    expect(await macs(artist)).toBe(artistBefore + 100);
    expect((await view(late.id)).payment).toEqual({ amount: 200, held: 0, released: 100, refunded: 100 });

    const byArtist = await book('workshop');
    await act(byArtist.id, 'accept', artist);
    const held = await macs(client);
    await act(byArtist.id, 'cancel', artist, { reason: 'Kiln broke' });
    expect(await macs(client)).toBe(held + 200);
  });

  it('prices a Quote request, which the client accepts into escrow', async () => {
    await fund(t, client.id, 300);
    const asked = await book('commission');
    expect(asked).toMatchObject({ price: null, payment: null, quote: { status: 'requested', price: null } });
    const early = await act(asked.id, 'accept', artist);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(QUOTE_FIRST_MESSAGE);
    const quoted = await act(asked.id, 'quote', artist, {
      price: 250,
      note: 'Two glazes, delivered framed.',
    });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json().data.quote).toMatchObject({
      status: 'quoted',
      price: 250,
      note: 'Two glazes, delivered framed.',
      expiresAt: expect.any(String),
    });
    // The policy comes with the quote, so the client accepts both together.
    const policy = quoted.json().data.cancellationPolicy;
    expect(policy).toMatch(/^(flexible|moderate|strict)$/);
    const terms = { price: 250, cancellationPolicy: policy };
    expect((await act(asked.id, 'quote/accept', artist, terms)).statusCode).toBe(403);
    const balance = await macs(client);
    const accepted = await act(asked.id, 'quote/accept', client, terms);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({
      status: 'confirmed',
      price: 250,
      payment: { held: 250 },
      quote: { status: 'accepted' },
    });
    expect(await macs(client)).toBe(balance - 250);
    expect((await act(asked.id, 'quote/accept', client, terms)).statusCode).toBe(409);

    const other = await book('commission');
    await act(other.id, 'quote', artist, { price: 90 });
    const declined = await act(other.id, 'quote/decline', client, {});
    expect(declined.json().data).toMatchObject({
      status: 'cancelled',
      quote: { status: 'declined' },
      payment: null,
    });
    const bad = await act(other.id, 'quote', artist, { price: 0.001 });
    expect(bad.statusCode).toBe(400);
  });

  it('makes a paid request only on the service terms the client was shown, when it names them', async () => {
    await fund(t, client.id, 1000);
    const portrait = serviceBySlug(artist, 'portrait');
    const shown = { price: portrait.priceMacs! / 100, cancellationPolicy: portrait.cancellationPolicy };
    const withTerms = (terms: object) =>
      call('POST', '/booking', client, {
        artistId: artist.id,
        service: 'portrait',
        dateTime: slotAt(artist, day++, 11).toISOString(),
        message: 'A session for my studio, please.',
        ...terms,
      });
    expect((await withTerms(shown)).statusCode).toBe(201);

    const before = await t.snapshot();
    const dearer = await withTerms({ ...shown, price: shown.price - 1 });
    expect(dearer.statusCode).toBe(409);
    expect(dearer.json()).toMatchObject({ code: 'PRICE_CHANGED' });
    expect(dearer.json().message).toMatch(
      /^The artist changed “Portrait Session” since you looked: it is now [\d,.]+ MACS with \w+ cancellation\. Nothing was charged/,
    );
    const otherPolicy = shown.cancellationPolicy === 'strict' ? 'flexible' : 'strict';
    expect((await withTerms({ ...shown, cancellationPolicy: otherPolicy })).json().code).toBe(
      'PRICE_CHANGED',
    );
    expect((await withTerms({ price: null })).json().code).toBe('PRICE_CHANGED');
    expect((await withTerms({ price: -1 })).statusCode).toBe(400);
    expect(await t.snapshot()).toEqual(before);
  });

  it('takes a quote only on the terms the client was shown: a quote changed meanwhile is refused, unpaid', async () => {
    await fund(t, client.id, 1000);
    const asked = await book('commission');
    const shown = (await act(asked.id, 'quote', artist, { price: 10 })).json().data as Booking;
    // The artist sends a dearer quote and a stricter policy after the client looked.
    const stricter = shown.cancellationPolicy === 'strict' ? 'flexible' : 'strict';
    const edit = await call('PUT', `/services/${shown.serviceId}`, artist, { cancellationPolicy: stricter });
    expect(edit.statusCode).toBe(200);
    await act(asked.id, 'quote', artist, { price: 900 });
    const balance = await macs(client);
    const before = await t.snapshot();

    const stale = await act(asked.id, 'quote/accept', client, {
      price: 10,
      cancellationPolicy: shown.cancellationPolicy,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('PRICE_CHANGED');
    expect(stale.json().message).toMatch(
      /^The artist changed this quote to 900\.00 MACS with (strict|flexible) cancellation since you looked\. Nothing was paid/,
    );
    // Same price, other policy: refused too.
    const samePrice = await act(asked.id, 'quote/accept', client, {
      price: 900,
      cancellationPolicy: shown.cancellationPolicy,
    });
    expect(samePrice.json().code).toBe('PRICE_CHANGED');
    for (const body of [undefined, {}, { price: 900 }, { price: 900, cancellationPolicy: 'lenient' }]) {
      expect((await act(asked.id, 'quote/accept', client, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await t.snapshot()).toEqual(before);
    expect(await macs(client)).toBe(balance);

    const seen = await view(asked.id);
    expect(seen).toMatchObject({ quote: { price: 900 }, cancellationPolicy: stricter });
    const accepted = await act(asked.id, 'quote/accept', client, {
      price: 900,
      cancellationPolicy: stricter,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({
      status: 'confirmed',
      price: 900,
      cancellationPolicy: stricter,
    });
    expect(await macs(client)).toBe(balance - 900);
  });

  it('keeps a disputed payment held until an operator splits it, once, with the audit log', async () => {
    await fund(t, client.id, 200);
    const booking = await book();
    await act(booking.id, 'accept', artist);
    const tooEarly = await act(booking.id, 'dispute', client, { reason: 'The session never happened.' });
    expect(tooEarly.statusCode).toBe(409);
    await moveToPast(booking.id, 5);
    expect((await act(booking.id, 'dispute', artist, { reason: 'I want to dispute this.' })).statusCode).toBe(
      403,
    );
    const opened = await act(booking.id, 'dispute', client, {
      reason: 'The session was cut short by an hour.',
    });
    expect(opened.json().data).toMatchObject({
      status: 'disputed',
      dispute: { reason: 'The session was cut short by an hour.', outcome: null },
    });
    expect((await act(booking.id, 'complete', artist)).statusCode).toBe(409);
    const queue = (await call('GET', '/admin/payments', operator)).json().data.disputes;
    expect(queue).toContainEqual(expect.objectContaining({ bookingId: booking.id, amount: 120 }));
    const tooMuch = await call('POST', `/admin/disputes/${booking.id}/resolve`, operator, {
      outcome: 'split',
      refund: 120,
      note: 'Half each.',
    });
    expect(tooMuch.statusCode).toBe(400);
    const [c, a] = [await macs(client), await macs(artist)];
    const split = await call('POST', `/admin/disputes/${booking.id}/resolve`, operator, {
      outcome: 'split',
      refund: 30,
      note: 'One hour of four was lost.',
    });
    expect(split.statusCode).toBe(200);
    expect([await macs(client), await macs(artist)]).toEqual([c + 30, a + 90]);
    expect((await view(booking.id)).dispute).toMatchObject({
      outcome: 'split',
      note: 'One hour of four was lost.',
    });
    const again = await call('POST', `/admin/disputes/${booking.id}/resolve`, operator, {
      outcome: 'refund',
      note: 'Changed my mind.',
    });
    expect(again.statusCode).toBe(409);
    const audit = (await call('GET', '/admin/audit?action=dispute.split', operator)).json().data;
    expect(audit[0]).toMatchObject({ targetType: 'booking', targetId: booking.id });
    expect(
      (await call('POST', `/admin/disputes/${booking.id}/resolve`, client, { outcome: 'refund', note: 'x' }))
        .statusCode,
    ).toBe(403);
  });

  it('moves a request only to a service at the same price', async () => {
    const booking = await book();
    const res = await call('PUT', `/booking/${booking.id}`, client, { service: 'workshop' });
    expect(res.statusCode).toBe(409);
    expect((await call('PUT', `/booking/${booking.id}`, client, { service: 'portrait' })).statusCode).toBe(
      200,
    );
  });

  it('refuses to accept a request past its deadline, before the schedule has expired it', async () => {
    const booking = await book();
    await t.database.db
      .update(bookings)
      .set({ respondBy: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, booking.id));
    const res = await act(booking.id, 'accept', artist);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REQUEST_LAPSED_MESSAGE);
    expect((await view(booking.id)).payment).toMatchObject({ held: 120 });
  });

  it('leaves the books whole', async () => {
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
