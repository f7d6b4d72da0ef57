import { Brush, type LucideIcon, Monitor, Palette, Shapes } from 'lucide-react';

export type DiscoverCategory = { slug: string; name: string; blurb: string; icon: LucideIcon; tint: string };

/** Spec section 2: the four Discover categories. */
export const discoverCategories: readonly DiscoverCategory[] = [
  {
    slug: 'digital-art',
    name: 'Digital Art',
    blurb: 'Illustration, 3D and generative work',
    icon: Monitor,
    tint: 'from-teal-100 to-cyan-50 dark:from-teal-950 dark:to-cyan-950/40',
  },
  {
    slug: 'traditional',
    name: 'Traditional',
    blurb: 'Painting, drawing and printmaking',
    icon: Brush,
    tint: 'from-amber-100 to-orange-50 dark:from-amber-950 dark:to-orange-950/40',
  },
  {
    slug: 'mixed-media',
    name: 'Mixed Media',
    blurb: 'Collage, assemblage and everything between',
    icon: Palette,
    tint: 'from-rose-100 to-pink-50 dark:from-rose-950 dark:to-pink-950/40',
  },
  {
    slug: 'sculpture',
    name: 'Sculpture',
    blurb: 'Clay, stone, metal and installation',
    icon: Shapes,
    tint: 'from-stone-200 to-stone-50 dark:from-stone-800 dark:to-stone-900',
  },
];
