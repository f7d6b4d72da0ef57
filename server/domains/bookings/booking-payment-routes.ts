import type { FastifyRequest } from 'fastify';
import { requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import {
  acceptQuoteBodySchema,
  bookingIdParamsSchema,
  bookingResponseSchema,
  disputeBodySchema,
  quoteBodySchema,
  reasonBodySchema,
} from '#shared/schemas/bookings.ts';
import { acceptQuote, declineQuote, sendQuote } from './booking-quotes.ts';
import { bookingDeps } from './booking-route-kit.ts';
import { changeStatus } from './booking-status.ts';

const tags = ['bookings'];
const params = bookingIdParamsSchema;

/** Paid sessions' calls on one booking (decision 020): the artist's quote, the client's answer and dispute. */
export async function bookingPaymentRoutes(app: AppInstance) {
  const ok = <T>(data: T) => ({ success: true as const, data });
  const caller = (request: FastifyRequest) => ({ userId: requireAuth(request).userId });

  app.post(
    '/booking/:id/quote',
    {
      schema: {
        tags,
        summary: "Answer a pending 'Quote' request with a price and a note (artist); expires after 7 days",
        params,
        body: quoteBodySchema,
        response: { 200: bookingResponseSchema },
      },
    },
    async (request) =>
      ok(await sendQuote(bookingDeps(app, request), request.params.id, request.body, caller(request))),
  );

  app.post(
    '/booking/:id/quote/accept',
    {
      schema: {
        tags,
        summary:
          'Accept a quote (client) on the terms shown: the price is held in escrow and the session confirmed (409 PRICE_CHANGED when the quote changed)',
        params,
        body: acceptQuoteBodySchema,
        response: { 200: bookingResponseSchema },
      },
    },
    async (request) =>
      ok(await acceptQuote(bookingDeps(app, request), request.params.id, request.body, caller(request))),
  );

  app.post(
    '/booking/:id/quote/decline',
    {
      schema: {
        tags,
        summary: 'Decline a quote (client), which cancels the request',
        params,
        body: reasonBodySchema.nullish(),
        response: { 200: bookingResponseSchema },
      },
    },
    async (request) =>
      ok(
        await declineQuote(
          bookingDeps(app, request),
          request.params.id,
          caller(request),
          (request.body as { reason?: string } | undefined)?.reason,
        ),
      ),
  );

  app.post(
    '/booking/:id/dispute',
    {
      schema: {
        tags,
        summary: 'Dispute a paid session (client), from its start until 24 hours after its end',
        params,
        body: disputeBodySchema,
        response: { 200: bookingResponseSchema },
      },
    },
    async (request) =>
      ok(
        await changeStatus(
          bookingDeps(app, request),
          request.params.id,
          'disputed',
          caller(request),
          request.body.reason,
        ),
      ),
  );
}
