import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import { NOT_CAMPAIGN_OWNER_MESSAGE } from './contribution-decisions.ts';
import {
  contributeTo,
  cryptoBody,
  decide,
  insertCampaign,
  notificationsOf,
  refusal,
} from './contribution-test-kit.ts';

describe('the artist decides on contributions', () => {
  let t: TestApp;
  let artist: TestUser;
  let otherArtist: TestUser;
  let fan: TestUser;
  let campaignId: string;

  const pendingFrom = async (who: TestUser | null, amount = 40) => {
    const res = await contributeTo(t, campaignId, cryptoBody(amount), who ? bearer(who) : {});
    expect(res.statusCode).toBe(201);
    return res.json().data.contribution.id as string;
  };

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createTestUser(t.database, { role: 'artist', name: 'Maya Chen' });
    otherArtist = await createTestUser(t.database, { role: 'artist' });
    fan = await createTestUser(t.database, { name: 'Sam Fan' });
    campaignId = await insertCampaign(t, artist.id, { title: 'Kiln' });
  });
  afterAll(async () => t.close());

  it('confirms a pending one: the money counts, the artist and the contributor hear of it', async () => {
    const id = await pendingFrom(fan, 40);
    const res = await decide(t, campaignId, id, 'confirm', bearer(artist));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Contribution confirmed',
      data: {
        campaign: { id: campaignId, currentAmount: 40, pendingAmount: 0, backers: 1 },
        contribution: { id, status: 'confirmed', contributorName: 'Sam Fan', token: 'MATIC' },
      },
    });
    expect(res.json().data.contribution.confirmedAt).toMatch(/Z$/);
    expect(await notificationsOf(t, artist.id)).toContainEqual(
      expect.objectContaining({ type: 'payment_received', data: { amount: 4000, currency: 'USD' } }),
    );
    expect(await notificationsOf(t, fan.id)).toContainEqual(
      expect.objectContaining({ title: 'Contribution confirmed', data: { amount: 4000, currency: 'USD' } }),
    );
  });

  it('rejects a pending one with a reason and refunds a confirmed one', async () => {
    const pending = await pendingFrom(fan, 5);
    const rejected = await decide(t, campaignId, pending, 'reject', bearer(artist), {
      reason: '  Not on chain ',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.contribution).toMatchObject({
      status: 'rejected',
      closedReason: 'Not on chain',
    });
    const fanNotes = await notificationsOf(t, fan.id);
    expect(fanNotes.find((n) => n.title === 'Contribution not confirmed')?.message).toContain(
      'Reason: Not on chain',
    );

    const fiat = await contributeTo(t, campaignId, { amount: 20, paymentType: 'fiat' });
    const fiatId = fiat.json().data.contribution.id as string;
    const before = fiat.json().data.campaign.currentAmount as number;
    const refunded = await decide(t, campaignId, fiatId, 'refund', bearer(artist));
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().data.campaign.currentAmount).toBe(before - 20);
    expect(refunded.json().data.contribution).toMatchObject({ status: 'refunded', closedReason: null });
  });

  it('refuses every other transition with 409 and clear words, changing nothing', async () => {
    const pending = await pendingFrom(null);
    const fiat = (await contributeTo(t, campaignId, { amount: 1, paymentType: 'fiat' })).json().data
      .contribution.id as string;
    const before = await t.snapshot();
    const cases: [string, 'confirm' | 'reject' | 'refund', string][] = [
      [pending, 'refund', 'Only a confirmed contribution can be refunded; this one is pending.'],
      [fiat, 'confirm', 'Only a pending contribution can be confirmed; this one is confirmed.'],
      [fiat, 'reject', 'Only a pending contribution can be rejected; this one is confirmed.'],
    ];
    for (const [id, decision, message] of cases) {
      const res = await decide(t, campaignId, id, decision, bearer(artist));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(refusal(message));
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('answers 401 signed out, 403 to another artist or the contributor, 404 for unknown ids', async () => {
    const pending = await pendingFrom(fan);
    const elsewhere = await insertCampaign(t, otherArtist.id);
    const before = await t.snapshot();
    expect((await decide(t, campaignId, pending, 'confirm', {})).statusCode).toBe(401);
    for (const who of [otherArtist, fan]) {
      const res = await decide(t, campaignId, pending, 'confirm', bearer(who));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refusal(NOT_CAMPAIGN_OWNER_MESSAGE));
    }
    // The contribution belongs to another campaign than the one in the path: not found there.
    const crossed = await decide(t, elsewhere, pending, 'confirm', bearer(otherArtist));
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toEqual(refusal('Contribution not found'));
    expect((await decide(t, campaignId, 'nope', 'confirm', bearer(artist))).statusCode).toBe(404);
    const unknownCampaign = await decide(
      t,
      '00000000-0000-4000-8000-000000000000',
      pending,
      'confirm',
      bearer(artist),
    );
    expect(unknownCampaign.json()).toEqual(refusal('Campaign not found'));
    const tooLong = await decide(t, campaignId, pending, 'reject', bearer(artist), {
      reason: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual(refusal('Reason must be at most 500 characters'));
    expect(await t.snapshot()).toEqual(before);
  });

  it('applies one of two concurrent decisions on the same contribution', async () => {
    const pending = await pendingFrom(fan, 7);
    const [a, b] = await Promise.all([
      decide(t, campaignId, pending, 'confirm', bearer(artist)),
      decide(t, campaignId, pending, 'reject', bearer(artist)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });
});
