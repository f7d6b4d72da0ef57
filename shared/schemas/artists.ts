import { z } from 'zod';
import {
  artistCategorySlugs,
  bioSchema,
  categorySchema,
  hourlyRateSchema,
  locationSchema,
  phoneSchema,
  shortListSchema,
  shortTextSchema,
  socialHandleSchema,
  timezoneSchema,
  websiteSchema,
} from '#shared/schemas/artist-fields.ts';
import { artworkRenditionsSchema } from '#shared/schemas/artwork-renditions.ts';
import { nameSchema, usernameSchema } from '#shared/schemas/auth-fields.ts';
import { numberQuery } from '#shared/schemas/bounds.ts';
import { ownUserSchema } from '#shared/schemas/user.ts';

export * from '#shared/schemas/artist-fields.ts';
export * from '#shared/schemas/artist-list.ts';

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
  renditions: artworkRenditionsSchema,
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
  limit: numberQuery(limitMessage, (n) =>
    n
      .int({ error: limitMessage })
      .min(1, { error: limitMessage })
      .max(GALLERY_MAX_LIMIT, { error: limitMessage }),
  ).default(GALLERY_DEFAULT_LIMIT),
});

// ---------------------------------------------------------------------------------------------
// Owner's view, profile editing, follow, the artists list and Discover (spec §7 "Profiles").

export const PROFILE_EXISTS_MESSAGE = 'You already have an artist profile';
export const OWN_PROFILE_ONLY_MESSAGE = 'You can only change your own artist profile';
export const CANNOT_FOLLOW_YOURSELF_MESSAGE = 'You cannot follow yourself';
export const CATEGORY_MESSAGE =
  'Please choose a category: Digital Art, Traditional, Mixed Media or Sculpture';
export const PROFILE_DELETED_MESSAGE =
  'Your artist profile was deleted. Your account is now a supporter account.';

/** GET /profiles/{id} for the owner: the public profile plus what only they may see. */
export const ownArtistProfileSchema = artistProfileSchema.extend({
  email: z.string(),
  phone: z.string().nullable(),
  timezone: z.string(),
});
export type OwnArtistProfile = z.infer<typeof ownArtistProfileSchema>;

export const anyArtistProfileResponseSchema = z.object({
  success: z.literal(true),
  // The owner's shape first: a public profile lacks `email` and falls through to the second.
  data: z.union([ownArtistProfileSchema, artistProfileSchema]),
});
export type AnyArtistProfileResponse = z.infer<typeof anyArtistProfileResponseSchema>;

/**
 * POST /profiles and PUT /profiles/{id}: every field optional, so a form sends what it edits.
 * Unknown keys (role, verified, userId, views, …) are stripped and can never reach the database.
 */
export const updateArtistProfileSchema = z.object({
  name: nameSchema.optional(),
  username: usernameSchema.optional(),
  bio: bioSchema.optional(),
  location: locationSchema.optional(),
  website: websiteSchema.optional(),
  instagram: socialHandleSchema('Instagram').optional(),
  twitter: socialHandleSchema('Twitter').optional(),
  category: categorySchema.optional(),
  specialties: shortListSchema('Specialties', 'specialty').optional(),
  languages: shortListSchema('Languages', 'language').optional(),
  education: shortListSchema('Education', 'education entry').optional(),
  achievements: shortListSchema('Achievements', 'achievement').optional(),
  experience: shortTextSchema('Experience').optional(),
  responseTime: shortTextSchema('Response time').optional(),
  hourlyRate: hourlyRateSchema.optional(),
  bookingEnabled: z.boolean({ error: 'Booking enabled must be true or false' }).optional(),
  timezone: timezoneSchema.optional(),
  phone: phoneSchema.optional(),
});
export type UpdateArtistProfileInput = z.input<typeof updateArtistProfileSchema>;
export type UpdateArtistProfile = z.output<typeof updateArtistProfileSchema>;

/** 'Join as Creator' for a signed-in supporter; the body may be empty or carry first details. */
export const createArtistProfileSchema = updateArtistProfileSchema.nullish().transform((body) => body ?? {});

/** Create and update answer with the new profile and the account (its role or name may have changed). */
export const artistProfileMutationResponseSchema = z.object({
  success: z.literal(true),
  data: ownArtistProfileSchema,
  user: ownUserSchema,
});
export type ArtistProfileMutationResponse = z.infer<typeof artistProfileMutationResponseSchema>;

export const deleteArtistProfileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: ownUserSchema,
});
export type DeleteArtistProfileResponse = z.infer<typeof deleteArtistProfileResponseSchema>;

/** Follow, unfollow and follow-status; `following` is false for a signed-out caller. */
export const followResponseSchema = z.object({
  success: z.literal(true),
  following: z.boolean(),
  followers: z.number().int().nonnegative(),
});
export type FollowResponse = z.infer<typeof followResponseSchema>;
