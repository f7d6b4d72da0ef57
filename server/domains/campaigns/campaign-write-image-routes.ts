import { requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { abortOnClientGone } from '#server/platform/storage/client-abort.ts';
import {
  receiveSmallFile,
  registerUploadParser,
  uploadForm,
  uploadRateLimit,
} from '#server/platform/storage/multipart.ts';
import { storageFor } from '#server/platform/storage/storage.ts';
import { campaignMutationResponseSchema } from '#shared/schemas/campaign-writes.ts';
import { campaignIdParamsSchema } from '#shared/schemas/campaigns.ts';
import { AVATAR_MAX_BYTES, uploadMessages } from '#shared/uploads.ts';
import { CAMPAIGN_IMAGE_FIELD, replaceCampaignImage } from './campaign-write-image.ts';

/** POST /crowdfunding/{id}/image, with multipart accepted in this plugin's scope only. */
export async function campaignImageRoutes(app: AppInstance) {
  // The avatar's 5 MB limit: a campaign picture is shown at the same kind of size.
  await registerUploadParser(app, { fileSize: AVATAR_MAX_BYTES });
  const storage = storageFor(app.ctx.config);

  app.post(
    '/crowdfunding/:id/image',
    {
      config: uploadRateLimit,
      schema: {
        tags: ['campaigns'],
        summary: 'The owner uploads a campaign picture (multipart field "image"; an image of at most 5 MB)',
        consumes: ['multipart/form-data'],
        uploadForm: uploadForm(CAMPAIGN_IMAGE_FIELD),
        params: campaignIdParamsSchema,
        response: { 200: campaignMutationResponseSchema },
      },
    },
    async (request, reply) => {
      const caller = requireAuth(request);
      const signal = abortOnClientGone(reply);
      // At most 5 MB, so holding it in memory is fine; larger files stop at the limit with 413.
      const bytes = await receiveSmallFile(request, {
        field: CAMPAIGN_IMAGE_FIELD,
        missing: uploadMessages.avatarType,
        tooLarge: uploadMessages.avatarSize,
      });
      const db = app.ctx.database.db;
      const campaign = await replaceCampaignImage(db, storage, caller, request.params.id, bytes, {
        log: request.log,
        signal,
      });
      return { success: true as const, data: campaign };
    },
  );
}
