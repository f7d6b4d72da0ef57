import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotAt } from '#server/domains/bookings/booking-test-kit.ts';
import { bookings } from '#server/domains/bookings/tables.ts';
import { insertCampaign } from '#server/domains/campaigns/contribution-test-kit.ts';
import { insertMedia } from '#server/domains/media/media-test-kit.ts';
import { bookingBetween } from '#server/domains/messages/message-test-kit.ts';
import { notifications } from '#server/domains/notifications/tables.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser } from '#server/test/users.ts';
import { SUSPENDED_ACCOUNT_MESSAGE } from '#shared/schemas/moderation.ts';
import { callAs, createModerationCast, type ModerationCast } from './moderation-test-kit.ts';

let t: TestApp;
let cast: ModerationCast;
const call = (...args: Parameters<ReturnType<typeof callAs>>) => callAs(t)(...args);

beforeAll(async () => {
  t = await createTestApp();
  cast = await createModerationCast(t);
});
afterAll(async () => t.close());

describe('suspending and unsuspending an account', () => {
  it('signs the person out, refuses sign-in, hides their work, declines their pending requests; and back', async () => {
    const password = 'Kiln-fired porcelain 42';
    const registered = await call('POST', '/auth/register', null, {
      email: 'potter@example.com',
      password,
      confirmPassword: password,
      name: 'Pat Potter',
      username: 'pat_potter',
      agreeToTerms: true,
      accountType: 'creator',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const potter = {
      id: registered.json().user.id as string,
      token: registered.json().token as string,
    };
    const artwork = await insertMedia(t.database, potter.id, { title: 'Tea bowl' });
    const campaignId = await insertCampaign(t, potter.id, { title: 'Studio roof' });
    const pending = await bookingBetween(t, {
      artist: { ...cast.fan, id: potter.id, token: potter.token } as never,
      client: cast.fan,
      stranger: cast.other,
    });

    const res = await call('POST', `/admin/users/${potter.id}/suspend`, cast.operator, {
      reason: 'Selling stolen work',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ suspended: true, suspendedReason: 'Selling stolen work' });

    expect((await call('GET', '/auth/me', potter)).statusCode).toBe(401);
    const login = await call('POST', '/auth/login', null, { email: 'potter@example.com', password });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: SUSPENDED_ACCOUNT_MESSAGE });
    expect((await call('GET', '/profiles/pat_potter', null)).statusCode).toBe(404);
    expect((await call('GET', `/media/${artwork.id}`, cast.fan)).statusCode).toBe(404);
    expect((await call('GET', `/campaigns/${campaignId}`, cast.fan)).statusCode).toBe(404);
    const [declined] = await t.database.db.select().from(bookings).where(eq(bookings.id, pending.id));
    expect(declined!.status).toBe('declined');
    const fanNotices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, cast.fan.id));
    expect(fanNotices.some((n) => n.type === 'booking_cancelled' || n.message.includes('declined'))).toBe(
      true,
    );

    const back = await call('POST', `/admin/users/${potter.id}/unsuspend`, cast.operator, {
      reason: 'Appeal accepted',
    });
    expect(back.statusCode).toBe(200);
    expect(
      (await call('POST', '/auth/login', null, { email: 'potter@example.com', password })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/profiles/pat_potter', null)).statusCode).toBe(200);
    expect((await call('GET', `/media/${artwork.id}`, cast.fan)).statusCode).toBe(200);
    const [still] = await t.database.db.select().from(bookings).where(eq(bookings.id, pending.id));
    expect(still!.status).toBe('declined');

    const log = await call('GET', `/admin/audit?targetType=user`, cast.operator);
    expect(
      log
        .json()
        .data.slice(0, 2)
        .map((e: { action: string }) => e.action),
    ).toEqual(['user.unsuspend', 'user.suspend']);
  });

  it('grants and removes the verified badge, on the record, and refuses acting on oneself', async () => {
    const grant = await call('POST', `/admin/users/${cast.artist.id}/verified`, cast.operator, {
      verified: true,
      reason: 'Known ceramicist',
    });
    expect(grant.json().data.verified).toBe(true);
    const self = await call('POST', `/admin/users/${cast.operator.id}/suspend`, cast.operator, {
      reason: 'Oops',
    });
    expect(self.statusCode).toBe(400);
    const noReason = await call('POST', `/admin/users/${cast.artist.id}/suspend`, cast.operator, {
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Please give a short reason');
    const found = await call('GET', `/admin/users?q=${encodeURIComponent(cast.artist.email)}`, cast.operator);
    expect(found.json().data).toEqual([expect.objectContaining({ id: cast.artist.id, verified: true })]);
  });
});

describe('the People list', () => {
  it('counts the reports against each person, and lists the most reported first', async () => {
    const reported = await createTestUser(t.database, { role: 'artist', name: 'Rae Reported' });
    const artwork = await insertMedia(t.database, reported.id, { title: 'Disputed piece' });
    const campaignId = await insertCampaign(t, reported.id, { title: 'A disputed kiln' });
    for (const [targetType, targetId] of [
      ['artwork', artwork.id],
      ['campaign', campaignId],
    ] as const) {
      const filed = await call('POST', '/reports', cast.other, { targetType, targetId, reason: 'spam' });
      expect(filed.statusCode, targetType).toBe(201);
    }
    const list = await call('GET', '/admin/users', cast.operator);
    const people = list.json().data as { id: string; reportsAgainst: number }[];
    expect(people[0]).toMatchObject({ id: reported.id, reportsAgainst: 2 });
    expect(people.find((person) => person.id === cast.fan.id)?.reportsAgainst).toBe(0);
    const found = await call('GET', `/admin/users?q=${encodeURIComponent(reported.email)}`, cast.operator);
    expect(found.json().data).toEqual([expect.objectContaining({ id: reported.id, reportsAgainst: 2 })]);
  });
});

describe('blocking', () => {
  it('stops messages, comments, booking requests, offers, purchases and contributions both ways, answered as for a missing target', async () => {
    const artist = cast.artist;
    const fan = await createTestUser(t.database, { name: 'Blocked Fan' });
    const artwork = await insertMedia(t.database, artist.id, { title: 'Blue bowl', priceMacs: 900 });
    const campaignId = await insertCampaign(t, artist.id, { title: 'A kiln for the bowls' });
    const booking = await bookingBetween(t, { artist, client: fan, stranger: cast.other });
    const conversationId = (await call('POST', '/conversations', fan, { bookingId: booking.id })).json().data
      .id;
    const attempts = (who: typeof fan, other: typeof fan) => ({
      message: () => call('POST', `/conversations/${conversationId}/messages`, who, { body: 'Hello?' }),
      comment: () =>
        call('POST', `/media/${artwork.id}/comments`, who === artist ? other : who, { body: 'Nice' }),
      offer: () => call('POST', `/media/${artwork.id}/offer`, fan, { amount: 5 }),
      // Buying and backing are refused too: a contribution's note would reach the artist.
      purchase: () => call('POST', `/marketplace/${artwork.id}/purchase`, fan, { price: 9 }),
      contribute: () =>
        call('POST', `/campaigns/${campaignId}/contribute`, fan, {
          amount: 5,
          paymentType: 'fiat',
          note: 'You blocked me, but here I am',
        }),
      booking: () =>
        call('POST', '/bookings', fan, {
          artistId: artist.id,
          service: 'portrait',
          dateTime: slotAt({ timezone: 'Europe/Lisbon' }, 9, 11).toISOString(),
          message: 'A session please',
        }),
    });
    // Before any block, a missing target answers this:
    const missingArtwork = await call('POST', '/media/00000000-0000-4000-8000-000000000000/comments', fan, {
      body: 'x',
    });
    const missingPurchase = await call(
      'POST',
      '/marketplace/00000000-0000-4000-8000-000000000000/purchase',
      fan,
      {
        price: 9,
      },
    );
    const missingCampaign = await call(
      'POST',
      '/campaigns/00000000-0000-4000-8000-000000000000/contribute',
      fan,
      {
        amount: 5,
        paymentType: 'fiat',
      },
    );

    for (const [blocker, blocked] of [
      [artist, fan],
      [fan, artist],
    ] as const) {
      expect((await call('POST', `/blocks/${blocked.id}`, blocker)).statusCode).toBe(200);
      const before = await t.snapshot();
      for (const [name, attempt] of Object.entries(attempts(fan, artist))) {
        const res = await attempt();
        expect(res.statusCode, `${name}: ${res.body}`).toBe(404);
        if (name === 'comment' || name === 'offer') expect(res.json()).toEqual(missingArtwork.json());
        if (name === 'purchase') expect(res.json()).toEqual(missingPurchase.json());
        if (name === 'contribute') expect(res.json()).toEqual(missingCampaign.json());
      }
      const artistMessage = await call('POST', `/conversations/${conversationId}/messages`, artist, {
        body: 'Hi',
      });
      expect(artistMessage.statusCode).toBe(404);
      expect(await t.snapshot()).toEqual(before);
      const list = await call('GET', '/blocks', blocker);
      expect(list.json().data.map((b: { id: string }) => b.id)).toEqual([blocked.id]);
      expect((await call('DELETE', `/blocks/${blocked.id}`, blocker)).statusCode).toBe(200);
    }
    expect((await attempts(fan, artist).message()).statusCode).toBe(201);
    expect((await attempts(fan, artist).comment()).statusCode).toBe(201);
    expect((await attempts(fan, artist).contribute()).statusCode).toBe(201);
    // Unblocked, the purchase reaches the wallet (this fan has no MACS).
    expect((await attempts(fan, artist).purchase()).json().code).toBe('INSUFFICIENT_FUNDS');
  });

  it('ends a follow either way and open offers with the block, and refuses a new follow while it lasts', async () => {
    const artist = cast.artist;
    const fan = await createTestUser(t.database, { name: 'Following Fan' });
    const bowl = await insertMedia(t.database, artist.id, { title: 'Grey bowl', priceMacs: 900 });
    expect((await call('POST', `/media/${bowl.id}/offer`, fan, { amount: 5 })).statusCode).toBe(201);
    const follow = () => call('POST', `/profiles/${artist.id}/follow`, fan);
    expect((await follow()).statusCode).toBe(200);
    const followers = async () =>
      (await call('GET', `/profiles/${artist.id}/follow-status`, fan)).json().followers as number;
    const before = await followers();

    expect((await call('POST', `/blocks/${fan.id}`, artist)).statusCode).toBe(200);
    expect(await followers()).toBe(before - 1);
    const [offer] = (await call('GET', '/marketplace/offers?role=artist', artist))
      .json()
      .data.filter((o: { artwork: { id: string } }) => o.artwork.id === bowl.id);
    expect(offer).toMatchObject({ status: 'declined' });
    expect((await call('POST', `/marketplace/offers/${offer.id}/accept`, artist)).statusCode).toBe(409);
    const again = await follow();
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Artist not found');
    expect(await followers()).toBe(before - 1);

    expect((await call('DELETE', `/blocks/${fan.id}`, artist)).statusCode).toBe(200);
    expect((await follow()).statusCode).toBe(200);
    expect(await followers()).toBe(before);
  });

  it('refuses blocking oneself or nobody', async () => {
    expect((await call('POST', `/blocks/${cast.fan.id}`, cast.fan)).statusCode).toBe(400);
    expect((await call('POST', '/blocks/00000000-0000-4000-8000-000000000000', cast.fan)).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/blocks/${cast.fan.id}`, null)).statusCode).toBe(401);
  });
});
