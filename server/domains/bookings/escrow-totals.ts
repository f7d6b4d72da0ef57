import { sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client.ts';
import { fromMacsMinor } from '#shared/macs.ts';
import type { EscrowTotals, WalletEscrow } from '#shared/schemas/wallet.ts';
import { bookingEscrows as x } from './tables.ts';

type Side = { held: string | number; released: string | number; refunded: string | number };

const totalsOf = (side: Side): EscrowTotals => ({
  held: fromMacsMinor(Number(side.held)),
  released: fromMacsMinor(Number(side.released)),
  refunded: fromMacsMinor(Number(side.refunded)),
});

/**
 * A person's session escrow both ways (decision 020), in one indexed read: what they paid that is
 * held, went to artists or came back; and what is held for them, was paid to them or refunded.
 */
export async function escrowTotalsOf(db: Db, userId: string): Promise<WalletEscrow> {
  const sum = (part: ReturnType<typeof sql>, side: typeof x.payerId | typeof x.payeeId) =>
    sql`coalesce(sum(${part}) filter (where ${side} = ${userId}), 0)`;
  const held = sql`${x.amount} - ${x.released} - ${x.refunded}`;
  const result = await db.execute<Record<string, string | number>>(sql`
    select ${sum(held, x.payerId)} as client_held, ${sum(sql`${x.released}`, x.payerId)} as client_released,
      ${sum(sql`${x.refunded}`, x.payerId)} as client_refunded, ${sum(held, x.payeeId)} as artist_held,
      ${sum(sql`${x.released}`, x.payeeId)} as artist_released, ${sum(sql`${x.refunded}`, x.payeeId)} as artist_refunded
    from ${x} where ${x.payerId} = ${userId} or ${x.payeeId} = ${userId}`);
  const r = result.rows[0] ?? {};
  return {
    asClient: totalsOf({
      held: r.client_held ?? 0,
      released: r.client_released ?? 0,
      refunded: r.client_refunded ?? 0,
    }),
    asArtist: totalsOf({
      held: r.artist_held ?? 0,
      released: r.artist_released ?? 0,
      refunded: r.artist_refunded ?? 0,
    }),
  };
}
