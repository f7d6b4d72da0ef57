import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestMedia, createTestArtist } from '#server/domains/artists/test-artists.ts';
import { users } from '#server/domains/auth/tables.ts';
import { services } from '#server/domains/bookings/tables.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import type { ArtistHit, ArtworkHit, ServiceHit } from '#shared/schemas/search.ts';
import { toPrefixTsquery } from './tsquery.ts';

describe('GET /search', () => {
  let t: TestApp;
  let maya: TestUser;
  let otto: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    maya = await createTestArtist(
      t.database,
      { username: 'maya_clay', name: 'Maya Clay' },
      {
        category: 'sculpture',
        bio: 'Wood-fired stoneware from Oregon.',
        specialties: ['Ceramics'],
        location: 'Portland',
        bookingEnabled: true,
      },
    );
    otto = await createTestArtist(
      t.database,
      { username: 'otto_oil', name: 'Otto Øilström' },
      { category: 'traditional', bio: 'Oil on linen.', bookingEnabled: false },
    );
    // A supporter whose name matches must never appear.
    await createTestUser(t.database, { username: 'ceramic_sam', name: 'Ceramic Sam' });
    await addTestMedia(t.database, maya.id, [
      { title: 'Blue bowl', caption: 'A ceramic bowl with ash glaze', tags: ['stoneware'] },
      {
        title: 'Ceramic vase',
        caption: 'Tall and green',
        thumbnailKey: 'media/vase-thumb.webp',
        priceMacs: 12050,
      },
      { title: 'Ceramic draft', caption: 'Not ready', published: false },
    ]);
    await addTestMedia(t.database, otto.id, [
      { title: 'Harbour at dusk', caption: 'Oil', tags: ['seascape'] },
    ]);
    await t.database.db.insert(services).values([
      {
        artistId: maya.id,
        slug: 'ceramic',
        name: 'Custom Ceramic Piece',
        durationLabel: '2-3 hours',
        durationMinutes: 180,
        priceMacs: 15000,
      },
      {
        artistId: maya.id,
        slug: 'commission',
        name: 'Art Commission',
        durationLabel: 'variable',
        durationMinutes: 240,
        priceMacs: null,
      },
      // Otto has booking turned off: his services are not bookable, so not found.
      {
        artistId: otto.id,
        slug: 'ceramic',
        name: 'Ceramic Lesson',
        durationLabel: '1 hour',
        durationMinutes: 60,
        priceMacs: 5000,
      },
    ]);
  });
  afterAll(async () => t.close());

  const search = (params: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/v1/search?${new URLSearchParams(params)}` });

  it('ranks a title match above a caption match and finds by prefix', async () => {
    const res = await search({ q: 'cer' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.query).toBe('cer');
    expect(body.artworks.map((a: ArtworkHit) => a.title)).toEqual(['Ceramic vase', 'Blue bowl']);
    expect(body.artworks[0]).toMatchObject({
      thumbnailUrl: '/api/v1/files/media/vase-thumb.webp',
      price: 120.5,
      artist: { id: maya.id, username: 'maya_clay', name: 'Maya Clay' },
    });
  });

  it('finds artists by name, username, specialty and location, never supporters', async () => {
    for (const q of ['maya', 'Maya Clay', 'maya_clay', 'ceram', 'portland', 'OREG']) {
      const artists = (await search({ q, type: 'artists' })).json().artists as ArtistHit[];
      expect(
        artists.map((a) => a.username),
        q,
      ).toEqual(['maya_clay']);
    }
    const body = (await search({ q: 'ceramic' })).json();
    expect(body.artists.map((a: ArtistHit) => a.username)).toEqual(['maya_clay']);
    expect(JSON.stringify(body)).not.toContain('ceramic_sam');
    expect((await search({ q: 'øil' })).json().artists.map((a: ArtistHit) => a.username)).toEqual([
      'otto_oil',
    ]);
  });

  it('finds bookable services with their artist, price label and duration', async () => {
    const found = (await search({ q: 'ceramic', type: 'services' })).json().services as ServiceHit[];
    expect(found).toEqual([
      {
        id: expect.any(String),
        name: 'Custom Ceramic Piece',
        price: 150,
        priceLabel: '150 MACS',
        durationLabel: '2-3 hours',
        artist: { id: maya.id, name: 'Maya Clay', username: 'maya_clay', avatarUrl: null, verified: false },
      },
    ]);
    const quote = (await search({ q: 'commission' })).json().services as ServiceHit[];
    expect(quote.map((s) => [s.name, s.priceLabel, s.durationLabel])).toEqual([
      ['Art Commission', 'Quote', 'variable'],
    ]);
  });

  it('excludes unpublished artworks and answers only the kind asked for', async () => {
    const body = (await search({ q: 'draft' })).json();
    expect(body.artworks).toEqual([]);
    const onlyArtworks = (await search({ q: 'ceramic', type: 'artworks', limit: '1' })).json();
    expect(onlyArtworks.artworks).toHaveLength(1);
    expect(onlyArtworks.artists).toEqual([]);
    expect(onlyArtworks.services).toEqual([]);
  });

  it('follows a rename at once (the trigger keeps the index current)', async () => {
    await t.database.db.update(users).set({ name: 'Otto Harbourmaster' }).where(eq(users.id, otto.id));
    const artists = (await search({ q: 'harbourmas', type: 'artists' })).json().artists as ArtistHit[];
    expect(artists.map((a) => a.username)).toEqual(['otto_oil']);
  });

  it('never fails on hostile input', async () => {
    for (const q of [
      "'",
      "''",
      '&|!',
      '\\',
      '🎨🔥',
      "o'brien & (x | !y):*",
      '<script>',
      'a:* & b',
      '%_',
      '日本語',
      'x'.repeat(200),
    ]) {
      const res = await search({ q });
      expect(res.statusCode, JSON.stringify(q)).toBe(200);
      expect(res.json()).toMatchObject({ success: true, artists: expect.any(Array) });
    }
  });

  it('refuses a NUL character with a clear 400, as every route does (PostgreSQL text cannot hold one)', async () => {
    const res = await search({ q: '\u0000x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Text must not contain NUL characters' });
  });

  it('refuses an empty, blank or too long query with its message', async () => {
    for (const [params, message] of [
      [{}, 'Please enter something to search for'],
      [{ q: '' }, 'Please enter something to search for'],
      [{ q: '   ' }, 'Please enter something to search for'],
      [{ q: 'x'.repeat(201) }, 'Search must be at most 200 characters'],
      [{ q: 'y'.repeat(10_000) }, 'Search must be at most 200 characters'],
      [{ q: 'clay', type: 'people' }, 'Type must be all, artists, artworks or services'],
      [{ q: 'clay', limit: '0' }, 'Limit must be a whole number from 1 to 50'],
    ] as const) {
      const res = await search(params);
      expect(res.statusCode, JSON.stringify(params).slice(0, 60)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message });
    }
  });

  it('answers every search from the GIN indexes of migration 0005', async () => {
    const plans = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explain = async (query: string) =>
        (await tx.execute<Record<string, string>>(sql.raw(`explain ${query}`))).rows
          .map((r) => Object.values(r)[0])
          .join('\n');
      return [
        await explain(`select 1 from artist_profiles where search_document @@ to_tsquery('simple', 'cer:*')`),
        await explain(
          `select 1 from media where published = true and media_search_document(title, caption, tags) @@ to_tsquery('simple', 'cer:*')`,
        ),
        await explain(
          `select 1 from services where to_tsvector('simple'::regconfig, name) @@ to_tsquery('simple', 'cer:*')`,
        ),
      ];
    });
    expect(plans[0]).toContain('artist_profiles_search_idx');
    expect(plans[1]).toContain('media_search_idx');
    expect(plans[2]).toContain('services_search_idx');
  });
});

describe('toPrefixTsquery', () => {
  it('keeps only words, quoted, each as a prefix, all required', () => {
    expect(toPrefixTsquery('Cer')).toBe("'cer':*");
    expect(toPrefixTsquery("o'brien & (x | !y):*")).toBe("'o':* & 'brien':* & 'x':* & 'y':*");
    expect(toPrefixTsquery('maya_clay maya')).toBe("'maya':* & 'clay':*");
    expect(toPrefixTsquery('🎨 \\ &|!')).toBeNull();
    expect(toPrefixTsquery('Øil Straße')).toBe("'øil':* & 'straße':*");
  });
});
