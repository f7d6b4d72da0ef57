import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  contributeTo,
  cryptoBody,
  decide,
  evmTxHash,
  insertCampaign,
} from '#server/domains/campaigns/contribution-test-kit.ts';
import { contributions } from '#server/domains/campaigns/tables.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer } from '#server/test/users.ts';
import {
  callAs,
  createModerationCast,
  createReportables,
  type ModerationCast,
} from './moderation-test-kit.ts';
import { moderationLog, reports } from './tables.ts';

// Real PostgreSQL only: on PGlite's one connection these requests could never overlap.
let t: TestApp;
let cast: ModerationCast;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createModerationCast(t);
});
afterAll(async () => t.close());

it('makes exactly one decision when the artist and an operator decide one contribution at once', async () => {
  const campaignId = await insertCampaign(t, cast.artist.id);
  for (let round = 0; round < 10; round++) {
    const made = await contributeTo(t, campaignId, cryptoBody(5, { txHash: evmTxHash(`race-${round}`) }));
    const id = made.json().data.contribution.id as string;
    const [artist, operator] = await Promise.all([
      decide(t, campaignId, id, 'confirm', bearer(cast.artist)),
      callAs(t)('POST', `/admin/contributions/${id}/${round % 2 ? 'reject' : 'confirm'}`, cast.operator, {
        reason: 'Seen on the explorer',
      }),
    ]);
    expect([artist.statusCode, operator.statusCode].sort(), `round ${round}`).toEqual([200, 409]);
    const [row] = await t.database.db.select().from(contributions).where(eq(contributions.id, id));
    expect(['confirmed', 'rejected']).toContain(row!.status);
    const logged = await t.database.db.select().from(moderationLog).where(eq(moderationLog.targetId, id));
    // The log holds the operator's decision only when it was the one made.
    expect(logged.length).toBe(operator.statusCode === 200 ? 1 : 0);
  }
});

it('keeps one open report when one person sends twenty at once', async () => {
  const things = await createReportables(t, cast);
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      callAs(t)('POST', '/reports', cast.other, {
        targetType: 'artwork',
        targetId: things.artwork.id,
        reason: 'stolen',
      }),
    ),
  );
  const codes = answers.map((r) => r.statusCode);
  expect(codes.filter((c) => c === 201)).toHaveLength(1);
  expect(codes.filter((c) => c === 200)).toHaveLength(19);
  const rows = await t.database.db
    .select()
    .from(reports)
    .where(and(eq(reports.reporterId, cast.other.id), eq(reports.targetId, things.artwork.id)));
  expect(rows).toHaveLength(1);
});

it('makes one decision when two operators decide the same reports at once', async () => {
  const things = await createReportables(t, cast);
  await callAs(t)('POST', '/reports', cast.fan, {
    targetType: 'campaign',
    targetId: things.campaignId,
    reason: 'scam',
  });
  const second = await createModerationCast(t);
  const answers = await Promise.all(
    [cast.operator, second.operator].map((op, i) =>
      callAs(t)('POST', '/admin/reports/decide', op, {
        targetType: 'campaign',
        targetId: things.campaignId,
        decision: i ? 'dismiss' : 'hide',
        reason: 'Race',
      }),
    ),
  );
  expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  const logged = await t.database.db
    .select()
    .from(moderationLog)
    .where(eq(moderationLog.targetId, things.campaignId));
  expect(logged).toHaveLength(1);
});
