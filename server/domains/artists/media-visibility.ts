import { and, eq, sql } from 'drizzle-orm';
import { media } from '#server/domains/media/tables.ts';
import type { Db } from '#server/platform/db/client.ts';

/**
 * When an artist deletes their artist profile their works are unpublished, not deleted:
 * - it is reversible: rejoining as a creator and republishing brings them back;
 * - rows that other people hold on to (likes, saves, comments, and later purchases whose buyers
 *   keep their download) stay intact;
 * - file storage is not transactional, so deleting files inside this transaction could leave
 *   files gone for a profile that was rolled back.
 * Unpublished media leave the feed, Discover, search and the public gallery at once.
 * Lives here until the media domain offers it from its service (DESIGN rule 1).
 */
export async function hideArtistMedia(tx: Db, artistId: string): Promise<void> {
  await tx
    .update(media)
    .set({ published: false, updatedAt: sql`now()` })
    .where(and(eq(media.artistId, artistId), eq(media.published, true)));
}
