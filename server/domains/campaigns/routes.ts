import { PUBLIC_ACCESS } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import {
  campaignIdParamsSchema,
  campaignListResponseSchema,
  campaignSchema,
  crowdfundingListResponseSchema,
  crowdfundingResponseSchema,
} from '#shared/schemas/campaigns.ts';
import { getVisibleCampaign, listCampaigns } from './service.ts';

const tags = ['campaigns'];

/**
 * Spec section 7 names two doors to the same campaigns: the campaign service the screens use
 * (bare array and object) and the older crowdfunding API (`{ success, data }`). Both are public.
 */
export async function campaignRoutes(app: AppInstance) {
  const db = () => app.ctx.database.db;

  app.get(
    '/campaigns',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: 'Every campaign with its confirmed and pending totals, newest first',
        response: { 200: campaignListResponseSchema },
      },
    },
    async () => listCampaigns(db()),
  );

  app.get(
    '/campaigns/:id',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: 'One campaign; 404 when unknown',
        params: campaignIdParamsSchema,
        response: { 200: campaignSchema },
      },
    },
    async (request) => getVisibleCampaign(db(), request.params.id, request.auth),
  );

  app.get(
    '/crowdfunding',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: 'Every campaign, in the crowdfunding envelope',
        response: { 200: crowdfundingListResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await listCampaigns(db()) }),
  );

  app.get(
    '/crowdfunding/:id',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: 'One campaign in the crowdfunding envelope; 404 when unknown',
        params: campaignIdParamsSchema,
        response: { 200: crowdfundingResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getVisibleCampaign(db(), request.params.id, request.auth),
    }),
  );
}
