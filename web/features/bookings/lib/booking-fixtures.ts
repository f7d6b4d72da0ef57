import type { Booking } from '#shared/schemas/bookings.ts';

/** Tests run at this instant (fake Date only), so due labels and "in the future" are stable. */
export const TEST_NOW = new Date('2026-03-10T12:00:00.000Z');
const DAY_MS = 86_400_000;

let counter = 0;

/** Test-only: a booking as the API sends it, `daysAhead` from TEST_NOW at the same clock time. */
export function buildBooking(overrides: Partial<Booking> & { daysAhead?: number } = {}): Booking {
  counter += 1;
  const { daysAhead = 3, ...fields } = overrides;
  const start = new Date(TEST_NOW.getTime() + daysAhead * DAY_MS - 2 * 3_600_000);
  const suffix = String(counter).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${suffix}`,
    reference: `EAS-T${String(counter).padStart(5, '0')}`,
    artistId: '11111111-1111-4111-8111-111111111111',
    artistName: 'Maya Chen',
    artistUsername: 'maya',
    artistAvatar: null,
    artistTimezone: 'UTC',
    clientName: 'Sam Rivera',
    clientEmail: 'sam@example.com',
    dateTime: start.toISOString(),
    endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
    durationMinutes: 60,
    service: 'Art Consultation',
    serviceId: null,
    price: 75,
    cancellationPolicy: null,
    payment: null,
    quote: null,
    respondBy: null,
    disputeUntil: null,
    dispute: null,
    message: 'Looking for advice on a small home studio.',
    status: 'pending',
    statusReason: null,
    cancelledBy: null,
    viewerRole: 'artist',
    review: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...fields,
  };
}

/** Test-only: a paid session (issue 18) with `price` MACS held in escrow under `policy`. */
export function buildPaidBooking(
  overrides: Partial<Booking> & { daysAhead?: number } = {},
  price = overrides.price ?? 150,
): Booking {
  return buildBooking({
    service: 'Custom Ceramic Piece',
    price,
    cancellationPolicy: 'moderate',
    payment: { amount: price, held: price, released: 0, refunded: 0 },
    respondBy: '2026-03-13T09:00:00.000Z',
    ...overrides,
  });
}

/** Test-only: a pending 'Quote' request, unanswered (`requested`) or with the artist's price (`quoted`). */
export function buildQuoteBooking(
  status: 'requested' | 'quoted',
  overrides: Partial<Booking> & { daysAhead?: number } = {},
): Booking {
  const quoted = status === 'quoted';
  return buildBooking({
    service: 'Commission',
    price: null,
    // Fixed with the quote when it is sent, and accepted with its price.
    cancellationPolicy: quoted ? 'moderate' : null,
    quote: {
      status,
      price: quoted ? 200 : null,
      note: quoted ? 'Includes two rounds of sketches.' : '',
      quotedAt: quoted ? '2026-03-09T12:00:00.000Z' : null,
      expiresAt: quoted ? '2026-03-16T12:00:00.000Z' : null,
    },
    respondBy: quoted ? '2026-03-16T12:00:00.000Z' : '2026-03-13T09:00:00.000Z',
    ...overrides,
  });
}

/** Test-only: a paid session the client disputed, the money still held. */
export function buildDisputedBooking(overrides: Partial<Booking> & { daysAhead?: number } = {}): Booking {
  return buildPaidBooking({
    status: 'disputed',
    daysAhead: 0,
    respondBy: null,
    disputeUntil: '2026-03-11T11:00:00.000Z',
    dispute: {
      reason: 'The artist never joined the call.',
      openedAt: '2026-03-10T11:30:00.000Z',
      outcome: null,
      note: '',
      resolvedAt: null,
    },
    ...overrides,
  });
}
