import { makeOffer as recordOffer } from '#server/domains/marketplace/offers.ts';
import type { Db } from '#server/platform/db/client.ts';
import type { OfferBody } from '#shared/schemas/media.ts';

/**
 * POST /media/{id}/offer lives on the media routes (spec §7), but an offer is a marketplace
 * record: the marketplace stores it, opens its conversation and tells the artist.
 */
export async function makeOffer(db: Db, mediaId: string, userId: string, offer: OfferBody): Promise<void> {
  await recordOffer(db, mediaId, userId, offer);
}
