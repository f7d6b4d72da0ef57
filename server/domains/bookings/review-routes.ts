import { PUBLIC_ACCESS, requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import {
  bookingIdParamsSchema,
  createReviewSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewResponseSchema,
} from '#shared/schemas/bookings.ts';
import { artistIdParamsSchema } from '#shared/schemas/calendar.ts';
import { createReview, listArtistReviews } from './review-service.ts';

const tags = ['reviews'];

export async function reviewRoutes(app: AppInstance) {
  const db = () => app.ctx.database.db;

  app.post(
    '/booking/:id/review',
    {
      schema: {
        tags,
        summary: 'The client of a completed booking reviews it (1-5 stars and text), once',
        params: bookingIdParamsSchema,
        body: createReviewSchema,
        response: { 201: reviewResponseSchema },
      },
      // Before validation, so a signed-out caller hears 401 rather than a complaint about the body.
      preValidation: async (request) => {
        requireAuth(request);
      },
    },
    async (request, reply) => {
      const review = await createReview(db(), requireAuth(request).userId, request.params.id, request.body);
      return reply.status(201).send({ success: true as const, data: review });
    },
  );

  app.get(
    '/reviews/artist/:artistId',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: "An artist's reviews, newest first (public)",
        params: artistIdParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listArtistReviews(db(), request.params.artistId, request.query.limit),
    }),
  );
}
