import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '#server/platform/context.ts';
import type { Db } from '#server/platform/db/client.ts';
import { AppError, conflict } from '#server/platform/errors.ts';
import { detectFileType } from '#server/platform/images/detect-type.ts';
import { inspectImage, renderWebp, toImageRefusal } from '#server/platform/images/image-pipeline.ts';
import { imageQueue } from '#server/platform/images/image-queue.ts';
import { generateKey, publicFileUrl } from '#server/platform/storage/keys.ts';
import type { Storage } from '#server/platform/storage/storage.ts';
import { CAMPAIGN_NOT_EDITABLE_MESSAGE } from '#shared/schemas/campaign-writes.ts';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import { uploadMessages } from '#shared/uploads.ts';
import { CAMPAIGN_IMAGE_FOLDER, campaignImageKeyOf, lockOwnCampaign } from './campaign-write-service.ts';
import { getCampaign } from './service.ts';
import { campaigns } from './tables.ts';

export const CAMPAIGN_IMAGE_FIELD = 'image';
/** The card and the detail header show a wide picture; 16:9 at 1200 px wide covers both. */
export const CAMPAIGN_IMAGE_BOX = { width: 1200, height: 675, fit: 'cover' } as const;

/** The server's own check, by content: any still image sharp can read, within both caps. */
async function renderCampaignImage(bytes: Buffer): Promise<Buffer> {
  if ((await detectFileType(bytes))?.kind !== 'image') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', uploadMessages.avatarType, 400, [
      { field: CAMPAIGN_IMAGE_FIELD, message: uploadMessages.avatarType },
    ]);
  }
  try {
    await inspectImage(bytes);
    return await renderWebp(bytes, CAMPAIGN_IMAGE_BOX);
  } catch (err) {
    throw toImageRefusal(err, CAMPAIGN_IMAGE_FIELD);
  }
}

type ReplaceOptions = { log?: FastifyBaseLogger; signal?: AbortSignal; now?: Date };

/**
 * POST /crowdfunding/{id}/image: the owner of a running campaign replaces its picture. The image
 * is made in the image queue, the file stored, then the row is switched under its lock; on failure
 * or when the client has left (`signal`) the new file is removed, on success the replaced one (a
 * failed removal is only wasted space).
 */
export async function replaceCampaignImage(
  db: Db,
  storage: Storage,
  caller: AuthContext,
  campaignId: string,
  bytes: Buffer,
  { log, signal, now = new Date() }: ReplaceOptions = {},
): Promise<Campaign> {
  // Owner and deadline first, so a stranger's upload costs no image work.
  const peek = await lockOwnCampaign(db, caller, campaignId);
  if (peek.deadline.getTime() <= now.getTime()) throw conflict(CAMPAIGN_NOT_EDITABLE_MESSAGE);
  const body = await imageQueue.run(() => renderCampaignImage(bytes), signal);
  signal?.throwIfAborted();
  const key = generateKey(CAMPAIGN_IMAGE_FOLDER, 'webp');
  let previous: string | null;
  try {
    await storage.put(key, body, 'image/webp');
    previous = await db.transaction(async (tx) => {
      const row = await lockOwnCampaign(tx, caller, campaignId);
      if (row.deadline.getTime() <= now.getTime()) throw conflict(CAMPAIGN_NOT_EDITABLE_MESSAGE);
      await tx
        .update(campaigns)
        .set({ imageUrl: publicFileUrl(key), updatedAt: now })
        .where(eq(campaigns.id, row.id));
      signal?.throwIfAborted();
      return row.imageUrl;
    });
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
  const oldKey = campaignImageKeyOf(previous);
  if (oldKey) {
    await storage
      .delete(oldKey)
      .catch((err) => log?.warn({ err, key: oldKey }, 'could not delete a replaced campaign image'));
  }
  return getCampaign(db, campaignId, now);
}
