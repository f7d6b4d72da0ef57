import { requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import {
  type OfferDecision,
  offerDecisionResponseSchema,
  offerListQuerySchema,
  offerListResponseSchema,
  recordParamsSchema,
} from '#shared/schemas/marketplace.ts';
import { decideOffer } from './offer-decisions.ts';
import { listOffers } from './offer-queries.ts';

const tags = ['marketplace'];

const decisions: { path: OfferDecision; summary: string }[] = [
  { path: 'accept', summary: 'Accept a pending offer: the artwork is sold at the offered price (artist)' },
  { path: 'decline', summary: 'Decline a pending offer; the buyer is told (artist)' },
  { path: 'withdraw', summary: 'Withdraw your pending offer (buyer)' },
];

/** Offers are made on the media routes (POST /media/{id}/offer); these list and decide them. */
export async function offerRoutes(app: AppInstance) {
  const db = () => app.ctx.database.db;

  app.get(
    '/marketplace/offers',
    {
      schema: {
        tags,
        summary: 'Offers the caller received (role=artist) or made (role=buyer), newest first',
        querystring: offerListQuerySchema,
        response: { 200: offerListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listOffers(db(), requireAuth(request).userId, request.query),
    }),
  );

  for (const { path, summary } of decisions) {
    app.post(
      `/marketplace/offers/:id/${path}`,
      {
        schema: {
          tags,
          summary,
          params: recordParamsSchema,
          response: { 200: offerDecisionResponseSchema },
        },
      },
      async (request) => decideOffer(db(), requireAuth(request).userId, request.params.id, path),
    );
  }
}
