import { z } from 'zod';
import { FEED_DEFAULT_LIMIT } from '#shared/constants.ts';
import { numberQuery } from '#shared/schemas/bounds.ts';
import { artworkRenditionsSchema } from './artwork-renditions.ts';
import { artistRefSchema } from './people.ts';

export { FEED_DEFAULT_LIMIT };
export const FEED_MAX_LIMIT = 50;

export const feedScopes = ['all', 'following'] as const;
export type FeedScope = (typeof feedScopes)[number];

export const feedQuerySchema = z.object({
  /** 'all' is "For you" (everyone); 'following' needs a signed-in caller. */
  scope: z.enum(feedScopes, { error: 'Scope must be all or following' }).default('all'),
  // Opaque to clients; the server decodes it and answers 400 'Invalid cursor' when it cannot.
  // An empty value (`?cursor=`) means the first page.
  cursor: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined)),
  // Out-of-range limits are clamped rather than refused, so clients can ask for "many".
  limit: numberQuery('Limit must be a whole number', (n) => n.int('Limit must be a whole number'))
    .default(FEED_DEFAULT_LIMIT)
    .transform((n) => Math.min(FEED_MAX_LIMIT, Math.max(1, n))),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

/** Spec §3 "Feed post", backed by an artist's published media. */
export const feedPostSchema = z.object({
  id: z.uuid(),
  artist: artistRefSchema.extend({ location: z.string().nullable() }),
  artwork: z.object({
    title: z.string(),
    /** The media caption. */
    description: z.string(),
    /** What to show; for a `previewOnly` video, its poster. */
    imageUrl: z.string(),
    /** A priced video whose downloads are off: the feed shows its poster, the video comes with a purchase. */
    previewOnly: z.boolean(),
    /** A smaller rendition; null when the file has none (e.g. a video without a poster). */
    thumbnailUrl: z.string().nullable(),
    renditions: artworkRenditionsSchema,
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    tags: z.array(z.string()),
    /** MACS as a decimal (stored as hundredths); null when not for sale. */
    price: z.number().nullable(),
    type: z.enum(['image', 'video']),
  }),
  engagement: z.object({
    likes: z.number().int(),
    comments: z.number().int(),
    views: z.number().int(),
  }),
  /** ISO 8601 ending in Z. */
  createdAt: z.iso.datetime(),
  /** The caller's own state; both false when signed out. */
  viewer: z.object({ liked: z.boolean(), saved: z.boolean() }),
});
export type FeedPost = z.infer<typeof feedPostSchema>;

export const feedResponseSchema = z.object({
  success: z.literal(true),
  posts: z.array(feedPostSchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type FeedResponse = z.infer<typeof feedResponseSchema>;
