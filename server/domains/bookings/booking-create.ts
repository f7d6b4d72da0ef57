import { refuseIfBlocked } from '#server/domains/moderation/blocks.ts';
import type { Db } from '#server/platform/db/client.ts';
import { AppError, badRequest, conflict, notFound } from '#server/platform/errors.ts';
import {
  type CancellationPolicy,
  DEFAULT_CANCELLATION_POLICY,
  pendingDeadline,
  SIGN_IN_TO_PAY_MESSAGE,
  serviceChangedMessage,
} from '#shared/booking-payments.ts';
import { SIMPLE_BOOKING_MINUTES, SIMPLE_BOOKING_SERVICE } from '#shared/booking-rules.ts';
import { formatMacs, toMacsMinor } from '#shared/macs.ts';
import { type Booking, type CreateBookingBody, SERVICE_REQUIRED_MESSAGE } from '#shared/schemas/bookings.ts';
import {
  type BookingEvent,
  type BookingRow,
  mailBookingEvent,
  recordBookingEvent,
} from './booking-events.ts';
import {
  assertBookableStart,
  assertWithinAvailability,
  type BookingCaller,
  type BookingDeps,
  guardSlot,
} from './booking-guards.ts';
import { lockArtistCalendar } from './booking-locks.ts';
import { ARTIST_NOT_FOUND_MESSAGE, loadAccount, loadBookingArtist } from './booking-parties.ts';
import { generateManageToken, generateReference } from './booking-reference.ts';
import { findBookingView } from './booking-view.ts';
import { holdForBooking } from './escrow.ts';
import { resolveService } from './services.ts';
import { bookings } from './tables.ts';

export const NOT_TAKING_BOOKINGS_MESSAGE = 'This artist is not taking bookings right now';
export const SELF_BOOKING_MESSAGE = 'You cannot book a session with yourself';
export const NAME_REQUIRED_MESSAGE = 'Name is required';
export const EMAIL_REQUIRED_MESSAGE = 'Email is required';

const REFERENCE_ATTEMPTS = 5;

type ChosenService = {
  id: string | null;
  name: string;
  minutes: number;
  /** MACS hundredths; null for 'Quote' and for the free simple request (which has no service). */
  priceMacs: number | null;
  cancellationPolicy: CancellationPolicy;
};

/** The service by id, slug or name; none at all is the simple modal's one-hour request. */
export async function chooseService(
  tx: Db,
  artistId: string,
  ref: string | undefined,
): Promise<ChosenService> {
  if (ref === undefined) {
    return {
      id: null,
      name: SIMPLE_BOOKING_SERVICE,
      minutes: SIMPLE_BOOKING_MINUTES,
      priceMacs: null,
      cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
    };
  }
  const service = await resolveService(tx, artistId, ref);
  if (!service) throw badRequest(SERVICE_REQUIRED_MESSAGE, 'service');
  return {
    id: service.id,
    name: service.name,
    minutes: service.durationMinutes,
    priceMacs: service.priceMacs,
    cancellationPolicy: service.cancellationPolicy,
  };
}

/**
 * The money columns of a new request (decision 020): a priced service is paid now and keeps its
 * policy; a 'Quote' service waits for the artist's price; the deadline to answer starts now.
 */
export function paymentColumnsOf(service: ChosenService, startsAt: Date, now: Date) {
  const paid = service.priceMacs !== null && service.priceMacs > 0;
  return {
    priceMacs: service.priceMacs,
    cancellationPolicy: paid ? service.cancellationPolicy : null,
    quoteStatus: service.id !== null && service.priceMacs === null ? ('requested' as const) : null,
    respondBy: pendingDeadline(now, startsAt),
  };
}

/**
 * The service's terms as the client was shown them, when the request names them: a price or policy
 * the artist changed since is refused before anything is held (409 PRICE_CHANGED).
 */
function assertShownTerms(body: CreateBookingBody, service: ChosenService) {
  const shownPrice =
    body.price === undefined ? undefined : body.price === null ? null : toMacsMinor(body.price);
  const paid = service.priceMacs !== null && service.priceMacs > 0;
  const priceMoved = shownPrice !== undefined && shownPrice !== service.priceMacs;
  const policyMoved =
    paid && body.cancellationPolicy !== undefined && body.cancellationPolicy !== service.cancellationPolicy;
  if (!priceMoved && !policyMoved) return;
  const price =
    service.priceMacs === null ? 'priced by quote' : paid ? formatMacs(service.priceMacs) : 'free';
  throw conflict(
    serviceChangedMessage(service.name, price, paid ? service.cancellationPolicy : null),
    'PRICE_CHANGED',
  );
}

