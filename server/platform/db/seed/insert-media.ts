import { sql } from 'drizzle-orm';
import { follows } from '#server/domains/artists/tables.ts';
import { media, mediaComments, mediaLikes, mediaViews } from '#server/domains/media/tables.ts';
import { seedArtworks, shapes } from './artworks-data.ts';
import type { SeedContext } from './context.ts';
import { mapLimited } from './images.ts';

export type SeededMedia = Map<string, { id: string; artistId: string; priceMacs: number | null }>;

const comments = [
  'The colours in this are stunning.',
  'I keep coming back to this one.',
  'Would love to see this in person!',
  'How long did this take you?',
  'The texture is incredible.',
  'This would be perfect in my studio.',
  'Beautiful balance between the shapes.',
  'Saved for when payday comes around 😄',
];

/** 48 artworks with real PNGs, newest first, plus the likes, comments and follows around them. */
export async function insertArtworks(ctx: SeedContext): Promise<SeededMedia> {
  const { tx, random, images, now } = ctx;
  const stored = await mapLimited(seedArtworks, 3, (art) =>
    images.artwork(ctx.artists.get(art.artist)!.category, art.title, shapes[art.shape]),
  );
  const rows = await tx
    .insert(media)
    .values(
      seedArtworks.map((art, i) => {
        const image = stored[i]!;
        // The four feed samples are the newest and the most seen; the rest spread over weeks.
        const createdAt = new Date(now.getTime() - (i * 11 + random.int(1, 9)) * 3_600_000);
        return {
          artistId: ctx.artists.get(art.artist)!.id,
          title: art.title,
          caption: art.caption,
          type: 'image' as const,
          storageKey: image.key,
          displayKey: image.displayKey,
          mediumKey: image.mediumKey,
          thumbnailKey: image.thumbnailKey,
          width: image.width,
          height: image.height,
          tags: art.tags,
          views: i < 4 ? random.int(1_000, 4_800) : random.int(90, 2_600),
          downloads: random.int(0, 40),
          priceMacs: art.price === null ? null : art.price * 100,
          editionSize: art.edition,
          allowDownload: art.price === null && random.chance(0.5),
          published: true,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: media.id, title: media.title, artistId: media.artistId, priceMacs: media.priceMacs });

  const supporterIds = [...ctx.supporters.values()].map((s) => s.id);
  const artistIds = [...ctx.artists.values()].map((a) => a.id);
  const likes: { userId: string; mediaId: string; createdAt: Date }[] = [];
  rows.forEach((row, i) => {
    const share = i < 4 ? 0.85 : random.range(0.15, 0.7);
    for (const userId of [...supporterIds, ...artistIds]) {
      if (userId !== row.artistId && random.chance(share)) {
        likes.push({
          userId,
          mediaId: row.id,
          createdAt: new Date(now.getTime() - random.int(1, 300) * 60_000),
        });
      }
    }
  });
  await tx.insert(mediaLikes).values(likes);

  const commentRows = rows.slice(0, 12).flatMap((row, i) =>
    Array.from({ length: i < 4 ? 3 : 1 }, (_, k) => ({
      mediaId: row.id,
      userId: supporterIds[(i + k * 3) % supporterIds.length]!,
      body: comments[(i + k) % comments.length]!,
      createdAt: new Date(now.getTime() - (k + 1) * random.int(5, 50) * 60_000),
    })),
  );
  await tx.insert(mediaComments).values(commentRows);

  // Every supporter follows a few artists; the demo supporter follows the demo artist.
  const followRows = supporterIds.flatMap((followerId, s) =>
    artistIds
      .filter((_, a) => (a === 0 ? s % 3 !== 2 : random.chance(0.35)))
      .map((artistId) => ({
        followerId,
        artistId,
        createdAt: new Date(now.getTime() - random.int(2, 90) * 86_400_000),
      })),
  );
  followRows.push({ followerId: artistIds[1]!, artistId: artistIds[0]!, createdAt: now });
  await tx.insert(follows).values(followRows);

  // Daily view rows from each artwork's first day until today (a few a day, always fewer than its
  // counter), so the dashboard's views chart has history. Deterministic: the random stream is untouched.
  await tx.execute(sql`
    insert into ${mediaViews} (media_id, viewer_key, day, created_at)
    select m.id, 'anon:seed-' || m.id || '-' || d::date || '-' || k, d::date, d
    from ${media} m
    cross join generate_series(m.created_at, ${now.toISOString()}::timestamptz, interval '1 day') as d
    cross join generate_series(1, (extract(day from d)::int + length(m.title)) % 4) as k`);

  return new Map(rows.map((r) => [r.title, { id: r.id, artistId: r.artistId, priceMacs: r.priceMacs }]));
}
