import { and, desc, eq, type SQL } from 'drizzle-orm';
import { isUuid } from '#server/domains/auth/user-views.ts';
import { type Download, openOriginal } from '#server/domains/media/download.ts';
import { media } from '#server/domains/media/tables.ts';
import type { Db } from '#server/platform/db/client.ts';
import { notFound } from '#server/platform/errors.ts';
import { publicFileUrl } from '#server/platform/storage/keys.ts';
import type { Storage } from '#server/platform/storage/storage.ts';
import { ARTWORK_REMOVED_MESSAGE, ORDER_NOT_FOUND_MESSAGE, type Order } from '#shared/schemas/marketplace.ts';
import { fromMacsMinor } from '#shared/schemas/media.ts';
import { artists, buyers, partyColumns, toParties } from './parties.ts';
import { orders } from './tables.ts';

const ORDER_LIST_LIMIT = 200;

/*
 * Orders read the artwork and both people in one query, as the feed and search do; the artwork is
 * a left join because the record outlives a deleted piece.
 */
function selectOrders(db: Db) {
  return db
    .select({
      id: orders.id,
      mediaId: orders.mediaId,
      title: orders.title,
      originalKey: orders.originalKey,
      priceMacs: orders.priceMacs,
      editionNumber: orders.editionNumber,
      createdAt: orders.createdAt,
      thumbnailKey: media.thumbnailKey,
      editionSize: media.editionSize,
      ...partyColumns,
    })
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .innerJoin(artists, eq(artists.id, orders.artistId))
    .leftJoin(media, eq(media.id, orders.mediaId))
    .$dynamic();
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

/** `viewerId` is who asks: only the buyer's copy carries the download link. */
function toOrder(row: OrderRow, viewerId: string): Order {
  const mayDownload = row.buyerId === viewerId && row.originalKey !== null;
  return {
    id: row.id,
    mediaId: row.mediaId,
    title: row.title,
    thumbnailUrl: row.thumbnailKey ? publicFileUrl(row.thumbnailKey) : null,
    price: fromMacsMinor(row.priceMacs),
    editionNumber: row.editionNumber,
    editionSize: row.editionSize,
    ...toParties(row),
    downloadUrl: mayDownload ? `/api/v1/marketplace/orders/${row.id}/download` : null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function listOrdersWhere(db: Db, where: SQL | undefined, viewerId: string): Promise<Order[]> {
  const rows = await selectOrders(db)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_LIST_LIMIT);
  return rows.map((row) => toOrder(row, viewerId));
}

/** GET /marketplace/orders: what the caller bought, newest first. */
export function listPurchases(db: Db, buyerId: string): Promise<Order[]> {
  return listOrdersWhere(db, eq(orders.buyerId, buyerId), buyerId);
}

/** GET /marketplace/sales: what the caller sold, newest first. */
export function listSales(db: Db, artistId: string): Promise<Order[]> {
  return listOrdersWhere(db, eq(orders.artistId, artistId), artistId);
}

/** One order as its buyer or artist sees it; anyone else gets 404. */
export async function getOrder(db: Db, orderId: string, viewerId: string): Promise<Order> {
  const [row] = await selectOrders(db).where(eq(orders.id, orderId));
  if (!row || (row.buyerId !== viewerId && row.artistId !== viewerId)) {
    throw notFound(ORDER_NOT_FOUND_MESSAGE);
  }
  return toOrder(row, viewerId);
}

/**
 * GET /marketplace/orders/{id}/download: the buyer paid for the original, so it is theirs
 * whatever the artwork's download setting says, and after the artist deleted the artwork too.
 * Anyone else, the artist included, hears 404.
 */
export async function downloadPurchase(
  db: Db,
  storage: Storage,
  orderId: string,
  buyerId: string,
): Promise<Download> {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  const [row] = await db
    .select({ storageKey: orders.originalKey, title: orders.title })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)));
  if (!row) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  if (!row.storageKey) throw notFound(ARTWORK_REMOVED_MESSAGE);
  return openOriginal(storage, { storageKey: row.storageKey, title: row.title });
}
