import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWithinAvailability } from '#server/domains/bookings/availability-service.ts';
import { CAMPAIGN_IMAGE_BOX } from '#server/domains/campaigns/campaign-write-image.ts';
import { RENDITIONS } from '#server/domains/media/renditions.ts';
import { checkLedger } from '#server/domains/wallet/ledger-check.ts';
import { publicFileUrl } from '#server/platform/storage/keys.ts';
import { uploadsDirFor } from '#server/platform/storage/storage.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { AVATAR_SIZES, avatarVariantUrl } from '#shared/avatar-renditions.ts';
import { newPasswordSchema } from '#shared/schemas/auth-fields.ts';
import { addDaysToDate, zonedDate } from '#shared/zoned-time.ts';
import { specServices } from './catalogue.ts';
import { DEMO_ARTIST_EMAIL, DEMO_PASSWORD, DEMO_SUPPORTER_EMAIL, seedIfEmpty } from './seed.ts';

// One seeded world shared by every assertion: seeding renders ~100 images, so it runs once.
describe('demo seed', () => {
  let t: TestApp;
  let dataDir: string;
  let uploadsDir: string;
  let seeded: boolean;
  const rows = async <T>(query: ReturnType<typeof sql>) => (await t.database.db.execute(query)).rows as T[];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'easel-seed-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    uploadsDir = uploadsDirFor(t.config);
    seeded = await seedIfEmpty(t.database, { uploadsDir });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reports that it seeded an empty database', () => {
    expect(seeded).toBe(true);
  });

  it('creates at least 8 artists covering the four Discover categories, each with the 8 spec services', async () => {
    const artists = await rows<{ category: string; n: number }>(
      sql`select category, count(*)::int as n from artist_profiles group by category`,
    );
    expect(artists.map((a) => a.category).sort()).toEqual([
      'digital-art',
      'mixed-media',
      'sculpture',
      'traditional',
    ]);
    expect(artists.reduce((sum, a) => sum + a.n, 0)).toBeGreaterThanOrEqual(8);
    const perArtist = await rows<{ n: number; with_avatar: boolean }>(
      sql`select count(s.id)::int as n, bool_and(u.avatar_url like '/api/v1/files/avatars/%/512.webp') as with_avatar
          from artist_profiles p join users u on u.id = p.user_id left join services s on s.artist_id = p.user_id
          group by p.user_id`,
    );
    expect(perArtist.every((a) => a.n === 8 && a.with_avatar)).toBe(true);
    const catalogue = await rows<{
      slug: string;
      name: string;
      duration_label: string;
      price_macs: number | null;
    }>(sql`select distinct slug, name, duration_label, price_macs from services order by slug`);
    expect(catalogue).toEqual(
      specServices
        .map((s) => ({
          slug: s.slug,
          name: s.name,
          duration_label: s.durationLabel,
          price_macs: s.priceMacs,
        }))
        .sort((a, b) => a.slug.localeCompare(b.slug)),
    );
  });

  it('stores at least 40 artworks as an upload would: PNG original, WebP display, 800 px and thumbnail', async () => {
    const media = await rows<{
      storage_key: string;
      display_key: string;
      medium_key: string;
      thumbnail_key: string;
      width: number;
      height: number;
    }>(sql`select storage_key, display_key, medium_key, thumbnail_key, width, height from media`);
    expect(media.length).toBeGreaterThanOrEqual(40);
    const shape = async (key: string) => {
      const meta = await sharp(join(uploadsDir, key)).metadata();
      return { format: meta.format, width: meta.width, height: meta.height };
    };
    for (const m of media) {
      const recorded = { width: m.width, height: m.height };
      expect(await shape(m.storage_key)).toEqual({ format: 'png', ...recorded });
      // The seed's pictures are under the display size, so the rendition keeps their size.
      expect(await shape(m.display_key)).toEqual({ format: 'webp', ...recorded });
      // The seed makes the 800 px rendition itself, so the backfill finds nothing to do. No seeded
      // shape is taller than 3:1, so it is 800 px wide, or the picture's own width when narrower.
      const mediumWidth = Math.min(RENDITIONS.medium.box.width, m.width);
      expect(await shape(m.medium_key)).toEqual({
        format: 'webp',
        width: mediumWidth,
        height: Math.round((m.height * mediumWidth) / m.width),
      });
      const thumbnail = await shape(m.thumbnail_key);
      expect(thumbnail.format).toBe('webp');
      expect(Math.max(thumbnail.width ?? 0, thumbnail.height ?? 0)).toBe(RENDITIONS.thumbnail.box.width);
    }
    const ratios = new Set(media.map((m) => (m.width / m.height).toFixed(2)));
    expect(ratios.size).toBeGreaterThanOrEqual(3);
  });

  it('lists priced artworks by their display rendition, never by the original only buyers may download', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/marketplace?page=1' });
    expect(res.statusCode).toBe(200);
    const items: { imageUrl: string }[] = res.json().data;
    expect(items.length).toBeGreaterThan(0);
    const originals = await rows<{ storage_key: string }>(
      sql`select storage_key from media where price_macs is not null`,
    );
    const originalUrls = new Set(originals.map((o) => publicFileUrl(o.storage_key)));
    for (const item of items) {
      expect(item.imageUrl).toMatch(/\.webp$/);
      expect(originalUrls.has(item.imageUrl)).toBe(false);
    }
  });

  it('stores campaign pictures as the 16:9 WebP that replacing one through the API gives', async () => {
    const covers = await rows<{ image_url: string }>(
      sql`select image_url from campaigns where image_url is not null`,
    );
    expect(covers.length).toBeGreaterThan(0);
    for (const { image_url } of covers) {
      const res = await t.app.inject({ method: 'GET', url: image_url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.rawPayload).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual({
        width: CAMPAIGN_IMAGE_BOX.width,
        height: CAMPAIGN_IMAGE_BOX.height,
      });
    }
  });

  it('has the spec samples: 4 feed posts (two priced), 6+ marketplace artworks, likes and follows', async () => {
    const feed = await rows<{ price_macs: number | null }>(
      sql`select price_macs from media where published order by created_at desc limit 4`,
    );
    expect(feed.filter((f) => f.price_macs !== null)).toHaveLength(2);
    const [counts] = await rows<{
      priced: number;
      unique_: number;
      editions: number;
      likes: number;
      follows: number;
    }>(
      sql`select (select count(*)::int from media where price_macs is not null) as priced,
                 (select count(*)::int from media where price_macs is not null and edition_size is null) as unique_,
                 (select count(*)::int from media where edition_size is not null) as editions,
                 (select count(*)::int from media_likes) as likes,
                 (select count(*)::int from follows) as follows`,
    );
    expect(counts!.priced).toBeGreaterThanOrEqual(6);
    expect(counts!.unique_).toBeGreaterThan(0);
    expect(counts!.editions).toBeGreaterThan(0);
    expect(counts!.likes).toBeGreaterThan(0);
    expect(counts!.follows).toBeGreaterThan(0);
  });

  it('has 6+ campaigns over, under 25% and between 50 and 75% funded, ending within 3 and 7 days and ended', async () => {
    const campaigns = await rows<{ pct: number; days: number; pending: number }>(
      sql`select 100.0 * coalesce(sum(k.amount_cents) filter (where k.status = 'confirmed'), 0) / c.target_cents as pct,
                 extract(epoch from c.deadline - now()) / 86400 as days,
                 count(k.id) filter (where k.status = 'pending' and k.payment_type = 'crypto')::int as pending
          from campaigns c left join contributions k on k.campaign_id = c.id group by c.id`,
    );
    expect(campaigns.length).toBeGreaterThanOrEqual(6);
    const pct = campaigns.map((c) => Number(c.pct));
    const days = campaigns.map((c) => Number(c.days));
    expect(pct.some((p) => p > 100)).toBe(true);
    expect(pct.some((p) => p < 25)).toBe(true);
    expect(pct.some((p) => p >= 50 && p <= 75)).toBe(true);
    expect(days.some((d) => d > 0 && d <= 3)).toBe(true);
    expect(days.some((d) => d > 3 && d <= 7)).toBe(true);
    expect(days.some((d) => d < 0)).toBe(true);
    expect(campaigns.some((c) => c.pending > 0)).toBe(true);
  });

  it('has bookings in every status, past and future, the sample services and a review on a completed one', async () => {
    const statuses = await rows<{ status: string }>(
      sql`select distinct status from bookings order by status`,
    );
    expect(statuses.map((s) => s.status)).toEqual([
      'cancelled',
      'completed',
      'confirmed',
      'declined',
      'disputed',
      'pending',
    ]);
    // Paid sessions (decision 020): the seed holds MACS in escrow for the ended and disputed ones.
    const [escrow] = await rows<{ held: number; disputes: number }>(
      sql`select (select sum(amount - released - refunded) from booking_escrows)::int as held,
        (select count(*) from booking_disputes where outcome is null)::int as disputes`,
    );
    expect(escrow).toEqual({ held: 4 * 7_500, disputes: 2 });
    const [when] = await rows<{ past: number; future: number }>(
      sql`select count(*) filter (where starts_at < now())::int as past, count(*) filter (where starts_at > now())::int as future from bookings`,
    );
    expect(when!.past).toBeGreaterThan(0);
    expect(when!.future).toBeGreaterThan(0);
    const names = await rows<{ service_name: string }>(sql`select distinct service_name from bookings`);
    expect(names.map((n) => n.service_name)).toEqual(
      expect.arrayContaining([
        'Custom Ceramic Piece',
        'Art Consultation',
        'Workshop Session',
        'Portrait Session',
      ]),
    );
    const reviewed = await rows<{ status: string }>(
      sql`select b.status from reviews r join bookings b on b.id = r.booking_id`,
    );
    expect(reviewed.length).toBeGreaterThan(0);
    expect(reviewed.every((r) => r.status === 'completed')).toBe(true);
  });

  it('gives every booking-enabled artist weekly hours, a closed date and a block, and none to the others', async () => {
    const calendars = await rows<{
      booking_enabled: boolean;
      weekly: number;
      closed: number;
      blocks: number;
    }>(
      sql`select p.booking_enabled,
                 (select count(*)::int from availability_rules r where r.artist_id = p.user_id and r.weekday is not null) as weekly,
                 (select count(*)::int from availability_rules r where r.artist_id = p.user_id and not r.available) as closed,
                 (select count(*)::int from calendar_blocks b where b.artist_id = p.user_id and b.starts_at > now()) as blocks
          from artist_profiles p`,
    );
    const bookable = calendars.filter((c) => c.booking_enabled);
    expect(bookable.length).toBeGreaterThan(0);
    expect(bookable.every((c) => c.weekly >= 5 && c.closed === 1 && c.blocks >= 1)).toBe(true);
    expect(
      calendars.filter((c) => !c.booking_enabled).every((c) => c.weekly + c.closed + c.blocks === 0),
    ).toBe(true);
  });

  it('keeps every future pending or confirmed booking inside its artist’s open hours', async () => {
    const active = await rows<{ artist_id: string; starts_at: string; ends_at: string }>(
      sql`select artist_id, starts_at, ends_at from bookings where status in ('pending', 'confirmed') and starts_at > now()`,
    );
    expect(active.length).toBeGreaterThan(0);
    for (const b of active) {
      const inside = await isWithinAvailability(
        t.database.db,
        b.artist_id,
        new Date(b.starts_at),
        new Date(b.ends_at),
      );
      expect(inside, `${b.artist_id} ${b.starts_at}`).toBe(true);
    }
  });

  it('shows the demo artist’s calendar in all four states over the next four weeks', async () => {
    const [maya] = await rows<{ id: string; timezone: string }>(
      sql`select u.id, p.timezone from users u join artist_profiles p on p.user_id = u.id where u.email = ${DEMO_ARTIST_EMAIL}`,
    );
    const today = zonedDate(new Date(), maya!.timezone);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/availability/${maya!.id}?startDate=${addDaysToDate(today, 1)}&endDate=${addDaysToDate(today, 28)}`,
    });
    expect(res.statusCode).toBe(200);
    const states = new Set(Object.values(res.json().states as Record<string, string>));
    expect([...states].sort()).toEqual(['available', 'booked', 'partial', 'unavailable']);
  });

  it('keeps a balanced ledger with the demo supporter’s top-up and purchase', async () => {
    const unbalanced = await rows<{ id: string }>(
      sql`select transfer_id as id from ledger_entries group by transfer_id having sum(amount) <> 0 or count(*) < 2`,
    );
    expect(unbalanced).toEqual([]);
    // Every rule of `npm run check:ledger`, the session escrow's included (decision 020).
    expect(await checkLedger(t.database.db)).toEqual([]);
    const sam = await rows<{ kind: string; amount: number }>(
      sql`select t.kind, e.amount::int as amount from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
          join ledger_accounts a on a.id = e.account_id join users u on u.id = a.user_id
          where u.email = ${DEMO_SUPPORTER_EMAIL} order by t.created_at`,
    );
    expect(sam.map((s) => s.kind)).toEqual(['topup', 'purchase']);
    expect(sam[0]!.amount).toBeGreaterThan(0);
    expect(sam[1]!.amount).toBeLessThan(0);
  });

  it("gives the supporter's purchase its order and the demo artist a pending offer", async () => {
    const sold = await rows<{ title: string; edition: number; paid: boolean }>(
      sql`select o.title, o.edition_number as edition, (o.price_macs = m.price_macs) as paid
          from marketplace_orders o join media m on m.id = o.media_id join users u on u.id = o.buyer_id
          where u.email = ${DEMO_SUPPORTER_EMAIL}`,
    );
    expect(sold).toEqual([{ title: 'Tide Pool Cups', edition: 1, paid: true }]);
    const pending = await rows<{ n: number }>(
      sql`select count(*)::int as n from marketplace_offers o join users u on u.id = o.artist_id
          join conversations c on c.offer_id = o.id where u.email = ${DEMO_ARTIST_EMAIL} and o.status = 'pending'`,
    );
    expect(pending).toEqual([{ n: 1 }]);
  });

  it('gives the demo artist and supporter notifications of mixed types, some unread', async () => {
    const notes = await rows<{ email: string; types: number; unread: number }>(
      sql`select u.email, count(distinct n.type)::int as types, count(*) filter (where not n.read)::int as unread
          from notifications n join users u on u.id = n.user_id group by u.email order by u.email`,
    );
    expect(notes.map((n) => n.email).sort()).toEqual([DEMO_ARTIST_EMAIL, DEMO_SUPPORTER_EMAIL].sort());
    expect(notes.every((n) => n.types >= 3 && n.unread > 0)).toBe(true);
  });

  it('lets the demo accounts sign in with a password that passes the password policy', async () => {
    expect(newPasswordSchema().safeParse(DEMO_PASSWORD).success).toBe(true);
    for (const email of [DEMO_ARTIST_EMAIL, DEMO_SUPPORTER_EMAIL]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().token).toEqual(expect.any(String));
    }
  });

  it('stores a seeded avatar as an upload would, every size served as WebP with nosniff', async () => {
    const [user] = await rows<{ avatar_url: string }>(
      sql`select avatar_url from users where email = ${DEMO_ARTIST_EMAIL}`,
    );
    for (const size of AVATAR_SIZES) {
      const res = await t.app.inject({ method: 'GET', url: avatarVariantUrl(user!.avatar_url, size) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const { format, width, height } = await sharp(res.rawPayload).metadata();
      expect({ format, width, height }).toEqual({ format: 'webp', width: size, height: size });
    }
  });

  it('does nothing the second time: same rows, same files', async () => {
    const before = await t.snapshot();
    const files = async () => (await readdir(uploadsDir, { recursive: true })).sort();
    const filesBefore = await files();
    expect(await seedIfEmpty(t.database, { uploadsDir })).toBe(false);
    expect(await t.snapshot()).toEqual(before);
    expect(await files()).toEqual(filesBefore);
  });
});
