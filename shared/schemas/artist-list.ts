import { z } from 'zod';
import { artistCategorySlugs, categoryFilter } from '#shared/schemas/artist-fields.ts';
import { numberQuery } from '#shared/schemas/bounds.ts';
import { artistRefSchema } from './people.ts';

// The artists list (GET /profiles) and Discover (GET /discover).

export const ARTISTS_DEFAULT_LIMIT = 12;
export const ARTISTS_MAX_LIMIT = 50;

const listLimitMessage = `Limit must be a whole number from 1 to ${ARTISTS_MAX_LIMIT}`;
const listLimit = (fallback: number) =>
  numberQuery(listLimitMessage, (n) =>
    n
      .int({ error: listLimitMessage })
      .min(1, { error: listLimitMessage })
      .max(ARTISTS_MAX_LIMIT, { error: listLimitMessage }),
  ).default(fallback);

export const artistListQuerySchema = z.object({
  category: categoryFilter,
  /** Words to look for in name, username, bio, specialties and location (prefix matching). */
  q: z.string().trim().max(200, { error: 'Search must be at most 200 characters' }).optional(),
  page: numberQuery('Page must be a whole number from 1', (n) =>
    n
      .int({ error: 'Page must be a whole number from 1' })
      .min(1, { error: 'Page must be a whole number from 1' })
      .max(10_000, { error: 'Page must be at most 10000' }),
  ).default(1),
  limit: listLimit(ARTISTS_DEFAULT_LIMIT),
});
export type ArtistListQuery = z.infer<typeof artistListQuerySchema>;

export const artworkThumbSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  type: z.enum(['image', 'video']),
  imageUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
});
export type ArtworkThumb = z.infer<typeof artworkThumbSchema>;

/** One card of the artists list and Discover. */
export const artistSummarySchema = artistRefSchema.extend({
  bookingEnabled: z.boolean(),
  category: z.enum(artistCategorySlugs),
  location: z.string().nullable(),
  /** The start of the bio, cut at a word; the whole bio is on the profile page. */
  bioExcerpt: z.string(),
  followers: z.number().int().nonnegative(),
  artworks: z.number().int().nonnegative(),
  rating: z.number().min(1).max(5).nullable(),
  reviews: z.number().int().nonnegative(),
  /** Up to three newest published works. */
  recentArtworks: z.array(artworkThumbSchema),
});
export type ArtistSummary = z.infer<typeof artistSummarySchema>;

export const artistListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(artistSummarySchema),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  hasMore: z.boolean(),
});
export type ArtistListResponse = z.infer<typeof artistListResponseSchema>;

export const DISCOVER_DEFAULT_LIMIT = 24;

export const discoverQuerySchema = z.object({
  category: categoryFilter,
  /** Artworks returned (artists are capped at the same number). */
  limit: listLimit(DISCOVER_DEFAULT_LIMIT),
});
export type DiscoverQuery = z.infer<typeof discoverQuerySchema>;

export const discoverArtworkSchema = artworkThumbSchema.extend({
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** MACS as a decimal; null when not for sale. */
  price: z.number().nullable(),
  likes: z.number().int().nonnegative(),
  views: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
  category: z.enum(artistCategorySlugs),
  artist: artistRefSchema,
});
export type DiscoverArtwork = z.infer<typeof discoverArtworkSchema>;

export const discoverResponseSchema = z.object({
  success: z.literal(true),
  /** The category asked for; null for all of them. */
  category: z.enum(artistCategorySlugs).nullable(),
  artists: z.array(artistSummarySchema),
  artworks: z.array(discoverArtworkSchema),
});
export type DiscoverResponse = z.infer<typeof discoverResponseSchema>;
