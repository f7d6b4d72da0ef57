import type { BookingStatus } from '#server/domains/bookings/tables.ts';
import type { SpecServiceSlug } from './catalogue.ts';

export type Client = { supporter: string } | { guest: string; email: string };
export type BookingPlan = {
  artist: string;
  service: SpecServiceSlug;
  status: BookingStatus;
  client: Client;
  day: number;
  hour: number;
  message: string;
  reason?: string;
  review?: { rating: number; body: string };
};

/** Every status, past and future; the demo artist's list carries the spec's four sample services. */
export const bookingPlans: BookingPlan[] = [
  {
    artist: 'maya',
    service: 'ceramic',
    status: 'pending',
    client: { supporter: 'sam' },
    day: 3,
    hour: 10,
    message: 'I would love a serving bowl in your ash glaze, about 30 cm across, for a wedding gift.',
  },
  {
    artist: 'maya',
    service: 'portrait',
    status: 'pending',
    client: { guest: 'Olivia Parker', email: 'olivia.parker@example.com' },
    day: 5,
    hour: 14,
    message: 'Could we do a portrait session of my grandmother at her potter’s wheel?',
  },
  {
    artist: 'maya',
    service: 'consultation',
    status: 'confirmed',
    client: { supporter: 'sam' },
    day: 2,
    hour: 11,
    message: 'Looking for advice on starting a small home studio with a second-hand kiln.',
  },
  {
    artist: 'maya',
    service: 'workshop',
    status: 'confirmed',
    client: { guest: 'Daniel Wu', email: 'daniel.wu@example.com' },
    day: 9,
    hour: 9,
    message: 'Team workshop for six people from our design studio, complete beginners.',
  },
  {
    artist: 'maya',
    service: 'portrait',
    status: 'declined',
    client: { guest: 'Hannah Lee', email: 'hannah.lee@example.com' },
    day: 4,
    hour: 15,
    message: 'A portrait with my dog in your studio, if possible.',
    reason: 'I’m away at a residency that week, sorry! Please try the following month.',
  },
  {
    artist: 'maya',
    service: 'workshop',
    status: 'completed',
    client: { supporter: 'sam' },
    day: -12,
    hour: 10,
    message: 'A first wheel-throwing workshop for me and my partner.',
    review: {
      rating: 5,
      body: 'Maya is a wonderful teacher: patient, funny and precise. We left with four wobbly bowls and big smiles.',
    },
  },
  {
    artist: 'maya',
    service: 'consultation',
    status: 'completed',
    client: { supporter: 'jordan_lee' },
    day: -20,
    hour: 13,
    message: 'Feedback on my glaze tests before my first market.',
    review: { rating: 4, body: 'Really useful hour, lots of practical tips on glaze chemistry.' },
  },
  {
    artist: 'maya',
    service: 'ceramic',
    status: 'cancelled',
    client: { supporter: 'sam' },
    day: 6,
    hour: 13,
    message: 'A set of four mugs with a blue celadon.',
    reason: 'Plans changed; I will rebook next month.',
  },
  {
    artist: 'kai_nakamura',
    service: 'consultation',
    status: 'pending',
    client: { supporter: 'sam' },
    day: 4,
    hour: 10,
    message: 'I want to get started with generative art in p5.js. Where do I begin?',
  },
  {
    artist: 'amara_okafor',
    service: 'portrait',
    status: 'confirmed',
    client: { supporter: 'taylor_brooks' },
    day: 7,
    hour: 11,
    message: 'A portrait of my mother for her 60th birthday.',
  },
  {
    artist: 'priya_raman',
    service: 'lesson',
    status: 'completed',
    client: { supporter: 'alex_kim' },
    day: -15,
    hour: 16,
    message: 'Private lesson on screen printing at home.',
    review: {
      rating: 5,
      body: 'Priya explained everything clearly and I printed my first two-colour piece.',
    },
  },
  {
    artist: 'diego_morales',
    service: 'workshop',
    status: 'declined',
    client: { supporter: 'riley_chen' },
    day: 8,
    hour: 12,
    message: 'Live-painting workshop for a school club.',
    reason: 'Fully committed to a mural that week.',
  },
  {
    artist: 'jonah_brooks',
    service: 'tour',
    status: 'cancelled',
    client: { supporter: 'morgan_davis' },
    day: -3,
    hour: 15,
    message: 'Gallery tour of the Lower East Side.',
    reason: 'Caught a cold, sorry!',
  },
  {
    artist: 'lena_fischer',
    service: 'commission',
    status: 'pending',
    client: { supporter: 'casey_patel' },
    day: 10,
    hour: 12,
    message: 'Album cover for an ambient EP, low-poly glacier theme.',
  },
];
