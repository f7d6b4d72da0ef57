import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/platform/db/client.ts';
import { runRead } from '#server/platform/db/prepared-read.ts';
import { qualified } from '#server/platform/db/sql-json.ts';
import { countStatements } from '#server/test/count-statements.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser } from '#server/test/users.ts';
import {
  centsToUsd,
  computeDaysRemaining,
  computeProgressPercentage,
  deriveCampaignStatus,
} from '#shared/campaign-rules.ts';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import { artistCampaignsRead } from './campaign-query.ts';
import { campaigns, contributions } from './tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// A fixed "now" with a millisecond part, so deadlines can sit a microsecond either side of it.
const now = new Date('2026-03-10T12:00:00.500Z');

/**
 * The campaign figures are derived in SQL (campaign-query.ts) from the rules the web also reads
 * (shared/campaign-rules.ts). This holds the two to each other on the edges: a deadline a
 * microsecond, a millisecond or a day away on either side, and raised amounts around the target.
 */
describe('campaign figures written in SQL follow shared/campaign-rules.ts', () => {
  let t: TestApp;
  let database: Database;
  let artistId: string;
  const deadlines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    database = t.database;
    artistId = (await createTestUser(database, { role: 'artist' })).id;
    const offsetsMs = [-DAY_MS, -1, 0, 1, DAY_MS - 1, DAY_MS, DAY_MS + 1, 2.5 * DAY_MS, 400 * DAY_MS];
    for (const offset of offsetsMs) deadlines.push(new Date(now.getTime() + offset).toISOString());
    // Microseconds the JavaScript Date never sees: 0.9 µs before and after the 'now' millisecond.
    deadlines.push('2026-03-10T12:00:00.500900Z', '2026-03-10T12:00:00.499100Z');
    const targets = [300, 100_000, 333_333];
    const raised = (target: number) => [
      0,
      1,
      Math.floor(target / 3),
      target - 1,
      target,
      Math.floor(target * 1.5) + 1,
    ];
    let n = 0;
    for (const deadline of deadlines) {
      for (const target of targets) {
        for (const cents of raised(target)) {
          const [row] = await database.db
            .insert(campaigns)
            .values({
              artistId,
              title: `Campaign ${n++}`,
              description: 'Edges',
              targetCents: target,
              deadline: sql`${deadline}::timestamptz` as unknown as Date,
            })
            .returning({ id: campaigns.id });
          if (cents > 0) {
            await database.db.insert(contributions).values([
              { campaignId: row!.id, amountCents: cents, paymentType: 'fiat', status: 'confirmed' },
              { campaignId: row!.id, amountCents: 7, paymentType: 'fiat', status: 'pending' },
            ]);
          }
        }
      }
    }
  });
  afterAll(async () => t.close());

  it('derives progress, days remaining, status and amounts exactly as the shared rules do', async () => {
    const rows = await runRead(artistCampaignsRead(database.db, artistId, now));
    expect(rows.length).toBe(deadlines.length * 3 * 6);
    const facts = await database.db
      .select({
        id: campaigns.id,
        targetCents: campaigns.targetCents,
        deadline: campaigns.deadline,
        confirmed:
          sql<number>`coalesce((select sum(amount_cents) from contributions c where c.campaign_id = ${qualified(campaigns.id)} and c.status = 'confirmed'), 0)`.mapWith(
            Number,
          ),
        pending:
          sql<number>`coalesce((select sum(amount_cents) from contributions c where c.campaign_id = ${qualified(campaigns.id)} and c.status = 'pending'), 0)`.mapWith(
            Number,
          ),
      })
      .from(campaigns);
    const byId = new Map(facts.map((f) => [f.id, f]));
    for (const { campaign } of rows) {
      const fact = byId.get(campaign.id)!;
      const progressPercentage = computeProgressPercentage(fact.confirmed, fact.targetCents);
      const daysRemaining = computeDaysRemaining(fact.deadline, now);
      expect(campaign).toMatchObject<Partial<Campaign>>({
        currentAmount: centsToUsd(fact.confirmed),
        pendingAmount: centsToUsd(fact.pending),
        targetAmount: centsToUsd(fact.targetCents),
        progressPercentage,
        daysRemaining,
        status: deriveCampaignStatus(progressPercentage, daysRemaining),
        deadline: fact.deadline.toISOString(),
      });
    }
  });

  it('lists every public campaign in one statement', async () => {
    let body: Campaign[] = [];
    const statements = await countStatements(database, async () => {
      body = (await t.app.inject({ method: 'GET', url: '/api/v1/campaigns' })).json();
    });
    expect(statements).toBe(1);
    expect(body).toHaveLength(deadlines.length * 3 * 6);
  });
});
