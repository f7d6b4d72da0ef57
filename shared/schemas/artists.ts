import { z } from 'zod';

/** The four Discover categories (spec section 2): the slug travels, the label is shown. */
export const artistCategorySlugs = ['digital-art', 'traditional', 'mixed-media', 'sculpture'] as const;
export type ArtistCategorySlug = (typeof artistCategorySlugs)[number];

export const artistCategoryLabels: Record<ArtistCategorySlug, string> = {
  'digital-art': 'Digital Art',
  traditional: 'Traditional',
  'mixed-media': 'Mixed Media',
  sculpture: 'Sculpture',
};

export const ARTIST_NOT_FOUND_MESSAGE = 'Artist not found';

/** Gallery page size: enough for a full first screen of thumbnails, small enough to stay fast. */
export const GALLERY_DEFAULT_LIMIT = 24;
export const GALLERY_MAX_LIMIT = 100;

/**
 * Spec section 3 "Artist profile". Public: it never carries the e-mail, the phone or anything
 * private about the account (contact details come with booking).
 */
export const artistProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  verified: z.boolean(),
  bookingEnabled: z.boolean(),
  bio: z.string(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  social: z.object({ instagram: z.string().nullable(), twitter: z.string().nullable() }),
  category: z.enum(artistCategorySlugs),
  stats: z.object({
    followers: z.number().int().nonnegative(),
    following: z.number().int().nonnegative(),
    artworks: z.number().int().nonnegative(),
    views: z.number().int().nonnegative(),
    sales: z.number().int().nonnegative(),
    /** Average of 1–5 stars with one decimal; null until the first review. */
    rating: z.number().min(1).max(5).nullable(),
    reviews: z.number().int().nonnegative(),
  }),
  pricing: z.object({
    /** MACS as a decimal (stored in hundredths); null until the artist sets a rate. */
    hourlyRate: z.number().nonnegative().nullable(),
    currency: z.literal('MACS'),
  }),
  specialties: z.array(z.string()),
  experience: z.string().nullable(),
  responseTime: z.string().nullable(),
  languages: z.array(z.string()),
  education: z.array(z.string()),
  achievements: z.array(z.string()),
  /** When the account was created, ISO 8601 ending in Z. */
  memberSince: z.iso.datetime(),
});
export type ArtistProfile = z.infer<typeof artistProfileSchema>;

export const artistProfileResponseSchema = z.object({ success: z.literal(true), data: artistProfileSchema });
export type ArtistProfileResponse = z.infer<typeof artistProfileResponseSchema>;

export const galleryItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  caption: z.string(),
  type: z.enum(['image', 'video']),
  imageUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  tags: z.array(z.string()),
  likes: z.number().int().nonnegative(),
  views: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

export const galleryResponseSchema = z.object({ success: z.literal(true), data: z.array(galleryItemSchema) });
export type GalleryResponse = z.infer<typeof galleryResponseSchema>;

export const profileParamsSchema = z.object({
  // Any string: a malformed id or name is simply an artist that does not exist (404), never a 500.
  id: z.string().max(100),
});

const limitMessage = `Limit must be a whole number from 1 to ${GALLERY_MAX_LIMIT}`;

export const galleryQuerySchema = z.object({
  limit: z.coerce
    .number({ error: limitMessage })
    .int({ error: limitMessage })
    .min(1, { error: limitMessage })
    .max(GALLERY_MAX_LIMIT, { error: limitMessage })
    .default(GALLERY_DEFAULT_LIMIT),
});
