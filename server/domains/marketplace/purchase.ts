import type { Db } from '#server/platform/db/client.ts';
import {
  hashRequest,
  type IdempotentResult,
  type StoredAnswer,
  withIdempotency,
} from '#server/platform/idempotency/idempotency.ts';
import { toMacsMinor } from '#shared/macs.ts';
import {
  PURCHASE_DONE_MESSAGE,
  type PurchaseBody,
  type PurchaseResponse,
} from '#shared/schemas/marketplace.ts';
import { getOrder } from './orders.ts';
import { mapEditionConflict, sellArtwork } from './sale.ts';

/**
 * POST /marketplace/{mediaId}/purchase: Buy Now at the list price the buyer was shown, in one transaction. With an
 * Idempotency-Key, a retry replays the first answer instead of buying a second copy.
 */
export async function buyNow(
  db: Db,
  mediaId: string,
  buyerId: string,
  body: PurchaseBody,
  idempotencyKey?: string,
): Promise<IdempotentResult<PurchaseResponse>> {
  const buyNowAt = toMacsMinor(body.price);
  try {
    return await db.transaction(async (tx) => {
      const run = async (): Promise<StoredAnswer<PurchaseResponse>> => {
        const orderId = await sellArtwork(tx, { mediaId, buyerId, buyNowAt });
        const order = await getOrder(tx, orderId, buyerId);
        return { statusCode: 201, response: { success: true, message: PURCHASE_DONE_MESSAGE, data: order } };
      };
      return idempotencyKey
        ? withIdempotency(tx, `purchase:${mediaId}`, idempotencyKey, hashRequest({ buyerId, buyNowAt }), run)
        : { ...(await run()), replayed: false };
    });
  } catch (err) {
    throw await mapEditionConflict(db, err, mediaId);
  }
}
