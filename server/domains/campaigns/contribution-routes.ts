import type { FastifyRequest } from 'fastify';
import { PUBLIC_ACCESS, requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { nullWhenMissing } from '#server/platform/http/spec-messages.ts';
import { readIdempotencyKey } from '#server/platform/idempotency/idempotency.ts';
import { selectPaymentProvider } from '#server/platform/payments/payment-provider.ts';
import { cryptoNetworks, networkTokens } from '#shared/crypto-networks.ts';
import {
  contributeResponseSchema,
  contributeSchema,
  contributionDecisionResponseSchema,
  contributionParamsSchema,
  cryptoNetworksResponseSchema,
  manageContributionsQuerySchema,
  manageContributionsResponseSchema,
  optionalDecisionBodySchema,
  publicContributionsQuerySchema,
  publicContributionsResponseSchema,
} from '#shared/schemas/campaign-writes.ts';
import { campaignIdParamsSchema } from '#shared/schemas/campaigns.ts';
import { type ContributionCaller, type ContributionDeps, contribute } from './contribution-create.ts';
import { type Decision, decideContribution } from './contribution-decisions.ts';
import { listOwnerContributions, listPublicContributions } from './contribution-queries.ts';

const tags = ['campaigns'];

/** Guests may contribute; a caller whose token no longer works hears 401 instead of becoming a guest. */
function optionalCaller(request: FastifyRequest): ContributionCaller {
  if (!request.headers.authorization) return null;
  return { userId: requireAuth(request).userId };
}

const decisions: { path: Decision; summary: string }[] = [
  { path: 'confirm', summary: 'Confirm a pending crypto contribution (campaign artist)' },
  { path: 'reject', summary: 'Reject a pending contribution with an optional reason (campaign artist)' },
  {
    path: 'refund',
    summary: 'Mark a confirmed contribution refunded with an optional reason (campaign artist)',
  },
];

/** Contributions (fiat and crypto), the artist's decisions on them and their lists. */
export async function contributionRoutes(app: AppInstance) {
  const db = () => app.ctx.database.db;
  const deps = (request: FastifyRequest): ContributionDeps => ({
    db: db(),
    provider: selectPaymentProvider(app.ctx.config),
    platformWallets: app.ctx.config.platformWallets,
    mailer: app.ctx.mailer,
    publicUrl: app.ctx.config.publicUrl,
    log: request.log,
  });

  for (const prefix of ['/campaigns', '/crowdfunding']) {
    app.post(
      `${prefix}/:id/contribute`,
      {
        config: PUBLIC_ACCESS,
        // Spec §5: a missing amount reads 'Please enter a valid contribution amount'.
        preValidation: nullWhenMissing(['amount']),
        schema: {
          tags,
          summary:
            'Contribute in fiat (confirmed at once in test mode) or crypto (pending); honours Idempotency-Key',
          params: campaignIdParamsSchema,
          body: contributeSchema,
          response: { 201: contributeResponseSchema },
        },
      },
      async (request, reply) => {
        const caller = optionalCaller(request);
        const key = readIdempotencyKey(request.headers);
        const answer = await contribute(deps(request), request.params.id, request.body, caller, key);
        if (answer.replayed) reply.header('idempotent-replayed', 'true');
        // The stored code is always 201: failures are never stored, so there is nothing else to replay.
        return reply.code(answer.statusCode as 201).send(answer.response);
      },
    );
  }

  app.get(
    '/campaigns/:id/contributions',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: 'Recent contributions of a campaign, newest first (at most 50)',
        params: campaignIdParamsSchema,
        querystring: publicContributionsQuerySchema,
        response: { 200: publicContributionsResponseSchema },
      },
    },
    async (request) => listPublicContributions(db(), request.params.id, request.query.limit),
  );

  app.get(
    '/crowdfunding/:id/contributions/manage',
    {
      schema: {
        tags,
        summary: "The campaign artist's view of its contributions; ?status=pending for the queue",
        params: campaignIdParamsSchema,
        querystring: manageContributionsQuerySchema,
        response: { 200: manageContributionsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listOwnerContributions(db(), requireAuth(request), request.params.id, request.query.status),
    }),
  );

  for (const { path, summary } of decisions) {
    app.post(
      `/crowdfunding/:id/contributions/:contributionId/${path}`,
      {
        schema: {
          tags,
          summary,
          params: contributionParamsSchema,
          body: optionalDecisionBodySchema,
          response: { 200: contributionDecisionResponseSchema },
        },
      },
      async (request) =>
        decideContribution(
          db(),
          requireAuth(request),
          request.params.id,
          request.params.contributionId,
          path,
          request.body?.reason ?? '',
        ),
    );
  }

  app.get(
    '/crowdfunding/networks',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: 'The five crypto networks with their token and platform receiving wallet',
        response: { 200: cryptoNetworksResponseSchema },
      },
    },
    async () => ({
      success: true as const,
      data: cryptoNetworks.map((network) => ({
        network,
        token: networkTokens[network],
        platformWallet: app.ctx.config.platformWallets[network],
      })),
      paymentMode: selectPaymentProvider(app.ctx.config).mode,
    }),
  );
}
