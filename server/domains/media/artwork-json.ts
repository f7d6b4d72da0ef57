import { type SQL, sql } from 'drizzle-orm';
import { qualified } from '#server/platform/db/sql-json.ts';
import { publicFileUrl } from '#server/platform/storage/keys.ts';
import { RENDITIONS, type RenditionName } from './renditions.ts';
import { media } from './tables.ts';

/*
 * The artwork fields every list shows, written in SQL so a list's statement returns its items in
 * the API's shape (server/platform/db/sql-json.ts). Each is the SQL twin of a JavaScript rule in
 * this domain (columns.ts, renditions.ts); artwork-json.test.ts holds every pair to each other.
 */

const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);
const number = (n: number) => sql.raw(String(n));

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

/** renditionWidth: the width sharp gives the image fitted inside the rendition's box, never enlarged. */
function renditionWidthOf(name: RenditionName): SQL {
  const { width: boxWidth, height: boxHeight } = RENDITIONS[name].box;
  const [w, h] = [qualified(media.width), qualified(media.height)];
  return sql`case when ${w} <= ${number(boxWidth)} and ${h} <= ${number(boxHeight)} then ${w}
    when ${w}::float8 / ${number(boxWidth)} >= ${h}::float8 / ${number(boxHeight)} then ${number(boxWidth)}
    else greatest(1, floor(${w}::float8 * ${number(boxHeight)} / ${h} + 0.5))::int end`;
}

const renditionKeys: Record<RenditionName, SQL> = {
  thumbnail: qualified(media.thumbnailKey),
  medium: qualified(media.mediumKey),
  display: qualified(media.displayKey),
};

/**
 * toRenditions: an image's stored renditions narrowest first, `[{ url, width }]`; where two share a
 * width the larger box's file stands for it; empty for a video or an image of unknown size.
 */
export const renditionsOf: SQL = (() => {
  const names = Object.keys(RENDITIONS) as RenditionName[];
  const candidates = sql.join(
    names.map(
      (name, rank) => sql`(${number(rank)}, ${renditionWidthOf(name)}, ${fileUrlOf(renditionKeys[name])})`,
    ),
    sql`, `,
  );
  return sql`case when ${qualified(media.type)} = 'image' and ${qualified(media.width)} > 0 and ${qualified(media.height)} > 0 then (
    select coalesce(json_agg(json_build_object('url', r.url, 'width', r.width) order by r.width), '[]'::json)
    from (select distinct on (c.width) c.width, c.url from (values ${candidates}) c(rank, width, url)
      where c.url is not null order by c.width, c.rank desc) r
  ) else '[]'::json end`;
})();
