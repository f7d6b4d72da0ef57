import { type SQL, sql } from 'drizzle-orm';
import { qualified } from '#server/platform/db/sql-json.ts';
import { publicFileUrl } from '#server/platform/storage/keys.ts';
import { toRenditions } from './renditions.ts';
import { media } from './tables.ts';

/*
 * The artwork fields every list shows, written in SQL so a list's statement returns its items in
 * the API's shape (server/platform/db/sql-json.ts). Each is the SQL twin of a JavaScript rule in
 * this domain (columns.ts, renditions.ts); artwork-json.test.ts holds every pair to each other.
 */

const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/** publicFileUrl of a stored key, null for a missing (or empty) key. */
export const fileUrlOf = (key: SQL): SQL<string | null> =>
  sql<string | null>`case when ${key} <> '' then ${literal(publicFileUrl(''))} || ${key} end`;

/**
 * isPreviewOnly: a priced video whose downloads are off shows only its poster to a viewer who is
 * not `entitled` (its artist or a buyer). `entitled` is SQL, or false for lists that know no viewer.
 */
export function previewOnlyOf(entitled: SQL | false): SQL<boolean> {
  const rule = sql`${qualified(media.type)} = 'video' and ${qualified(media.priceMacs)} is not null and not ${qualified(media.allowDownload)}`;
  return entitled === false ? sql<boolean>`(${rule})` : sql<boolean>`(not (${entitled}) and ${rule})`;
}

/** toMediaUrls' imageUrl (shownFileKey): the display rendition, else the original, else ''. */
export function shownUrlOf(entitled: SQL | false): SQL<string> {
  const key = sql`case when ${previewOnlyOf(entitled)} then ${qualified(media.thumbnailKey)} else coalesce(${qualified(media.displayKey)}, ${qualified(media.storageKey)}) end`;
  return sql<string>`coalesce(${fileUrlOf(key)}, '')`;
}

/** toMediaItem's originalUrl: the original's URL where `mayDownload` holds, else null. */
export const originalUrlOf = (mayDownload: SQL): SQL<string | null> =>
  sql<
    string | null
  >`case when ${mayDownload} then ${literal(publicFileUrl(''))} || ${qualified(media.storageKey)} end`;

/** The poster or small rendition, null when there is none. */
export const thumbnailUrl = fileUrlOf(qualified(media.thumbnailKey));

/** MACS hundredths as the decimal the API speaks; null when not for sale. */
export const priceOf = sql<number | null>`(${qualified(media.priceMacs)}::numeric / 100)`;

/** What toRenditions reads of a row, as the database sends it inside a list item's JSON. */
export type RenditionInputs = [
  type: 'image' | 'video',
  width: number | null,
  height: number | null,
  thumbnailKey: string | null,
  mediumKey: string | null,
  displayKey: string | null,
];

/**
 * The renditions are the one artwork field a list's statement leaves to JavaScript: written in SQL
 * (a sorted, de-duplicated subquery per row) they cost more than the rest of a feed post together,
 * on PGlite about a third of the whole page. So the item carries the keys toRenditions reads, as a
 * small array in the `renditions` field, and `withRenditions` turns them into the list the API
 * sends, in place, without another statement.
 */
export const renditionInputs = sql`json_build_array(${qualified(media.type)}, ${qualified(media.width)}, ${qualified(media.height)}, ${qualified(media.thumbnailKey)}, ${qualified(media.mediumKey)}, ${qualified(media.displayKey)})`;

/** An item whose `renditions` the database filled with renditionInputs, turned into the API's list. */
export function withRenditions<T extends { renditions: unknown }>(item: T): T {
  const [type, width, height, thumbnailKey, mediumKey, displayKey] = item.renditions as RenditionInputs;
  item.renditions = toRenditions({ type, width, height, thumbnailKey, mediumKey, displayKey });
  return item;
}
