import { z } from 'zod';
import { artistCategorySlugs } from '#shared/artist-categories.ts';
import { moneySchema } from './bounds.ts';
import { textLength } from './text-length.ts';
import { trimmedLengthPattern, trimmedPattern } from './text-patterns.ts';

/**
 * Field rules of the artist profile form (dashboard Profile tab, PUT /profiles/{id}). Optional
 * text fields treat an empty or blank value as "cleared" and send null, so a form can always post
 * what its inputs hold.
 */

export {
  type ArtistCategorySlug,
  artistCategoryLabels,
  artistCategorySlugs,
} from '#shared/artist-categories.ts';

export const CATEGORY_MESSAGE =
  'Please choose a category: Digital Art, Traditional, Mixed Media or Sculpture';
export const categorySchema = z.enum(artistCategorySlugs, { error: CATEGORY_MESSAGE });

/** A list's category filter: an empty `?category=` means every category, and the document says so. */
export const categoryFilter = z
  .union([z.literal(''), categorySchema], { error: CATEGORY_MESSAGE })
  .optional()
  .transform((value) => (value ? value : undefined));

export const BIO_MAX_LENGTH = 1000;
export const LOCATION_MAX_LENGTH = 120;
export const HANDLE_MAX_LENGTH = 30;
export const SHORT_TEXT_MAX_LENGTH = 80;
export const LIST_MAX_ITEMS = 20;
export const WEBSITE_MAX_LENGTH = 2048;
/** A generous ceiling that keeps hundredths well inside a 32-bit column. */
export const HOURLY_RATE_MAX = 1_000_000;

export const WEBSITE_URL_MESSAGE = 'Please enter a valid URL starting with http:// or https://';
export const TIMEZONE_MESSAGE = 'Please choose a valid time zone, such as Europe/Berlin';
export const HOURLY_RATE_MESSAGE = 'Hourly rate must be a number of MACS from 0 to 1,000,000';

/** Text in, trimmed; blank becomes null. Anything but text or null is refused in words. */
const optionalText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .nullable()
    .transform((value) => {
      const trimmed = value?.trim() ?? '';
      return trimmed === '' ? null : trimmed;
    });

const limitedText = (label: string, max: number) =>
  optionalText(label)
    .refine((v) => v === null || textLength(v) <= max, {
      error: `${label} must be at most ${max} characters`,
    })
    .meta({ pattern: trimmedLengthPattern(0, max) });

export const bioSchema = z
  .string({ error: 'Bio must be text' })
  .nullable()
  .transform((value) => value?.trim() ?? '')
  .refine((v) => textLength(v) <= BIO_MAX_LENGTH, {
    error: `Bio must be at most ${BIO_MAX_LENGTH} characters`,
  })
  .meta({ pattern: trimmedLengthPattern(0, BIO_MAX_LENGTH) });

export const locationSchema = limitedText('Location', LOCATION_MAX_LENGTH);
export const shortTextSchema = (label: string) => limitedText(label, SHORT_TEXT_MAX_LENGTH);

/**
 * What isWebUrl takes, as the OpenAPI document writes it: http(s), a dotted host whose last label
 * starts with a letter (so the URL parser never reads it as a bad IPv4 address), then printable
 * characters. Slightly narrower than isWebUrl, never wider.
 */
export const WEB_URL_PATTERN =
  '[Hh][Tt][Tt][Pp][Ss]?://(?:[A-Za-z0-9-]+\\.)+[A-Za-z][A-Za-z0-9-]*(?:[/?#][!-~]*)?';

export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || value.length > WEBSITE_MAX_LENGTH || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const websiteSchema = optionalText('Website')
  .refine((v) => v === null || isWebUrl(v), { error: WEBSITE_URL_MESSAGE })
  .meta({ pattern: trimmedPattern(`(?:${WEB_URL_PATTERN})?`) });

/** '@maya.clay' and 'maya.clay' are the same handle; the @ is never stored. */
export const socialHandleSchema = (label: string) =>
  optionalText(label)
    .transform((v) => (v === null ? null : v.replace(/^@/, '') || null))
    .superRefine((v, ctx) => {
      if (v === null) return;
      if (textLength(v) > HANDLE_MAX_LENGTH) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} handle must be at most ${HANDLE_MAX_LENGTH} characters`,
        });
      } else if (!/^[A-Za-z0-9._]+$/.test(v)) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} handle may only contain letters, numbers, dots and underscores`,
        });
      }
    })
    .meta({ pattern: trimmedPattern(`@?(?:[A-Za-z0-9._]{1,${HANDLE_MAX_LENGTH}})?`) });

/** Short entries such as specialties; blanks are dropped and repeats kept once. */
export const shortListSchema = (label: string, itemLabel: string) =>
  z
    .array(z.string({ error: `Each ${itemLabel} must be text` }), { error: `${label} must be a list` })
    .transform((items) => [...new Set(items.map((i) => i.trim()).filter((i) => i !== ''))])
    .superRefine((items, ctx) => {
      if (items.length > LIST_MAX_ITEMS) {
        ctx.addIssue({ code: 'custom', message: `${label} can have at most ${LIST_MAX_ITEMS} entries` });
      } else if (items.some((i) => textLength(i) > SHORT_TEXT_MAX_LENGTH)) {
        ctx.addIssue({
          code: 'custom',
          message: `Each ${itemLabel} must be at most ${SHORT_TEXT_MAX_LENGTH} characters`,
        });
      }
    });

/** MACS with at most two decimals (stored as hundredths); null means "no rate set". */
export const hourlyRateSchema = moneySchema({
  min: 0,
  max: HOURLY_RATE_MAX,
  message: HOURLY_RATE_MESSAGE,
  decimals: 'Hourly rate can have at most two decimals',
}).nullable();

/**
 * An IANA zone name as the browser and PostgreSQL both know it. Intl alone would also accept
 * offsets like '+01:00', which are not zones (no DST rules), so the shape is checked first.
 * The stored spelling is the canonical one ('europe/berlin' becomes 'Europe/Berlin').
 */
export function canonicalTimeZone(value: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return null;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
    return resolved.toLowerCase() === value.toLowerCase() ? resolved : value;
  } catch {
    return null;
  }
}

export const timezoneSchema = z
  .string({ error: TIMEZONE_MESSAGE })
  .trim()
  .transform((value, ctx) => {
    const zone = canonicalTimeZone(value);
    if (zone === null) {
      ctx.addIssue({ code: 'custom', message: TIMEZONE_MESSAGE });
      return z.NEVER;
    }
    return zone;
  });

export const phoneSchema = optionalText('Phone').refine(
  (v) => v === null || (/^\+?[0-9][0-9 ().-]{4,29}$/.test(v) && v.replace(/\D/g, '').length >= 5),
  { error: 'Please enter a valid phone number' },
);
