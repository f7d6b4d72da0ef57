import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '#server/platform/context.ts';
import type { Db } from '#server/platform/db/client.ts';
import { badRequest, notFound } from '#server/platform/errors.ts';
import { BOOKING_HORIZON_DAYS } from '#shared/booking-rules.ts';
import type { calendarBlockSchema } from '#shared/schemas/calendar.ts';
import { requireOwnCalendar } from './availability-artist.ts';
import { calendarBlocks } from './tables.ts';

export const BLOCK_NOT_FOUND_MESSAGE = 'Block not found';
export const BLOCK_ORDER_MESSAGE = 'The block must end after it starts';
export const BLOCK_PAST_MESSAGE = 'A block must start in the future';
export const BLOCK_ENDED_MESSAGE = 'Past dates cannot be changed';
export const BLOCK_LENGTH_MESSAGE = `A block can be at most ${BOOKING_HORIZON_DAYS} days long`;

type BlockRow = typeof calendarBlocks.$inferSelect;
export type CalendarBlock = z.infer<typeof calendarBlockSchema>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const toBlockView = (b: BlockRow): CalendarBlock => ({
  id: b.id,
  start: b.startsAt.toISOString(),
  end: b.endsAt.toISOString(),
  reason: b.reason,
});

export type BlockInput = { start: string; end: string; reason: string };

/**
 * POST /calendar/block: time the caller keeps free of new bookings. Bookings already inside it
 * stay as they are (the artist decides about those); it only stops new ones.
 */
export async function createBlock(db: Db, caller: AuthContext, input: BlockInput, now = new Date()) {
  const artist = await requireOwnCalendar(db, caller);
  const startsAt = new Date(input.start);
  const endsAt = new Date(input.end);
  if (endsAt.getTime() <= startsAt.getTime()) throw badRequest(BLOCK_ORDER_MESSAGE, 'end');
  if (startsAt.getTime() <= now.getTime()) throw badRequest(BLOCK_PAST_MESSAGE, 'start');
  if (endsAt.getTime() - startsAt.getTime() > BOOKING_HORIZON_DAYS * 86_400_000)
    throw badRequest(BLOCK_LENGTH_MESSAGE, 'end');
  const [row] = await db
    .insert(calendarBlocks)
    .values({ artistId: artist.id, startsAt, endsAt, reason: input.reason })
    .returning();
  return toBlockView(row!);
}

/** DELETE /calendar/block/{id}: the owner's only; one that has already ended stays as history. */
export async function deleteBlock(db: Db, caller: AuthContext, id: string, now = new Date()) {
  const artist = await requireOwnCalendar(db, caller);
  if (!uuidPattern.test(id)) throw notFound(BLOCK_NOT_FOUND_MESSAGE);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(calendarBlocks)
      .where(and(eq(calendarBlocks.id, id), eq(calendarBlocks.artistId, artist.id)))
      .limit(1);
    if (!row) throw notFound(BLOCK_NOT_FOUND_MESSAGE);
    if (row.endsAt.getTime() <= now.getTime()) throw badRequest(BLOCK_ENDED_MESSAGE);
    await tx.delete(calendarBlocks).where(eq(calendarBlocks.id, id));
  });
}
