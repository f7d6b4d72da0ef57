import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { findArtistId } from '#server/domains/artists/profile-query.ts';
import { users } from '#server/domains/auth/tables.ts';
import type { Db } from '#server/platform/db/client.ts';
import { forbidden, notFound } from '#server/platform/errors.ts';
import { renderIcsCalendar } from './calendar-feed-ics.ts';
import { bookings, calendarFeeds } from './tables.ts';

export const FEED_ARTISTS_ONLY_MESSAGE = 'Only artists have a calendar feed';
export const FEED_NOT_FOUND_MESSAGE = 'Calendar feed not found';
/** Past sessions stay in the feed this long, so last quarter's calendar still shows them. */
export const FEED_HISTORY_DAYS = 90;

/** 256 random bits, base64url: 43 characters that need no escaping in a URL. */
const generateFeedToken = () => randomBytes(32).toString('base64url');
const feedFilePattern = /^([A-Za-z0-9_-]{43})\.ics$/;

const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/v1/calendar/ics/${token}.ics`;

async function assertArtist(db: Db, userId: string) {
  if ((await findArtistId(db, userId)) === undefined) throw forbidden(FEED_ARTISTS_ONLY_MESSAGE);
}

/** The artist's private feed URL; the first call creates it (a race of two first calls keeps one). */
export async function getCalendarFeedUrl(db: Db, userId: string, publicUrl: string): Promise<string> {
  await assertArtist(db, userId);
  await db
    .insert(calendarFeeds)
    .values({ artistId: userId, token: generateFeedToken() })
    .onConflictDoNothing({ target: calendarFeeds.artistId });
  const [feed] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.artistId, userId));
  return feedUrl(publicUrl, feed!.token);
}

/** A new secret: the old URL stops working at once (for a leaked link). */
export async function rotateCalendarFeed(db: Db, userId: string, publicUrl: string): Promise<string> {
  await assertArtist(db, userId);
  const token = generateFeedToken();
  await db
    .insert(calendarFeeds)
    .values({ artistId: userId, token })
    .onConflictDoUpdate({ target: calendarFeeds.artistId, set: { token, createdAt: sql`now()` } });
  return feedUrl(publicUrl, token);
}

/** The calendar behind a feed file name ('{token}.ics'): the artist's confirmed sessions. */
export async function renderCalendarFeed(db: Db, file: string, now: Date): Promise<string> {
  const token = feedFilePattern.exec(file)?.[1];
  const [feed] = token
    ? await db
        .select({ artistId: calendarFeeds.artistId, artistName: users.name })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.artistId))
        .where(eq(calendarFeeds.token, token))
    : [];
  if (!feed) throw notFound(FEED_NOT_FOUND_MESSAGE);
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.artistId, feed.artistId),
        eq(bookings.status, 'confirmed'),
        gte(bookings.startsAt, new Date(now.getTime() - FEED_HISTORY_DAYS * 86_400_000)),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  return renderIcsCalendar({
    name: `Easel bookings — ${feed.artistName}`,
    events: rows.map((b) => ({
      uid: `${b.id}@easel`,
      stamp: b.updatedAt,
      start: b.startsAt,
      end: b.endsAt,
      summary: `${b.serviceName} with ${b.clientName}`,
      description: b.message ? `Reference: ${b.reference}\n\n${b.message}` : `Reference: ${b.reference}`,
    })),
  });
}
