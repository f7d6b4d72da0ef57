/**
 * The service catalogue of spec section 3, exactly as written there: what GET /services/categories
 * offers new services to start from, and what the demo seed gives every artist. Prices in MACS
 * hundredths; null is 'Quote'. Minutes are the slot a booking blocks (the upper end of a range; a
 * quoted commission starts with a one-hour briefing).
 */
export const specServices = [
  {
    slug: 'ceramic',
    name: 'Custom Ceramic Piece',
    durationLabel: '2-3 hours',
    durationMinutes: 180,
    priceMacs: 15_000,
  },
  {
    slug: 'consultation',
    name: 'Art Consultation',
    durationLabel: '1 hour',
    durationMinutes: 60,
    priceMacs: 7_500,
  },
  {
    slug: 'workshop',
    name: 'Workshop Session',
    durationLabel: '3-4 hours',
    durationMinutes: 240,
    priceMacs: 20_000,
  },
  {
    slug: 'portrait',
    name: 'Portrait Session',
    durationLabel: '2 hours',
    durationMinutes: 120,
    priceMacs: 12_000,
  },
  {
    slug: 'collaboration',
    name: 'Collaborative Project',
    durationLabel: '4-6 hours',
    durationMinutes: 360,
    priceMacs: 30_000,
  },
  {
    slug: 'commission',
    name: 'Art Commission',
    durationLabel: 'variable',
    durationMinutes: 60,
    priceMacs: null,
  },
  {
    slug: 'lesson',
    name: 'Private Lesson',
    durationLabel: '1.5 hours',
    durationMinutes: 90,
    priceMacs: 9_000,
  },
  { slug: 'tour', name: 'Gallery Tour', durationLabel: '1 hour', durationMinutes: 60, priceMacs: 5_000 },
] as const;
export type SpecServiceSlug = (typeof specServices)[number]['slug'];