/** A priced service needs an account to pay from: a guest is asked to sign in, and nothing is made. */
export const signInToPay = () => new AppError('SIGN_IN_TO_PAY', SIGN_IN_TO_PAY_MESSAGE, 401);

/** Inserts with a fresh reference; a clash on the reference (rare) is skipped and retried. */
async function insertWithReference(
  tx: Db,
  values: Omit<typeof bookings.$inferInsert, 'reference'>,
): Promise<BookingRow> {
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
    // ON CONFLICT names only the reference: an overlap still raises 23P01 for guardSlot.
    const [row] = await tx
      .insert(bookings)
      .values({ ...values, reference: generateReference() })
      .onConflictDoNothing({ target: bookings.reference })
      .returning();
    if (row) return row;
  }
  throw new Error('No free booking reference after several attempts');
}

/**
 * POST /booking and POST /bookings: a new pending request. Guests give a name and e-mail; a
 * signed-in client's default to the account's. The slot is the exclusion constraint's to grant.
 */
export async function createBooking(
  deps: BookingDeps,
  body: CreateBookingBody,
  caller: BookingCaller,
  now = new Date(),
): Promise<Booking> {
  if (!caller && !body.clientName) throw badRequest(NAME_REQUIRED_MESSAGE, 'clientName');
  if (!caller && !body.clientEmail) throw badRequest(EMAIL_REQUIRED_MESSAGE, 'clientEmail');
  const startsAt = new Date(body.dateTime);
  assertBookableStart(startsAt, now);
  const manage = generateManageToken();

  const event = await guardSlot(() =>
    deps.db.transaction(async (tx): Promise<BookingEvent> => {
      const { bookingEnabled, suspended, ...artist } = await loadBookingArtist(tx, body.artistId);
      // A suspended artist, or one the client blocked or was blocked by, is answered as missing.
      const missing = () => notFound(ARTIST_NOT_FOUND_MESSAGE);
      if (suspended) throw missing();
      await refuseIfBlocked(tx, caller?.userId ?? null, artist.id, missing);
      if (!bookingEnabled) throw conflict(NOT_TAKING_BOOKINGS_MESSAGE);
      if (caller?.userId === artist.id) throw badRequest(SELF_BOOKING_MESSAGE, 'artistId');
      await lockArtistCalendar(tx, artist.id);
      const account = caller ? await loadAccount(tx, caller.userId) : null;
      const service = await chooseService(tx, artist.id, body.service);
      assertShownTerms(body, service);
      const payment = paymentColumnsOf(service, startsAt, now);
      if (payment.cancellationPolicy && !account) throw signInToPay();
      const endsAt = new Date(startsAt.getTime() + service.minutes * 60_000);
      await assertWithinAvailability(tx, artist.id, startsAt, endsAt);
      const booking = await insertWithReference(tx, {
        artistId: artist.id,
        clientUserId: account?.id ?? null,
        clientName: body.clientName ?? account!.name,
        clientEmail: (body.clientEmail ?? account!.email).toLowerCase(),
        serviceId: service.id,
        serviceName: service.name,
        startsAt,
        endsAt,
        message: body.message,
        // A `status` in the body is ignored: every request starts pending.
        status: 'pending',
        manageTokenHash: manage.hash,
        ...payment,
      });
      // No booking without the hold, no hold without the booking: one transaction.
      if (payment.cancellationPolicy && account) {
        await holdForBooking(tx, { ...booking, artistId: artist.id }, account.id, payment.priceMacs!);
      }
      const created: BookingEvent = {
        kind: 'created',
        booking,
        artist,
        actor: 'client',
        manageToken: manage.token,
      };
      await recordBookingEvent(tx, created);
      return created;
    }),
  );

  await mailBookingEvent(deps, event);
  const view = await findBookingView(deps.db, event.booking.id, {
    userId: caller?.userId ?? null,
    emailProven: true,
  });
  return view!;
}
