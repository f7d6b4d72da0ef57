import { and, eq } from 'drizzle-orm';
import { holdForBooking } from '#server/domains/bookings/escrow.ts';
import { bookingDisputes, bookings, services } from '#server/domains/bookings/tables.ts';
import { postTransfer } from '#server/domains/wallet/ledger.ts';
import type { SeedContext } from './context.ts';
import { DEMO_ARTIST_USERNAME } from './demo-accounts.ts';

/**
 * Supporters whose consultation with the demo artist has just taken place, paid and held in
 * escrow; two of them disputed it, so the operator's console has disputes to decide.
 */
const PAID_CLIENTS: { username: string; hoursAgo: number; reference: string; dispute?: string }[] = [
  { username: 'jordan_lee', hoursAgo: 3, reference: 'EAS-PA2D3J' },
  { username: 'riley_chen', hoursAgo: 6, reference: 'EAS-PA2D6R' },
  {
    username: 'taylor_brooks',
    hoursAgo: 8,
    reference: 'EAS-D2SP8T',
    dispute: 'The consultation ended after twenty minutes because of a call.',
  },
  {
    username: 'morgan_davis',
    hoursAgo: 10,
    reference: 'EAS-D2SP9M',
    dispute: 'The artist joined half an hour late and we ran out of time.',
  },
];

/**
 * Paid sessions (decision 020) the demo can finish: each client topped up in test mode and booked
 * a consultation with maya that ended an hour or more ago, so its price is held in escrow until
 * the schedule completes it, 24 hours after its end, unless the client disputes it first.
 */
export async function insertPaidSessions(ctx: SeedContext): Promise<void> {
  const { tx, now } = ctx;
  const maya = ctx.artists.get(DEMO_ARTIST_USERNAME)!;
  const [service] = await tx
    .select()
    .from(services)
    .where(and(eq(services.artistId, maya.id), eq(services.slug, 'consultation')));
  const price = service!.priceMacs!;
  for (const plan of PAID_CLIENTS) {
    const client = ctx.supporters.get(plan.username)!;
    await postTransfer(tx, {
      kind: 'topup',
      memo: 'Test-mode top-up',
      amount: 2 * price,
      from: { system: 'issuance' },
      to: { userId: client.id },
      idempotencyKey: `seed:topup:${plan.username}`,
    });
    const startsAt = new Date(now.getTime() - plan.hoursAgo * 3_600_000);
    const [booking] = await tx
      .insert(bookings)
      .values({
        reference: plan.reference,
        artistId: maya.id,
        clientUserId: client.id,
        clientName: client.name,
        clientEmail: client.email,
        serviceId: service!.id,
        serviceName: service!.name,
        startsAt,
        endsAt: new Date(startsAt.getTime() + service!.durationMinutes * 60_000),
        message: 'A paid consultation about glaze chemistry for my first stoneware series.',
        status: plan.dispute ? 'disputed' : 'confirmed',
        priceMacs: price,
        cancellationPolicy: service!.cancellationPolicy,
        createdAt: new Date(startsAt.getTime() - 4 * 86_400_000),
      })
      .returning();
    await holdForBooking(tx, booking!, client.id, price);
    if (plan.dispute) {
      await tx
        .insert(bookingDisputes)
        .values({ bookingId: booking!.id, reason: plan.dispute, openedAt: now });
    }
  }
}
