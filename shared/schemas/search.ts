import { z } from 'zod';
import { SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE } from '#shared/constants.ts';
import { artistCategorySlugs } from '#shared/schemas/artists.ts';
import { numberQuery } from '#shared/schemas/bounds.ts';
import { artistRefSchema } from './people.ts';

/** The navigation search box (spec §2 placeholder 'Search artists, artwork, services...'). */
export const SEARCH_EMPTY_MESSAGE = 'Please enter something to search for';
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;

export const searchTypes = ['all', 'artists', 'artworks', 'services'] as const;
export type SearchType = (typeof searchTypes)[number];

const limitMessage = `Limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}`;

export const searchQuerySchema = z.object({
  // Required, as the document says; a missing q is read as an empty one, so it gets the same sentence.
  q: z.preprocess(
    (value) => value ?? '',
    z
      .string({ error: SEARCH_EMPTY_MESSAGE })
      .trim()
      .min(1, { error: SEARCH_EMPTY_MESSAGE })
      .max(SEARCH_MAX_LENGTH, { error: SEARCH_TOO_LONG_MESSAGE }),
  ),
  type: z.enum(searchTypes, { error: 'Type must be all, artists, artworks or services' }).default('all'),
  /** Results per kind. */
  limit: numberQuery(limitMessage, (n) =>
    n
      .int({ error: limitMessage })
      .min(1, { error: limitMessage })
      .max(SEARCH_MAX_LIMIT, { error: limitMessage }),
  ).default(SEARCH_DEFAULT_LIMIT),
});
export type SearchQueryInput = z.input<typeof searchQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const artistHitSchema = artistRefSchema.extend({
  category: z.enum(artistCategorySlugs),
  location: z.string().nullable(),
});
export type ArtistHit = z.infer<typeof artistHitSchema>;

export const artworkHitSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  type: z.enum(['image', 'video']),
  imageUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** MACS as a decimal; null when not for sale. */
  price: z.number().nullable(),
  artist: artistRefSchema,
});
export type ArtworkHit = z.infer<typeof artworkHitSchema>;

export const serviceHitSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** MACS as a decimal; null means the artist quotes a price. */
  price: z.number().nullable(),
  /** '120 MACS' or 'Quote', ready to show. */
  priceLabel: z.string(),
  durationLabel: z.string(),
  artist: artistRefSchema,
});
export type ServiceHit = z.infer<typeof serviceHitSchema>;

/** Each list is ranked best first; kinds not asked for by `type` come back empty. */
export const searchResponseSchema = z.object({
  success: z.literal(true),
  query: z.string(),
  artists: z.array(artistHitSchema),
  artworks: z.array(artworkHitSchema),
  services: z.array(serviceHitSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
