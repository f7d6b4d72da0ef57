import { z } from 'zod';
import type { MediaItem } from '#shared/schemas/media.ts';
import { mediaCaptionSchema, mediaTagsSchema, mediaTitleSchema } from '#shared/schemas/media.ts';

/**
 * The title, caption and tags the upload and edit modals share. Tags are typed as comma-separated
 * text (spec §3) and leave as the list the server stores, by the server's own rules.
 */
export const mediaDetailsFormSchema = z.object({
  title: mediaTitleSchema,
  caption: mediaCaptionSchema,
  tags: mediaTagsSchema,
});
export type MediaDetailsFormInput = z.input<typeof mediaDetailsFormSchema>;
export type MediaDetailsForm = z.output<typeof mediaDetailsFormSchema>;

export const emptyMediaDetails: MediaDetailsFormInput = { title: '', caption: '', tags: '' };

export function mediaDetailsOf(item: MediaItem): MediaDetailsFormInput {
  return { title: item.title, caption: item.caption, tags: item.tags.join(', ') };
}

export const mediaDetailsFields = ['title', 'caption', 'tags'] as const;
