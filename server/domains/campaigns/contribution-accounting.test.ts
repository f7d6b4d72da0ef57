import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import {
  contributeTo,
  contributionRows,
  cryptoBody,
  decide,
  insertCampaign,
} from './contribution-test-kit.ts';

const transitions = {
  confirm: ['pending', 'confirmed'],
  reject: ['pending', 'rejected'],
  refund: ['confirmed', 'refunded'],
} as const;

type Step =
  | { kind: 'fiat'; cents: number }
  | { kind: 'crypto'; cents: number }
  | { kind: 'confirm' | 'reject' | 'refund'; pick: number; reason: string };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('fiat' as const, 'crypto' as const),
    cents: fc.integer({ min: 1, max: 50_000_000 }),
  }),
  fc.record({
    kind: fc.constantFrom('confirm' as const, 'reject' as const, 'refund' as const),
    pick: fc.nat(),
    reason: fc.string({ maxLength: 20 }),
  }),
);

describe('contribution accounting (property)', () => {
  let t: TestApp;
  let artist: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createTestUser(t.database, { role: 'artist' });
  });
  afterAll(async () => t.close());

  it('keeps raised equal to the sum of confirmed contributions, never negative, after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 10 }), async (steps) => {
        const campaignId = await insertCampaign(t, artist.id);
        const ids: string[] = [];
        // The expected state, kept independently of the server: id → cents and status.
        const model = new Map<string, { cents: number; status: string }>();
        for (const step of steps) {
          if ('cents' in step) {
            const amount = step.cents / 100;
            const body = step.kind === 'fiat' ? { amount, paymentType: 'fiat' } : cryptoBody(amount);
            const res = await contributeTo(t, campaignId, body);
            expect(res.statusCode).toBe(201);
            ids.push(res.json().data.contribution.id);
            model.set(ids.at(-1)!, {
              cents: step.cents,
              status: step.kind === 'fiat' ? 'confirmed' : 'pending',
            });
          } else if (ids.length > 0) {
            const id = ids[step.pick % ids.length]!;
            const res = await decide(t, campaignId, id, step.kind, bearer(artist), { reason: step.reason });
            // A decision that does not fit the current status is refused, never half applied.
            const [from, to] = transitions[step.kind];
            const entry = model.get(id)!;
            expect(res.statusCode).toBe(entry.status === from ? 200 : 409);
            if (entry.status === from) entry.status = to;
          }
          const rows = await contributionRows(t, campaignId);
          const confirmed = rows
            .filter((r) => r.status === 'confirmed')
            .reduce((sum, r) => sum + r.amountCents, 0);
          const pending = rows
            .filter((r) => r.status === 'pending')
            .reduce((sum, r) => sum + r.amountCents, 0);
          const campaign = (
            await t.app.inject({ method: 'GET', url: `/api/v1/campaigns/${campaignId}` })
          ).json();
          const expected = [...model.values()].filter((m) => m.status === 'confirmed');
          expect(confirmed).toBe(expected.reduce((sum, m) => sum + m.cents, 0));
          expect(Math.round(campaign.currentAmount * 100)).toBe(confirmed);
          expect(Math.round(campaign.pendingAmount * 100)).toBe(pending);
          expect(campaign.currentAmount).toBeGreaterThanOrEqual(0);
          expect(campaign.backers).toBe(rows.filter((r) => r.status === 'confirmed').length);
        }
      }),
      { numRuns: 15 },
    );
  });
});
