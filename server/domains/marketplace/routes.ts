import { sendDownload } from '#server/domains/media/download.ts';
import { PUBLIC_ACCESS, requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { readIdempotencyKey } from '#server/platform/idempotency/idempotency.ts';
import { storageFor } from '#server/platform/storage/storage.ts';
import {
  artworkParamsSchema,
  listingPageSchema,
  marketplaceQuerySchema,
  orderListResponseSchema,
  purchaseBodySchema,
  purchaseResponseSchema,
  recordParamsSchema,
} from '#shared/schemas/marketplace.ts';
import { listForSale } from './listing.ts';
import { offerRoutes } from './offer-routes.ts';
import { downloadPurchase, listPurchases, listSales } from './orders.ts';
import { buyNow } from './purchase.ts';

const tags = ['marketplace'];

/** The marketplace: the listing, Buy Now through the ledger, orders with downloads, and offers. */
export async function marketplaceRoutes(app: AppInstance) {
  const db = () => app.ctx.database.db;

  app.get(
    '/marketplace',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary:
          'Published artworks for sale with what is left of each; filter by category and price, sort newest, price_asc, price_desc or popular',
        querystring: marketplaceQuerySchema,
        response: { 200: listingPageSchema },
      },
    },
    async (request) => listForSale(db(), request.query),
  );

  app.post(
    '/marketplace/:mediaId/purchase',
    {
      schema: {
        tags,
        summary:
          "Buy Now from the caller's MACS balance at the list price the buyer was shown (409 PRICE_CHANGED when it changed); honours Idempotency-Key",
        params: artworkParamsSchema,
        body: purchaseBodySchema,
        response: { 201: purchaseResponseSchema },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request.headers);
      const buyer = requireAuth(request).userId;
      const answer = await buyNow(db(), request.params.mediaId, buyer, request.body, key);
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(answer.response);
    },
  );

  app.get(
    '/marketplace/orders',
    {
      schema: {
        tags,
        summary: "The caller's purchases, newest first, each with its download link",
        response: { 200: orderListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listPurchases(db(), requireAuth(request).userId),
    }),
  );

  app.get(
    '/marketplace/sales',
    {
      schema: {
        tags,
        summary: "The caller's sales as an artist, newest first",
        response: { 200: orderListResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await listSales(db(), requireAuth(request).userId) }),
  );

  app.get(
    '/marketplace/orders/:id/download',
    {
      schema: {
        tags,
        summary: "The purchased original as an attachment (the order's buyer only)",
        params: recordParamsSchema,
      },
    },
    async (request, reply) => {
      const storage = storageFor(app.ctx.config);
      const download = await downloadPurchase(db(), storage, request.params.id, requireAuth(request).userId);
      return sendDownload(reply, download);
    },
  );

  await offerRoutes(app);
}
