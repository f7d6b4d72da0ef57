import { z } from 'zod';
import {
  artistCategorySlugs,
  bioSchema,
  CATEGORY_MESSAGE,
  hourlyRateSchema,
  locationSchema,
  type OwnArtistProfile,
  phoneSchema,
  shortListSchema,
  shortTextSchema,
  socialHandleSchema,
  timezoneSchema,
  websiteSchema,
} from '#shared/schemas/artists.ts';
import { nameSchema, usernameSchema } from '#shared/schemas/auth-fields.ts';

const splitOn = (separator: RegExp) => (text: string) => text.split(separator);

/** A list typed as text: commas for short words, one line each for longer entries. */
const commaList = (label: string, item: string) =>
  z.string().transform(splitOn(/,/)).pipe(shortListSchema(label, item));
const lineList = (label: string, item: string) =>
  z.string().transform(splitOn(/\r?\n/)).pipe(shortListSchema(label, item));

/** Blank means "no rate"; anything else must read as a number, or the schema's message shows. */
const rateText = z
  .string()
  .transform((text) => (text.trim() === '' ? null : Number(text.trim().replace(/,/g, ''))))
  .pipe(hourlyRateSchema);

/**
 * The Profile tab form, on the shared field rules and messages; its output is exactly the body of
 * PUT /profiles/{id}.
 */
export const profileFormSchema = z.object({
  name: nameSchema,
  username: usernameSchema,
  bio: bioSchema,
  location: locationSchema,
  website: websiteSchema,
  instagram: socialHandleSchema('Instagram'),
  twitter: socialHandleSchema('Twitter'),
  phone: phoneSchema,
  category: z.enum(artistCategorySlugs, { error: CATEGORY_MESSAGE }),
  specialties: commaList('Specialties', 'specialty'),
  languages: commaList('Languages', 'language'),
  education: lineList('Education', 'education entry'),
  achievements: lineList('Achievements', 'achievement'),
  experience: shortTextSchema('Experience'),
  responseTime: shortTextSchema('Response time'),
  hourlyRate: rateText,
  bookingEnabled: z.boolean(),
  timezone: timezoneSchema,
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileForm = z.output<typeof profileFormSchema>;

export const profileFormFields = Object.keys(profileFormSchema.shape) as (keyof ProfileFormInput)[];

/** The saved profile as the form's text inputs hold it. */
export function profileFormValues(profile: OwnArtistProfile): ProfileFormInput {
  return {
    name: profile.name,
    username: profile.username,
    bio: profile.bio,
    location: profile.location ?? '',
    website: profile.website ?? '',
    instagram: profile.social.instagram ?? '',
    twitter: profile.social.twitter ?? '',
    phone: profile.phone ?? '',
    category: profile.category,
    specialties: profile.specialties.join(', '),
    languages: profile.languages.join(', '),
    education: profile.education.join('\n'),
    achievements: profile.achievements.join('\n'),
    experience: profile.experience ?? '',
    responseTime: profile.responseTime ?? '',
    hourlyRate: profile.pricing.hourlyRate === null ? '' : String(profile.pricing.hourlyRate),
    bookingEnabled: profile.bookingEnabled,
    timezone: profile.timezone,
  };
}
