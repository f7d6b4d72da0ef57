import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestArtist } from '#server/domains/artists/test-artists.ts';
import { insertBooking } from '#server/domains/bookings/booking-test-kit.ts';
import { contributeTo, insertCampaign, refusal } from '#server/domains/campaigns/contribution-test-kit.ts';
import { contributions } from '#server/domains/campaigns/tables.ts';
import { insertMedia } from '#server/domains/media/media-test-kit.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import { DASHBOARD_NO_PARAMETERS_MESSAGE } from '#shared/schemas/dashboard.ts';
import { type StatWindow, statWindowAt } from './activity-window.ts';
import {
  type Dated,
  expectedSeries,
  insertFollows,
  insertLikes,
  insertPurchase,
  insertViews,
  plusDays,
  stamp,
  topUp,
} from './stats-test-kit.ts';

describe('GET /dashboard/stats', () => {
  let t: TestApp;
  let maya: TestUser;
  let other: TestUser;
  let supporter: TestUser;
  let w: StatWindow;
  const views: Dated[] = [];
  const macs: Dated[] = [];
  const usd: Dated[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    w = statWindowAt(new Date());
    maya = await createTestArtist(t.database, { name: 'Maya Chen' });
    other = await createTestArtist(t.database, { name: 'Other Artist' });
    supporter = await createTestUser(t.database, { name: 'Sam Fan' });
    const fans = await Promise.all([1, 2, 3, 4].map(() => createTestUser(t.database)));
    const [f1, f2, f3, f4] = fans as [TestUser, TestUser, TestUser, TestUser];
    const art1 = await insertMedia(t.database, maya.id, { views: 120 });
    const art2 = await insertMedia(t.database, maya.id, { views: 30 });
    const foreign = await insertMedia(t.database, other.id, { views: 900 });

    // Views: 4 in the previous month, 5 in the current one, 3 in the last days; others' never count.
    const threeDaysAgo = plusDays(w.today, -3);
    views.push(
      ...[0, 1, 2, 3].map(() => ({ day: plusDays(w.previousStart, 2), value: 1 })),
      ...[0, 1, 2].map(() => ({ day: w.currentStart, value: 1 })),
      ...[0, 1].map(() => ({ day: plusDays(w.currentStart, 10), value: 1 })),
      ...[0, 1].map(() => ({ day: w.today, value: 1 })),
      { day: threeDaysAgo, value: 1 },
    );
    await insertViews(t.database, [
      ...views.slice(0, 9).map((v) => ({ ...v, mediaId: art1.id })),
      ...views.slice(9).map((v) => ({ ...v, mediaId: art2.id })),
    ]);
    await insertViews(
      t.database,
      [0, 1, 2, 3, 4, 5, 6].map(() => ({ day: w.today, mediaId: foreign.id })),
    );

    // Likes: 2 in the previous month, 3 in the current one, 1 today; one on another artist's work.
    await insertLikes(t.database, [
      { userId: f1.id, mediaId: art1.id, day: w.previousStart },
      { userId: f2.id, mediaId: art1.id, day: plusDays(w.previousStart, 5) },
      { userId: f3.id, mediaId: art1.id, day: w.currentStart },
      { userId: f1.id, mediaId: art2.id, day: w.currentStart },
      { userId: f2.id, mediaId: art2.id, day: plusDays(w.currentStart, 20) },
      { userId: f3.id, mediaId: art2.id, day: w.today },
      { userId: f1.id, mediaId: foreign.id, day: w.currentStart },
    ]);

    // Followers: none in the previous month, 2 in the current one, 1 today; one follows the other artist.
    await insertFollows(t.database, [
      { followerId: f1.id, artistId: maya.id, day: w.currentStart },
      { followerId: f2.id, artistId: maya.id, day: plusDays(w.currentStart, 1) },
      { followerId: f3.id, artistId: maya.id, day: w.today },
      { followerId: f4.id, artistId: other.id, day: w.currentStart },
    ]);

    // MACS: a top-up is not income; purchases of 100.00 (previous), 150.50 (current), 250.00 (today).
    await topUp(t, f1.id, 200_000);
    await topUp(t, maya.id, 5_000);
    await insertPurchase(t, f1, maya, 10_000, plusDays(w.previousStart, 3));
    await insertPurchase(t, f1, maya, 15_050, plusDays(w.currentStart, 4));
    await insertPurchase(t, f1, maya, 25_000);
    await insertPurchase(t, f1, other, 7_500);
    macs.push(
      { day: plusDays(w.previousStart, 3), value: 100 },
      { day: plusDays(w.currentStart, 4), value: 150.5 },
      { day: w.today, value: 250 },
    );

    // USD: confirmed 40.00 (previous) and 30.00 (current); 12.34 paid today by card; pending,
    // refunded and another artist's money never count.
    const campaignId = await insertCampaign(t, maya.id);
    const othersCampaign = await insertCampaign(t, other.id);
    const confirmed = (amountCents: number, day: string, status: 'confirmed' | 'refunded' = 'confirmed') => ({
      campaignId,
      amountCents,
      paymentType: 'fiat' as const,
      status,
      createdAt: stamp(day),
      confirmedAt: stamp(day),
    });
    await t.database.db
      .insert(contributions)
      .values([
        confirmed(4_000, plusDays(w.previousStart, 1)),
        confirmed(3_000, plusDays(w.currentStart, 2)),
        confirmed(2_000, plusDays(w.currentStart, 2), 'refunded'),
        { campaignId, amountCents: 9_900, paymentType: 'fiat', status: 'pending' },
        { ...confirmed(50_000, w.today), campaignId: othersCampaign },
      ]);
    const paid = await contributeTo(t, campaignId, { amount: 12.34, paymentType: 'fiat' }, bearer(supporter));
    expect(paid.statusCode).toBe(201);
    usd.push(
      { day: plusDays(w.previousStart, 1), value: 40 },
      { day: plusDays(w.currentStart, 2), value: 30 },
      { day: w.today, value: 12.34 },
    );

    await insertBooking(t.database, maya, { startsAt: new Date(Date.now() + 2 * 86_400_000) });
    await insertBooking(t.database, maya, { startsAt: new Date(Date.now() + 3 * 86_400_000) });
    await insertBooking(t.database, maya, {
      startsAt: new Date(Date.now() + 4 * 86_400_000),
      status: 'confirmed',
    });
    await insertBooking(t.database, maya, {
      startsAt: new Date(Date.now() + 5 * 86_400_000),
      status: 'declined',
    });
    await insertBooking(t.database, other, { startsAt: new Date(Date.now() + 2 * 86_400_000) });
  });
  afterAll(async () => t.close());

  const get = (url: string, user?: TestUser) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user ? bearer(user) : {} });

  it("answers the artist's own totals, growth by calendar month and a zero-filled 30-day series", async () => {
    const res = await get('/dashboard/stats', maya);
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({
      totalViews: 150,
      totalLikes: 6,
      totalFollowers: 3,
      totalBookings: 4,
      pendingBookings: 2,
      confirmedBookings: 1,
      revenue: { macs: 500.5, usd: 82.34 },
      monthlyGrowth: {
        months: { current: w.currentMonth, previous: w.previousMonth },
        views: 25,
        likes: 50,
        followers: null,
        revenue: { macs: 50.5, usd: -25 },
      },
    });
    // The chart's 30 days hold whichever of the dated rows fall inside them, and zeros elsewhere.
    expect(data.series.views).toEqual(expectedSeries(w, views));
    expect(data.series.revenueMacs).toEqual(expectedSeries(w, macs));
    expect(data.series.revenueUsd).toEqual(expectedSeries(w, usd));
    expect(data.series.views).toHaveLength(30);
    expect(data.series.views.at(-1)).toEqual({ date: w.today, value: 2 });
    expect(data.series.views.filter((p: { value: number }) => p.value === 0).length).toBeGreaterThan(20);
  });

  it('gives a supporter their own zeros, never anyone else’s figures', async () => {
    const res = await get('/dashboard/stats', supporter);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      totalViews: 0,
      totalLikes: 0,
      totalFollowers: 0,
      totalBookings: 0,
      revenue: { macs: 0, usd: 0 },
      monthlyGrowth: { views: null, likes: null, followers: null, revenue: { macs: null, usd: null } },
    });
    expect(data.series.revenueMacs.every((p: { value: number }) => p.value === 0)).toBe(true);
  });

  it('asks for a session and takes no parameters, changing nothing', async () => {
    const before = await t.snapshot();
    const anonymous = await get('/dashboard/stats');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      success: false,
      code: 'UNAUTHENTICATED',
      error: expect.any(String),
    });
    const named = await get(`/dashboard/stats?artistId=${maya.id}`, other);
    expect(named.statusCode).toBe(400);
    expect(named.json()).toEqual(refusal(DASHBOARD_NO_PARAMETERS_MESSAGE));
    expect(named.json()).toMatchObject({ error: expect.any(String), code: 'VALIDATION_FAILED' });
    expect(await t.snapshot()).toEqual(before);
  });
});
