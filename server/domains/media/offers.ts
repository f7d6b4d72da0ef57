import { eq } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import { notify } from '#server/domains/notifications/service.ts';
import type { Db } from '#server/platform/db/client.ts';
import { conflict, forbidden } from '#server/platform/errors.ts';
import { type OfferBody, toMacsMinor } from '#shared/schemas/media.ts';
import { requireVisibleMedia } from './media-item.ts';

const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * POST /media/{id}/offer: tells the artist someone wants to buy a priced work, as a notification
 * made in the same transaction. The marketplace later turns offers into purchases.
 */
export async function makeOffer(db: Db, mediaId: string, userId: string, offer: OfferBody): Promise<void> {
  await db.transaction(async (tx) => {
    const artwork = await requireVisibleMedia(tx, mediaId, userId);
    if (artwork.artistId === userId) throw forbidden('You cannot make an offer on your own work');
    if (artwork.priceMacs === null) throw conflict('This work is not for sale');
    const [buyer] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    await notify(
      tx,
      artwork.artistId,
      'message_received',
      'New offer',
      `${buyer?.name ?? 'Someone'} offered ${amountFormat.format(offer.amount)} MACS for "${artwork.title}"`,
      {
        amount: toMacsMinor(offer.amount),
        price: artwork.priceMacs,
        currency: 'MACS',
        mediaId,
        ...(offer.message ? { note: offer.message } : {}),
      },
    );
  });
}
