import { eq } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import { isUuid } from '#server/domains/auth/user-views.ts';
import type { Db } from '#server/platform/db/client.ts';
import type { ModerationTarget } from '#server/platform/db/hidden-columns.ts';
import { artistProfiles } from './tables.ts';

/**
 * An artist profile as moderation sees it (decision 019). A profile is not hidden on its own: it
 * goes with its owner's suspension, so `public` is whether the owner is active.
 */
export async function loadArtistTarget(db: Db, id: string): Promise<ModerationTarget | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      avatarUrl: users.avatarUrl,
      bio: artistProfiles.bio,
      suspendedAt: users.suspendedAt,
      suspendedReason: users.suspendedReason,
    })
    .from(artistProfiles)
    .innerJoin(users, eq(users.id, artistProfiles.userId))
    .where(eq(users.id, id));
  if (!row) return null;
  return {
    ownerId: row.id,
    public: row.suspendedAt === null,
    content: {
      type: 'artist',
      id: row.id,
      title: row.name,
      text: row.bio || null,
      imageUrl: row.avatarUrl,
      href: `/artists/${row.username}`,
      author: { id: row.id, name: row.name, username: row.username },
      hidden: row.suspendedAt !== null,
      hiddenReason: row.suspendedReason,
    },
  };
}
