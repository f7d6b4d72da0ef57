import { PUBLIC_ACCESS, requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { nullWhenMissing } from '#server/platform/http/spec-messages.ts';
import { storageFor } from '#server/platform/storage/storage.ts';
import {
  campaignDeleteResponseSchema,
  campaignMutationResponseSchema,
  campaignUpdateInputSchema,
  campaignUpdateListResponseSchema,
  campaignUpdateResponseSchema,
  createCampaignSchema,
  updateCampaignSchema,
} from '#shared/schemas/campaign-writes.ts';
import { campaignIdParamsSchema, crowdfundingListResponseSchema } from '#shared/schemas/campaigns.ts';
import { addCampaignUpdate, listCampaignUpdates } from './campaign-update-service.ts';
import { campaignImageRoutes } from './campaign-write-image-routes.ts';
import { createCampaign, deleteCampaign, updateCampaign } from './campaign-write-service.ts';
import { listArtistCampaigns } from './service.ts';

const tags = ['campaigns'];

/**
 * Campaign writes on both doors of spec §7 (POST /campaigns and POST /crowdfunding create the
 * same thing), the owner's edit, delete and news, and the owner's own list.
 */
export async function campaignWriteRoutes(app: AppInstance) {
  const db = () => app.ctx.database.db;
  const storage = storageFor(app.ctx.config);
  await app.register(campaignImageRoutes);

  for (const url of ['/campaigns', '/crowdfunding']) {
    app.post(
      url,
      {
        preValidation: nullWhenMissing(['title', 'description', 'targetAmount', 'deadline']),
        schema: {
          tags,
          summary: 'An artist opens a campaign in their own name',
          body: createCampaignSchema,
          response: { 201: campaignMutationResponseSchema },
        },
      },
      async (request, reply) => {
        const campaign = await createCampaign(db(), requireAuth(request), request.body);
        return reply.status(201).send({ success: true as const, data: campaign });
      },
    );
  }

  app.get(
    '/crowdfunding/mine',
    {
      schema: {
        tags,
        summary: "The caller's own campaigns with confirmed and pending totals, newest first",
        response: { 200: crowdfundingListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listArtistCampaigns(db(), requireAuth(request).userId),
    }),
  );

  app.put(
    '/crowdfunding/:id',
    {
      schema: {
        tags,
        summary: 'The owner edits a running campaign; the target never drops below the amount raised',
        params: campaignIdParamsSchema,
        body: updateCampaignSchema,
        response: { 200: campaignMutationResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateCampaign(db(), requireAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/crowdfunding/:id',
    {
      schema: {
        tags,
        summary: 'The owner deletes a campaign with no confirmed contributions',
        params: campaignIdParamsSchema,
        response: { 200: campaignDeleteResponseSchema },
      },
    },
    async (request) => deleteCampaign(db(), requireAuth(request), request.params.id, storage, request.log),
  );

  app.post(
    '/crowdfunding/:id/updates',
    {
      preValidation: nullWhenMissing(['body']),
      schema: {
        tags,
        summary: 'The owner posts news on a campaign',
        params: campaignIdParamsSchema,
        body: campaignUpdateInputSchema,
        response: { 201: campaignUpdateResponseSchema },
      },
    },
    async (request, reply) => {
      const update = await addCampaignUpdate(
        db(),
        requireAuth(request),
        request.params.id,
        request.body.body,
      );
      return reply.status(201).send({ success: true as const, data: update });
    },
  );

  app.get(
    '/campaigns/:id/updates',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: "A campaign's news, newest first (public)",
        params: campaignIdParamsSchema,
        response: { 200: campaignUpdateListResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await listCampaignUpdates(db(), request.params.id) }),
  );
}
