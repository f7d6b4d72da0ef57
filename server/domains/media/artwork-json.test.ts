import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/platform/db/client.ts';
import { publicFileUrl } from '#server/platform/storage/keys.ts';
import { openTestDatabase } from '#server/test/test-database.ts';
import { createTestUser } from '#server/test/users.ts';
import { fromMacsMinor } from '#shared/schemas/media.ts';
import {
  originalUrlOf,
  previewOnlyOf,
  priceOf,
  renditionInputs,
  shownUrlOf,
  thumbnailUrl,
  withRenditions,
} from './artwork-json.ts';
import { isPreviewOnly, toMediaUrls } from './columns.ts';
import { toRenditions } from './renditions.ts';
import { media } from './tables.ts';

/**
 * Every SQL twin in artwork-json.ts against the JavaScript rule it stands for, on the edges; and the
 * rendition keys a list item carries, turned into renditions by withRenditions.
 */
describe('artwork fields written in SQL follow the JavaScript rules', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    const artist = await createTestUser(database, { role: 'artist' });
    // Sizes around each rendition box (480, 800 × 2400, 1600), tall and wide, and unknown ones.
    const sizes: [number | null, number | null][] = [
      [null, null],
      [640, null],
      [300, 200],
      [480, 480],
      [481, 480],
      [800, 2400],
      [801, 2401],
      [1000, 3001],
      [1200, 900],
      [1600, 1600],
      [1601, 1599],
      [3, 7000],
      [7000, 3],
      [4032, 3024],
      [2999, 1001],
    ];
    const keySets = [
      { thumbnailKey: 'media/t.webp', mediumKey: 'media/m.webp', displayKey: 'media/d.webp' },
      { thumbnailKey: 'media/t.webp', mediumKey: null, displayKey: 'media/d.webp' },
      { thumbnailKey: null, mediumKey: 'media/m.webp', displayKey: null },
      { thumbnailKey: null, mediumKey: null, displayKey: null },
    ];
    const sales = [
      { priceMacs: null, allowDownload: false },
      { priceMacs: 1, allowDownload: false },
      { priceMacs: 12_550, allowDownload: true },
      { priceMacs: 99_999, allowDownload: false },
    ];
    const rows = [];
    for (const type of ['image', 'video'] as const)
      for (const [width, height] of sizes)
        for (const keys of keySets)
          for (const sale of sales)
            rows.push({
              artistId: artist.id,
              title: 'Edge',
              type,
              storageKey: "media/o'riginal.png",
              width,
              height,
              ...keys,
              ...sale,
            });
    await database.db.insert(media).values(rows);
  });
  afterAll(async () => database.close());

  it('gives the same URLs, preview flag, price and renditions for every row', async () => {
    const rows = await database.db
      .select({
        row: media,
        imageUrl: shownUrlOf(false),
        thumbnailUrl,
        previewOnly: previewOnlyOf(false),
        entitledUrl: shownUrlOf(sql`true`),
        entitledPreview: previewOnlyOf(sql`true`),
        price: priceOf,
        renditions: renditionInputs,
        originalUrl: originalUrlOf(sql`${media.allowDownload}`),
      })
      .from(media)
      .where(eq(media.title, 'Edge'));
    expect(rows.length).toBe(2 * 15 * 4 * 4);
    for (const { row, ...fromSql } of rows) {
      const urls = toMediaUrls(row);
      expect({
        id: row.id,
        ...fromSql,
        renditions: withRenditions({ renditions: fromSql.renditions as unknown }).renditions,
        price: fromSql.price === null ? null : Number(fromSql.price),
      }).toEqual({
        id: row.id,
        imageUrl: urls.imageUrl,
        thumbnailUrl: urls.thumbnailUrl,
        previewOnly: isPreviewOnly(row, false),
        entitledUrl: `/api/v1/files/${row.displayKey ?? row.storageKey}`,
        entitledPreview: false,
        price: row.priceMacs === null ? null : fromMacsMinor(row.priceMacs),
        renditions: toRenditions(row),
        originalUrl: row.allowDownload ? publicFileUrl(row.storageKey) : null,
      });
    }
  });
});
