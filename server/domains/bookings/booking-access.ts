import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { generateToken, hashToken } from '#server/domains/auth/sessions.ts';
import type { Db } from '#server/platform/db/client.ts';
import { notFound } from '#server/platform/errors.ts';
import { enqueueJob, type JobPayload } from '#server/platform/jobs/queue.ts';
import { composeMail } from '#server/platform/mail/compose.ts';
import type { Mailer } from '#server/platform/mail/mailer.ts';
import { BOOKING_ACCESS_INVALID_MESSAGE, type BookingAccessResult } from '#shared/schemas/bookings.ts';
import { listBookingViews } from './booking-view.ts';
import { bookingAccessLinks, bookings } from './tables.ts';

export const BOOKING_ACCESS_JOB = 'bookings.access-link';
export const BOOKING_ACCESS_TTL_MS = 60 * 60 * 1000;
/** However often it is asked for, an address gets at most one such mail in this time. */
export const BOOKING_ACCESS_RESEND_MS = 2 * 60 * 1000;

export type BookingAccessDeps = { db: Db; mailer: Mailer; publicUrl: string };

const sameAddress = (column: typeof bookings.clientEmail, email: string) =>
  sql`lower(${column}) = ${email.trim().toLowerCase()}`;

/**
 * Only queues the request: whether the address has bookings is looked at by the job, so the
 * answer costs the same for every address and tells nothing about it.
 */
export async function requestBookingAccess(db: Db, email: string): Promise<void> {
  await db.transaction((tx) => enqueueJob(tx, BOOKING_ACCESS_JOB, { email: email.trim().toLowerCase() }));
}

/** The job: mails the address a link to all its bookings, when it has any and was not just sent one. */
export async function sendBookingAccessLink(
  { db, mailer, publicUrl }: BookingAccessDeps,
  payload: JobPayload,
) {
  const email = String(payload.email ?? '');
  const [booked] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(sameAddress(bookings.clientEmail, email))
    .limit(1);
  if (!booked) return;
  const [recent] = await db
    .select({ id: bookingAccessLinks.id })
    .from(bookingAccessLinks)
    .where(
      and(
        eq(bookingAccessLinks.email, email),
        gt(bookingAccessLinks.createdAt, new Date(Date.now() - BOOKING_ACCESS_RESEND_MS)),
      ),
    )
    .orderBy(desc(bookingAccessLinks.createdAt))
    .limit(1);
  if (recent) return;
  const token = generateToken();
  const link = `${publicUrl}/track-booking?access=${encodeURIComponent(token)}`;
  await db.transaction(async (tx) => {
    await tx.insert(bookingAccessLinks).values({
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + BOOKING_ACCESS_TTL_MS),
    });
    await mailer.send(
      composeMail(email, 'Your bookings on Easel', [
        {
          kind: 'paragraph',
          text: 'Someone asked to see every booking made on Easel with this e-mail address.',
        },
        { kind: 'link', label: 'See my bookings', url: link },
        {
          kind: 'paragraph',
          text: 'The link works for one hour. If you did not ask for it, ignore this mail: nobody else can open it.',
        },
      ]),
      tx,
    );
  });
}

/** POST /bookings/lookup/access: every booking of the address the link was mailed to, while it lives. */
export async function openBookingAccess(
  db: Db,
  token: string,
): Promise<Omit<BookingAccessResult, 'success'>> {
  const [link] = /^[A-Za-z0-9_-]{20,200}$/.test(token)
    ? await db
        .select()
        .from(bookingAccessLinks)
        .where(
          and(
            eq(bookingAccessLinks.tokenHash, hashToken(token)),
            gt(bookingAccessLinks.expiresAt, sql`now()`),
          ),
        )
        .limit(1)
    : [];
  if (!link) throw notFound(BOOKING_ACCESS_INVALID_MESSAGE);
  const list = await listBookingViews(db, sameAddress(bookings.clientEmail, link.email), {
    userId: null,
    emailProven: true,
  });
  return { email: link.email, expiresAt: link.expiresAt.toISOString(), bookings: list };
}
