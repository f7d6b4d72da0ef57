import { eq } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import type { Db } from '#server/platform/db/client.ts';
import { type HiddenMark, hiddenValues, type ModerationTarget } from '#server/platform/db/hidden-columns.ts';
import { campaignIsPublic, isCampaignId } from './service.ts';
import { campaigns } from './tables.ts';

/** A campaign as moderation sees it (decision 019). */
export async function loadCampaignTarget(db: Db, id: string): Promise<ModerationTarget | null> {
  if (!isCampaignId(id)) return null;
  const [row] = await db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      description: campaigns.description,
      imageUrl: campaigns.imageUrl,
      hiddenAt: campaigns.hiddenAt,
      hiddenReason: campaigns.hiddenReason,
      public: campaignIsPublic.mapWith(Boolean),
      authorId: users.id,
      authorName: users.name,
      authorUsername: users.username,
    })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.artistId))
    .where(eq(campaigns.id, id));
  if (!row) return null;
  return {
    ownerId: row.authorId,
    public: row.public,
    content: {
      type: 'campaign',
      id: row.id,
      title: row.title,
      text: row.description,
      imageUrl: row.imageUrl,
      href: `/campaigns/${row.id}`,
      author: { id: row.authorId, name: row.authorName, username: row.authorUsername },
      hidden: row.hiddenAt !== null,
      hiddenReason: row.hiddenReason,
    },
  };
}

/** Hides (or, with null, restores) a campaign; false when there is no such campaign. */
export async function setCampaignHidden(tx: Db, id: string, mark: HiddenMark): Promise<boolean> {
  const rows = await tx
    .update(campaigns)
    .set(hiddenValues(mark))
    .where(eq(campaigns.id, id))
    .returning({ id: campaigns.id });
  return rows.length > 0;
}
