import { sql } from 'drizzle-orm';
import { outer } from '#server/platform/db/outer-column.ts';
import { publicFileUrl } from '#server/platform/storage/keys.ts';
import { media, mediaComments, mediaLikes } from './tables.ts';

/** What any card of an artwork shows: its title, kind, files and shape. */
export const artworkCardColumns = {
  id: media.id,
  title: media.title,
  type: media.type,
  storageKey: media.storageKey,
  displayKey: media.displayKey,
  mediumKey: media.mediumKey,
  thumbnailKey: media.thumbnailKey,
  width: media.width,
  height: media.height,
  createdAt: media.createdAt,
  // Whether a video's file may be linked (isPreviewOnly).
  priceMacs: media.priceMacs,
  allowDownload: media.allowDownload,
};

/** The columns every public listing of an artwork reads; listings add their own extras. */
export const mediaItemColumns = {
  ...artworkCardColumns,
  caption: media.caption,
  tags: media.tags,
  views: media.views,
};

// Correlated counts on the (media_id) keys: a whole page stays one round trip.
export const likeCount =
  sql<number>`(select count(*)::int from ${mediaLikes} where ${mediaLikes.mediaId} = ${outer(media.id)})`.mapWith(
    Number,
  );
export const commentCount =
  sql<number>`(select count(*)::int from ${mediaComments} where ${mediaComments.mediaId} = ${outer(media.id)})`.mapWith(
    Number,
  );

/** The facts that decide which of an artwork's files a viewer may be given a link to. */
export type ArtworkFiles = {
  type: 'image' | 'video';
  storageKey: string;
  displayKey: string | null;
  thumbnailKey: string | null;
  priceMacs: number | null;
  allowDownload: boolean;
};

/**
 * Whether a viewer without the original gets only the poster: a priced video whose downloads are
 * off. An image has a screen-sized rendition to show; a video has none, its one file is the
 * original a buyer pays for, so linking it would hand the work out for free.
 */
export const isPreviewOnly = (row: ArtworkFiles, entitled: boolean) =>
  !entitled && row.type === 'video' && row.priceMacs !== null && !row.allowDownload;

/**
 * The key of what an artwork shows: the display rendition, else the original, except that a
 * preview-only video shows its poster. `entitled`: the viewer is its artist or a buyer.
 */
export function shownFileKey(row: ArtworkFiles, entitled = false): string | null {
  if (isPreviewOnly(row, entitled)) return row.thumbnailKey;
  return row.displayKey ?? row.storageKey;
}

/**
 * Public URLs of an artwork's stored files for cards and lists, which know no viewer. Cards show
 * the display rendition: the original is what a buyer pays for, so it is linked only where
 * downloads are allowed (toMediaItem), and a priced video is shown by its poster.
 */
export function toMediaUrls(row: ArtworkFiles) {
  const shown = shownFileKey(row);
  return {
    imageUrl: shown ? publicFileUrl(shown) : '',
    thumbnailUrl: row.thumbnailKey ? publicFileUrl(row.thumbnailKey) : null,
  };
}
