// Plain data without zod, so a screen that only shows category names does not load the validator.

/** The four Discover categories (spec section 2): the slug travels, the label is shown. */
export const artistCategorySlugs = ['digital-art', 'traditional', 'mixed-media', 'sculpture'] as const;
export type ArtistCategorySlug = (typeof artistCategorySlugs)[number];

export const artistCategoryLabels: Record<ArtistCategorySlug, string> = {
  'digital-art': 'Digital Art',
  traditional: 'Traditional',
  'mixed-media': 'Mixed Media',
  sculpture: 'Sculpture',
};
