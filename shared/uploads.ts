/**
 * Upload rules of spec sections 5 and 9 (avatar, media): limits, accepted kinds and the exact
 * messages. The client runs these checks for fast feedback; the server checks again by content
 * (it never trusts the client) and answers with the same messages.
 */
import { z } from 'zod';
import {
  AVATAR_MAX_ASPECT,
  AVATAR_MAX_BYTES,
  AVATAR_MIN_ASPECT,
  AVATAR_MIN_PX,
  MEDIA_MAX_BYTES,
} from './constants.ts';

export { AVATAR_MAX_ASPECT, AVATAR_MAX_BYTES, AVATAR_MIN_ASPECT, MEDIA_MAX_BYTES };
/** Both sides of an avatar are at least this many pixels. */
export const AVATAR_MIN_SIZE = AVATAR_MIN_PX;

/**
 * Server only: the longest side an uploaded image may declare. The pixel cap alone lets through a
 * 1 × 39,000,000 PNG of 75 KB that keeps libvips busy for minutes; no photograph or scan is longer.
 */
export const IMAGE_MAX_SIDE_PX = 16_384;

/** Multipart field names of the two upload calls (spec section 7). */
export const AVATAR_FIELD = 'avatar';
export const MEDIA_FILE_FIELD = 'file';

export const MEDIA_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const MEDIA_VIDEO_EXTENSIONS = ['mp4', 'mov', 'avi', 'webm'] as const;
export type MediaKind = 'image' | 'video';

/** For `<input type="file" accept>`: a hint to the picker, not a check. */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';
export const MEDIA_ACCEPT = [...MEDIA_IMAGE_EXTENSIONS, ...MEDIA_VIDEO_EXTENSIONS]
  .map((ext) => `.${ext}`)
  .join(',');

export const uploadMessages = {
  avatarType: 'Please select a valid image file',
  avatarSize: 'File size must be less than 5MB',
  avatarMinSize: 'Image must be at least 100x100 pixels',
  avatarAspect: 'Image should be roughly square for best results',
  avatarInvalid: 'Invalid image file',
  mediaType: 'Please select a valid image (JPG, PNG, GIF, WebP) or video (MP4, MOV, AVI, WebM) file.',
  mediaSize: 'File size must be less than 50MB.',
  /** Server only: the decoded image would exceed the pixel cap (decompression bomb guard). */
  imageTooLarge: 'Image is too large to process',
  /** Server only: a side longer than IMAGE_MAX_SIDE_PX, refused from the header. */
  imageSideTooLong: `Image is too wide or too tall: each side can be at most ${IMAGE_MAX_SIDE_PX} pixels`,
  /** Server only: a video whose container structure cannot be read (so its metadata cannot be removed). */
  videoInvalid: 'Invalid video file',
  /** Server only: the image queue is full (503 with Retry-After). */
  uploadBusy: 'The server is busy processing other uploads. Please try again in a minute.',
  /** Server only: the client closed the connection before the upload was done. */
  uploadInterrupted: 'The upload was interrupted. Please try again.',
} as const;

export interface AvatarFileFacts {
  /** The browser's MIME type of the chosen file, e.g. 'image/png'. */
  type: string;
  size: number;
  /** Natural size once decoded; null or undefined when the image could not be read. */
  width?: number | null;
  height?: number | null;
}

/** Spec section 5, avatar: the first error in the spec's order, or null when the file passes. */
export function checkAvatarFile(file: AvatarFileFacts): string | null {
  if (!file.type.startsWith('image/')) return uploadMessages.avatarType;
  if (file.size > AVATAR_MAX_BYTES) return uploadMessages.avatarSize;
  const { width, height } = file;
  if (!width || !height || width <= 0 || height <= 0) return uploadMessages.avatarInvalid;
  if (width < AVATAR_MIN_SIZE || height < AVATAR_MIN_SIZE) return uploadMessages.avatarMinSize;
  if (!isRoughlySquare(width, height)) return uploadMessages.avatarAspect;
  return null;
}

/** Aspect ratio width/height within 0.8–1.2 inclusive. */
export function isRoughlySquare(width: number, height: number): boolean {
  const ratio = width / height;
  return ratio >= AVATAR_MIN_ASPECT && ratio <= AVATAR_MAX_ASPECT;
}

/** 'image' or 'video' by the file name's extension (case-insensitive), or null for anything else. */
export function mediaKindOf(name: string): MediaKind | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = name.slice(dot + 1).toLowerCase();
  if ((MEDIA_IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'image';
  if ((MEDIA_VIDEO_EXTENSIONS as readonly string[]).includes(ext)) return 'video';
  return null;
}

/** Spec section 5, media upload: the first error (extension, then size), or null. */
export function checkMediaFile(file: { name: string; size: number }): string | null {
  if (!mediaKindOf(file.name)) return uploadMessages.mediaType;
  if (file.size > MEDIA_MAX_BYTES) return uploadMessages.mediaSize;
  return null;
}

/** POST /profiles/avatar (spec section 7: `success` and `data.avatarUrl`). */
export const avatarUploadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ avatarUrl: z.string() }),
});
export type AvatarUploadResponse = z.infer<typeof avatarUploadResponseSchema>;
