import { z } from 'zod';
import { artworkRenditionsSchema } from './artwork-renditions.ts';
import { numberQuery } from './bounds.ts';
import { macsAmountSchema } from './macs-amount.ts';
import { personWithAvatarSchema } from './people.ts';

export { fromMacsMinor, MACS_MINOR_UNITS, toMacsMinor } from '#shared/macs.ts';

export const MEDIA_NOT_FOUND_MESSAGE = 'Media not found';
export const MEDIA_TITLE_REQUIRED_MESSAGE = 'Title is required';
export const MEDIA_DELETE_CONFIRM_MESSAGE = 'Are you sure you want to delete this media?';
export const DOWNLOAD_NOT_ALLOWED_MESSAGE = 'The artist has not allowed downloads of this work';
export const OFFER_SENT_MESSAGE = 'Your offer was sent to the artist.';
export const COMMENT_NOT_FOUND_MESSAGE = 'Comment not found';

export const MEDIA_TITLE_MAX_LENGTH = 200;
export const MEDIA_CAPTION_MAX_LENGTH = 2000;
export const MEDIA_TAGS_MAX = 20;
export const MEDIA_TAG_MAX_LENGTH = 30;
export const COMMENT_MAX_LENGTH = 2000;
export const OFFER_MESSAGE_MAX_LENGTH = 500;

export const MEDIA_PAGE_DEFAULT_LIMIT = 20;
export const MEDIA_PAGE_MAX_LIMIT = 50;

/**
 * Tags arrive as a list or as the upload form's comma-separated text. Both become trimmed,
 * lower-cased, de-duplicated tags in their first order; empty pieces are dropped.
 */
export function normalizeTags(input: string | readonly string[]): string[] {
  const pieces = typeof input === 'string' ? input.split(',') : input;
  const seen = new Set<string>();
  for (const piece of pieces) {
    const tag = piece.trim().toLowerCase();
    if (tag) seen.add(tag);
  }
  return [...seen];
}

/** Tags as a list or comma-separated text; at most 20 tags of at most 30 characters each. */
export const mediaTagsSchema = z
  .union([z.string(), z.array(z.string({ error: 'Each tag must be text' })).max(200)], {
    error: 'Tags must be a list or comma-separated text',
  })
  .transform(normalizeTags)
  .pipe(
    z
      .array(
        z.string().max(MEDIA_TAG_MAX_LENGTH, `Each tag must be at most ${MEDIA_TAG_MAX_LENGTH} characters`),
      )
      .max(MEDIA_TAGS_MAX, `Use at most ${MEDIA_TAGS_MAX} tags`),
  );

export const mediaTitleSchema = z
  .string({ error: MEDIA_TITLE_REQUIRED_MESSAGE })
  .trim()
  .min(1, MEDIA_TITLE_REQUIRED_MESSAGE)
  .max(MEDIA_TITLE_MAX_LENGTH, `Title must be at most ${MEDIA_TITLE_MAX_LENGTH} characters`);

export const mediaCaptionSchema = z
  .string({ error: 'Caption must be text' })
  .trim()
  .max(MEDIA_CAPTION_MAX_LENGTH, `Caption must be at most ${MEDIA_CAPTION_MAX_LENGTH} characters`);

/** PUT /media/{id}. `price: null` takes the work off sale; absent fields stay as they are. */
export const mediaUpdateSchema = z.object({
  title: mediaTitleSchema,
  caption: mediaCaptionSchema.optional(),
  tags: mediaTagsSchema.optional(),
  allowDownload: z.boolean({ error: 'allowDownload must be true or false' }).optional(),
  price: macsAmountSchema('Please enter a valid price').nullable().optional(),
});
export type MediaUpdateInput = z.input<typeof mediaUpdateSchema>;
export type MediaUpdate = z.output<typeof mediaUpdateSchema>;

/** Spec §3 "Media", plus what the screens need to act on it. */
export const mediaItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  caption: z.string(),
  type: z.enum(['image', 'video']),
  /**
   * What to show: the screen-sized rendition when there is one, else the original; for a video
   * that is `previewOnly`, its poster.
   */
  url: z.string(),
  /**
   * A priced video whose downloads are off, seen by someone who is neither its artist nor a
   * buyer: `url` is the poster, and the video comes with the purchase.
   */
  previewOnly: z.boolean(),
  /**
   * The original file; null unless this viewer may download it (the artist allows downloads,
   * or the viewer is the artist), so an original is never handed out against the artist's wish.
   */
  originalUrl: z.string().nullable(),
  thumbnail: z.string().nullable(),
  renditions: artworkRenditionsSchema,
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  tags: z.array(z.string()),
  /** ISO 8601 ending in Z. */
  uploadDate: z.iso.datetime(),
  likes: z.number().int().nonnegative(),
  views: z.number().int().nonnegative(),
  downloads: z.number().int().nonnegative(),
  comments: z.number().int().nonnegative(),
  allowDownload: z.boolean(),
  /** MACS decimal; null when not for sale. */
  price: z.number().positive().nullable(),
  /** Copies for sale; null for a unique piece. */
  editionSize: z.number().int().positive().nullable(),
  /** Unpublished work is seen by its artist only. */
  published: z.boolean(),
  /** Set when moderation hid it: only its author (and operators) still see it, with this reason. */
  hiddenReason: z.string().nullable(),
  artist: personWithAvatarSchema,
  /** All false when signed out. */
  viewer: z.object({ liked: z.boolean(), saved: z.boolean(), isOwner: z.boolean() }),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaItemResponseSchema = z.object({ success: z.literal(true), data: mediaItemSchema });
