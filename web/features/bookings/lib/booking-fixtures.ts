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
