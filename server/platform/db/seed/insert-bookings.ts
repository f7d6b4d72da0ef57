import { bookings, reviews, services } from '#server/domains/bookings/tables.ts';
import {
  type CancellationPolicy,
  DEFAULT_CANCELLATION_POLICY,
  pendingDeadline,
} from '#shared/booking-payments.ts';
import { zonedInstant } from '#shared/zoned-time.ts';
import type { Random } from './art/random.ts';
import { type BookingPlan, bookingPlans } from './bookings-data.ts';
import { specServices } from './catalogue.ts';
import { daysFrom, type SeedContext } from './context.ts';

const referenceAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const makeReference = (random: Random) =>
  `EAS-${Array.from({ length: 6 }, () => random.pick([...referenceAlphabet])).join('')}`;

/** Some services ask for more notice, so the demo shows every cancellation policy. */
const seededPolicies: Partial<Record<string, CancellationPolicy>> = {
  ceramic: 'moderate',
  workshop: 'strict',
  collaboration: 'strict',
};

export type SeededBooking = BookingPlan & {
  id: string;
  reference: string;
  startsAt: Date;
  clientName: string;
};

export async function insertServicesAndBookings(ctx: SeedContext): Promise<SeededBooking[]> {
  const { tx, now, random } = ctx;
  const serviceRows = await tx
    .insert(services)
    .values(
      [...ctx.artists.values()].flatMap((artist) =>
        specServices.map((s, sortOrder) => ({
          ...s,
          artistId: artist.id,
          sortOrder,
          cancellationPolicy: seededPolicies[s.slug] ?? DEFAULT_CANCELLATION_POLICY,
        })),
      ),
    )
    .returning();

  const seeded: SeededBooking[] = [];
  for (const plan of bookingPlans) {
    const artist = ctx.artists.get(plan.artist)!;
    const service = serviceRows.find((s) => s.artistId === artist.id && s.slug === plan.service)!;
    const startsAt = zonedInstant(now, artist.data.timezone, plan.day, plan.hour);
    const endsAt = new Date(startsAt.getTime() + service.durationMinutes * 60_000);
    const createdAt = daysFrom(plan.day > 0 ? now : startsAt, -random.int(3, 10), -random.int(1, 12));
    const client =
      'supporter' in plan.client
        ? ctx.supporters.get(plan.client.supporter)!
        : { id: null, name: plan.client.guest, email: plan.client.email };
    const reference = makeReference(random);
    const [row] = await tx
      .insert(bookings)
      .values({
        reference,
        artistId: artist.id,
        clientUserId: client.id,
        clientName: client.name,
        clientEmail: client.email,
        serviceId: service.id,
        serviceName: service.name,
        startsAt,
        endsAt,
        message: plan.message,
        status: plan.status,
        // Demo bookings predate paid sessions: they carry their price but nothing is held for them.
        priceMacs: service.priceMacs,
        quoteStatus: plan.status === 'pending' && service.priceMacs === null ? 'requested' : null,
        respondBy: plan.status === 'pending' ? pendingDeadline(now, startsAt) : null,
        declineReason: plan.status === 'declined' ? (plan.reason ?? null) : null,
        cancelReason: plan.status === 'cancelled' ? (plan.reason ?? null) : null,
        createdAt,
        updatedAt:
          plan.status === 'pending'
            ? createdAt
            : plan.status === 'completed'
              ? daysFrom(endsAt, 0, 1)
              : daysFrom(createdAt, 1),
      })
      .returning({ id: bookings.id });
    if (plan.review && client.id) {
      await tx.insert(reviews).values({
        bookingId: row!.id,
        artistId: artist.id,
        clientUserId: client.id,
        rating: plan.review.rating,
        body: plan.review.body,
        createdAt: daysFrom(endsAt, 1),
      });
    }
    seeded.push({ ...plan, id: row!.id, reference, startsAt, clientName: client.name });
  }
  return seeded;
}