export type MediaItemResponse = z.infer<typeof mediaItemResponseSchema>;

export const mediaListResponseSchema = z.object({ success: z.literal(true), data: z.array(mediaItemSchema) });
export type MediaListResponse = z.infer<typeof mediaListResponseSchema>;

/** GET /media/saved: newest save first, keyset-paged. */
export const mediaPageResponseSchema = mediaListResponseSchema.extend({ nextCursor: z.string().nullable() });
export type MediaPageResponse = z.infer<typeof mediaPageResponseSchema>;

export const mediaDeleteResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/**
 * Any string: an id that cannot exist is simply not found (404), the same answer as an unknown
 * one, never a validation error or a 500.
 */
export const mediaIdParamsSchema = z.object({ id: z.string().max(100) });
export const mediaCommentParamsSchema = mediaIdParamsSchema.extend({ commentId: z.string().max(100) });

const limitMessage = `Limit must be a whole number from 1 to ${MEDIA_PAGE_MAX_LIMIT}`;
const limitSchema = numberQuery(limitMessage, (n) =>
  n
    .int({ error: limitMessage })
    .min(1, { error: limitMessage })
    .max(MEDIA_PAGE_MAX_LIMIT, { error: limitMessage }),
).default(MEDIA_PAGE_DEFAULT_LIMIT);

export const mediaListQuerySchema = z.object({ limit: limitSchema });

/** Cursor-paged lists (likers, comments, saved). An empty `?cursor=` means the first page. */
export const mediaPageQuerySchema = z.object({
  cursor: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined)),
  limit: limitSchema,
});
export type MediaPageQuery = z.infer<typeof mediaPageQuerySchema>;

export const mediaSearchQuerySchema = z.object({
  // Required, as the document says; a missing query is read as an empty one, so it gets the same sentence.
  query: z.preprocess(
    (value) => value ?? '',
    z
      .string({ error: 'Please enter a search term' })
      .trim()
      .min(1, 'Please enter a search term')
      .max(100, 'Search terms must be at most 100 characters'),
  ),
  limit: limitSchema,
});

export const likeStateResponseSchema = z.object({
  success: z.literal(true),
  liked: z.boolean(),
  likes: z.number().int().nonnegative(),
});
export type LikeStateResponse = z.infer<typeof likeStateResponseSchema>;

export const saveStateResponseSchema = z.object({
  success: z.literal(true),
  saved: z.boolean(),
  saves: z.number().int().nonnegative(),
});
export type SaveStateResponse = z.infer<typeof saveStateResponseSchema>;

export const likersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(personWithAvatarSchema),
  nextCursor: z.string().nullable(),
});
export type LikersResponse = z.infer<typeof likersResponseSchema>;

export const viewResponseSchema = z.object({
  success: z.literal(true),
  views: z.number().int().nonnegative(),
  /** False when this viewer was already counted today (UTC). */
  counted: z.boolean(),
});
export type ViewResponse = z.infer<typeof viewResponseSchema>;

export const mediaStatsSchema = z.object({
  likes: z.number().int().nonnegative(),
  views: z.number().int().nonnegative(),
  downloads: z.number().int().nonnegative(),
  comments: z.number().int().nonnegative(),
  saves: z.number().int().nonnegative(),
});
export type MediaStats = z.infer<typeof mediaStatsSchema>;
export const mediaStatsResponseSchema = z.object({ success: z.literal(true), data: mediaStatsSchema });

export const commentBodySchema = z.object({
  body: z
    .string({ error: 'Comment cannot be empty' })
    .trim()
    .min(1, 'Comment cannot be empty')
    .max(COMMENT_MAX_LENGTH, `Comments must be at most ${COMMENT_MAX_LENGTH} characters`),
});
export type CommentBody = z.infer<typeof commentBodySchema>;

export const mediaCommentSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  createdAt: z.iso.datetime(),
  author: personWithAvatarSchema,
  /** The author, and the artist of the work, may delete a comment. */
  canDelete: z.boolean(),
  /** Set when moderation hid it: only its author (and operators) still see it, with this reason. */
  hiddenReason: z.string().nullable(),
});
export type MediaComment = z.infer<typeof mediaCommentSchema>;

export const commentListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(mediaCommentSchema),
  nextCursor: z.string().nullable(),
});
export type CommentListResponse = z.infer<typeof commentListResponseSchema>;
export const commentResponseSchema = z.object({ success: z.literal(true), data: mediaCommentSchema });

export const offerBodySchema = z.object({
  amount: macsAmountSchema('Please enter a valid offer amount'),
  message: z
    .string({ error: 'Message must be text' })
    .trim()
    .max(OFFER_MESSAGE_MAX_LENGTH, `Message must be at most ${OFFER_MESSAGE_MAX_LENGTH} characters`)
    .optional(),
});
export type OfferBodyInput = z.input<typeof offerBodySchema>;
export type OfferBody = z.output<typeof offerBodySchema>;

export const offerResponseSchema = z.object({ success: z.literal(true), message: z.string() });
