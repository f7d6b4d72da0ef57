import { and, asc, eq, gt, gte, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { AuthContext } from '#server/platform/context.ts';
import type { Db } from '#server/platform/db/client.ts';
import { badRequest, notFound } from '#server/platform/errors.ts';
import type { AvailabilityRule } from '#shared/schemas/calendar.ts';
import { minutesToTime, timeToMinutes } from '#shared/zoned-time.ts';
import { lockCalendar, requireCalendarArtist, requireOwnCalendar } from './availability-artist.ts';
import { assertWritableDate } from './availability-save.ts';
import { bookingWindow } from './availability-service.ts';
import { toBlockView } from './calendar-blocks.ts';
import { availabilityRules, calendarBlocks } from './tables.ts';

export const RULE_NOT_FOUND_MESSAGE = 'Availability rule not found';
export const WEEKDAY_OR_DATE_MESSAGE = 'Choose a weekday or a date';
export const NOT_BOTH_MESSAGE = 'Choose either a weekday or a date, not both';
export const WEEKLY_RULE_MESSAGE = 'A weekly rule needs a weekday, a start time and an end time';
export const WEEKLY_CLOSED_MESSAGE = 'Weekly rules are open hours; delete the rule to close that weekday';
export const TIMES_REQUIRED_MESSAGE = 'Please choose a start and an end time';
export const TIME_ORDER_MESSAGE = 'End time must be after start time';
export const RULE_OVERLAP_MESSAGE = 'These hours overlap other open hours on the same day';

type RuleRow = typeof availabilityRules.$inferSelect;
export type RuleInput = {
  weekday?: number | null | undefined;
  date?: string | null | undefined;
  available: boolean;
  startTime?: string | null | undefined;
  endTime?: string | null | undefined;
};
type RuleValues = Pick<RuleRow, 'weekday' | 'date' | 'available' | 'startMinute' | 'endMinute'>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toRuleView(r: RuleRow): AvailabilityRule {
  return {
    id: r.id,
    weekday: r.weekday,
    date: r.date,
    available: r.available,
    startTime: r.startMinute === null ? null : minutesToTime(r.startMinute),
    endTime: r.endMinute === null ? null : minutesToTime(r.endMinute),
  };
}

/** The one shape each kind of rule may have; the table's CHECKs guard the same, as a last resort. */
function toRuleValues(input: RuleInput, timeZone: string, now: Date): RuleValues {
  const weekday = input.weekday ?? null;
  const date = input.date ?? null;
  if (weekday !== null && date !== null) throw badRequest(NOT_BOTH_MESSAGE, 'date');
  if (weekday === null && date === null) throw badRequest(WEEKDAY_OR_DATE_MESSAGE, 'weekday');
  if (date !== null) assertWritableDate(date, timeZone, now);
  if (weekday !== null && !input.available) throw badRequest(WEEKLY_CLOSED_MESSAGE, 'available');
  if (!input.available) return { weekday, date, available: false, startMinute: null, endMinute: null };
  if (!input.startTime || !input.endTime)
    throw badRequest(
      weekday !== null ? WEEKLY_RULE_MESSAGE : TIMES_REQUIRED_MESSAGE,
      input.startTime ? 'endTime' : 'startTime',
    );
  const startMinute = timeToMinutes(input.startTime);
  const endMinute = timeToMinutes(input.endTime);
  if (endMinute <= startMinute) throw badRequest(TIME_ORDER_MESSAGE, 'endTime');
  return { weekday, date, available: true, startMinute, endMinute };
}

/** Keeps a day's rules coherent: closing a date replaces its windows, opening one lifts the closure. */
async function fitIntoDay(tx: Db, artistId: string, values: RuleValues, exceptId?: string): Promise<void> {
  const sameDay: SQL[] = [eq(availabilityRules.artistId, artistId)];
  if (values.weekday !== null) sameDay.push(eq(availabilityRules.weekday, values.weekday));
  else sameDay.push(eq(availabilityRules.date, values.date!));
  if (exceptId) sameDay.push(ne(availabilityRules.id, exceptId));
  const others = await tx
    .select()
    .from(availabilityRules)
    .where(and(...sameDay));
  if (!values.available) {
    if (others.length > 0) await tx.delete(availabilityRules).where(and(...sameDay));
    return;
  }
  const closures = others.filter((r) => !r.available);
  if (closures.length > 0)
    await tx.delete(availabilityRules).where(and(...sameDay, eq(availabilityRules.available, false)));
  const clash = others.some(
    (r) => r.available && r.startMinute! < values.endMinute! && values.startMinute! < r.endMinute!,
  );
  if (clash) throw badRequest(RULE_OVERLAP_MESSAGE, 'startTime');
}

/** GET /calendar/availability/{id}: the weekly pattern, date rules from today on, and (owner only) blocks. */
export async function getArtistAvailability(
  db: Db,
  artistRef: string,
  viewerId: string | undefined,
  now = new Date(),
) {
  const artist = await requireCalendarArtist(db, artistRef);
  const { today } = bookingWindow(artist.timezone, now);
  const [weekly, dates, blocks] = await Promise.all([
    db
      .select()
      .from(availabilityRules)
      .where(and(eq(availabilityRules.artistId, artist.id), isNotNull(availabilityRules.weekday)))
      .orderBy(asc(availabilityRules.weekday), asc(availabilityRules.startMinute)),
    db
      .select()
      .from(availabilityRules)
      .where(and(eq(availabilityRules.artistId, artist.id), gte(availabilityRules.date, today)))
      .orderBy(asc(availabilityRules.date), asc(availabilityRules.startMinute)),
    viewerId === artist.id
      ? db
          .select()
          .from(calendarBlocks)
          .where(and(eq(calendarBlocks.artistId, artist.id), gt(calendarBlocks.endsAt, now)))
          .orderBy(asc(calendarBlocks.startsAt))
      : [],
  ]);
  return {
    artistId: artist.id,
    timezone: artist.timezone,
    weekly: weekly.map(toRuleView),
    dates: dates.map(toRuleView),
    blocks: blocks.map(toBlockView),
  };
}

/** POST /calendar/availability: a rule of the caller's own calendar. */
export async function createAvailabilityRule(
  db: Db,
  caller: AuthContext,
  input: RuleInput,
  now = new Date(),
) {
  const artist = await requireOwnCalendar(db, caller);
  const values = toRuleValues(input, artist.timezone, now);
  return db.transaction(async (tx) => {
    await lockCalendar(tx, artist.id);
    await fitIntoDay(tx, artist.id, values);
    const [row] = await tx
      .insert(availabilityRules)
      .values({ ...values, artistId: artist.id })
      .returning();
    return toRuleView(row!);
  });
}

/** Someone else's rule is "not found": its id tells nothing about another artist's calendar. */
async function findOwnRule(tx: Db, caller: AuthContext, id: string): Promise<RuleRow> {
  if (!uuidPattern.test(id)) throw notFound(RULE_NOT_FOUND_MESSAGE);
  const [row] = await tx
    .select()
    .from(availabilityRules)
    .where(and(eq(availabilityRules.id, id), eq(availabilityRules.artistId, caller.userId)))
    .limit(1);
  if (!row) throw notFound(RULE_NOT_FOUND_MESSAGE);
  return row;
}

/** PUT /calendar/availability/{id}: replaces the rule; neither its old nor its new date may be past. */
export async function updateAvailabilityRule(
  db: Db,
  caller: AuthContext,
  id: string,
  input: RuleInput,
  now = new Date(),
) {
  const artist = await requireOwnCalendar(db, caller);
  return db.transaction(async (tx) => {
    await lockCalendar(tx, artist.id);
    const existing = await findOwnRule(tx, caller, id);
    if (existing.date !== null) assertWritableDate(existing.date, artist.timezone, now);
    const values = toRuleValues(input, artist.timezone, now);
    await fitIntoDay(tx, artist.id, values, id);
    const [row] = await tx
      .update(availabilityRules)
      .set({ ...values, updatedAt: now })
      .where(eq(availabilityRules.id, id))
      .returning();
    return toRuleView(row!);
  });
}

/** DELETE /calendar/availability/{id}: a past date's rule stays, as history. */
export async function deleteAvailabilityRule(db: Db, caller: AuthContext, id: string, now = new Date()) {
  const artist = await requireOwnCalendar(db, caller);
  await db.transaction(async (tx) => {
    await lockCalendar(tx, artist.id);
    const existing = await findOwnRule(tx, caller, id);
    if (existing.date !== null) assertWritableDate(existing.date, artist.timezone, now);
    await tx.delete(availabilityRules).where(eq(availabilityRules.id, id));
  });
}
