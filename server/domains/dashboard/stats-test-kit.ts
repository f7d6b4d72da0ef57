import { follows } from '#server/domains/artists/tables.ts';
import { mediaLikes, mediaViews } from '#server/domains/media/tables.ts';
import { accountIdFor, postTransfer } from '#server/domains/wallet/ledger.ts';
import { ledgerEntries, ledgerTransfers } from '#server/domains/wallet/tables.ts';
import type { Database } from '#server/platform/db/client.ts';
import type { TestApp } from '#server/test/test-app.ts';
import type { DailyPoint } from '#shared/schemas/dashboard.ts';
import type { StatWindow } from './activity-window.ts';

/** Something that happened on a UTC day (YYYY-MM-DD), worth `value` in the figure's unit. */
export type Dated = { day: string; value: number };

const DAY_MS = 24 * 60 * 60 * 1000;

export const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Noon UTC of a day, far from either midnight. */
export const stamp = (day: string) => new Date(`${day}T12:00:00Z`);

/** The 30 days the dashboard should answer, worked out here in plain code, not in SQL. */
export function expectedSeries(w: StatWindow, events: Dated[]): DailyPoint[] {
  const points: DailyPoint[] = [];
  for (let day = w.seriesFrom; day <= w.today; day = plusDays(day, 1)) {
    const sum = events.filter((e) => e.day === day).reduce((total, e) => total + e.value, 0);
    points.push({ date: day, value: Math.round(sum * 100) / 100 });
  }
  return points;
}

let viewer = 0;

/** Daily view rows (one distinct viewer each), as POST /media/{id}/view writes them. */
export async function insertViews(database: Database, rows: { mediaId: string; day: string }[]) {
  if (rows.length === 0) return;
  await database.db.insert(mediaViews).values(
    rows.map((r) => {
      viewer += 1;
      return { mediaId: r.mediaId, viewerKey: `anon:test-${viewer}`, day: r.day, createdAt: stamp(r.day) };
    }),
  );
}

export async function insertLikes(
  database: Database,
  rows: { userId: string; mediaId: string; day: string }[],
) {
  await database.db
    .insert(mediaLikes)
    .values(rows.map((r) => ({ userId: r.userId, mediaId: r.mediaId, createdAt: stamp(r.day) })));
}

export async function insertFollows(
  database: Database,
  rows: { followerId: string; artistId: string; day: string }[],
) {
  await database.db
    .insert(follows)
    .values(rows.map((r) => ({ followerId: r.followerId, artistId: r.artistId, createdAt: stamp(r.day) })));
}

/** A test-mode top-up through the ledger service, so a buyer can pay. */
export function topUp(t: TestApp, userId: string, amount: number) {
  return t.database.db.transaction((tx) =>
    postTransfer(tx, {
      kind: 'topup',
      memo: 'Test-mode top-up',
      amount,
      from: { system: 'issuance' },
      to: { userId },
    }),
  );
}

/**
 * A purchase of `amount` MACS hundredths: today's through the ledger service; an earlier one
 * written as the seed writes history (the ledger is append-only, so nothing can be back-dated).
 */
export async function insertPurchase(
  t: TestApp,
  buyer: { id: string },
  artist: { id: string },
  amount: number,
  day?: string,
) {
  const request = { kind: 'purchase' as const, memo: 'Purchase: test artwork', amount };
  await t.database.db.transaction(async (tx) => {
    if (!day) {
      await postTransfer(tx, { ...request, from: { userId: buyer.id }, to: { userId: artist.id } });
      return;
    }
    const createdAt = stamp(day);
    const [transfer] = await tx
      .insert(ledgerTransfers)
      .values({ ...request, createdAt })
      .returning();
    const entry = async (userId: string, signed: number) => ({
      transferId: transfer!.id,
      accountId: await accountIdFor(tx, { userId }),
      amount: signed,
      createdAt,
    });
    await tx.insert(ledgerEntries).values([await entry(buyer.id, -amount), await entry(artist.id, amount)]);
  });
}
