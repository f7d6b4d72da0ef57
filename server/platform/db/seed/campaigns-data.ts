export type CampaignPlan = {
  artist: string;
  title: string;
  description: string;
  /** Whole USD. */
  target: number;
  /** Confirmed share of the target, in percent. */
  funded: number;
  /** Deadline, days from now (negative: ended). */
  deadline: number;
  image: boolean;
  pendingCrypto: number;
  /** News the artist posted, each some days after the campaign opened (always before now). */
  updates?: { afterDays: number; body: string }[];
};

/** Progress and deadlines chosen to exercise every badge colour, filter and summary figure. */
export const campaignPlans: CampaignPlan[] = [
  {
    artist: 'maya',
    title: 'A Wood Kiln for the Community Studio',
    description:
      'Help us build an anagama wood kiln that local potters can share. Every backer gets a fired tea bowl from the first firing.',
    target: 12_000,
    funded: 64,
    deadline: 6,
    image: true,
    pendingCrypto: 2,
    updates: [
      {
        afterDays: 3,
        body: 'The bricks arrived today. Forty volunteers helped unload two pallets of firebrick.',
      },
      { afterDays: 12, body: 'The chamber arch is closed. Next step: the chimney, then a test firing.' },
    ],
  },
  {
    artist: 'kai_nakamura',
    title: 'Orbits: A Projection Installation',
    description:
      'A room-sized generative projection for Tokyo Design Week. Funds cover projectors, a venue and open-sourcing the code.',
    target: 8_000,
    funded: 118,
    deadline: 19,
    image: true,
    pendingCrypto: 1,
    updates: [
      {
        afterDays: 8,
        body: 'We passed our target! Extra funds go to a second projector for the entrance hall.',
      },
    ],
  },
  {
    artist: 'amara_okafor',
    title: 'Paint the Lagos Lagoon',
    description:
      'Thirty days of plein-air painting along the lagoon, ending in a free exhibition for the fishing communities who host me.',
    target: 5_000,
    funded: 18,
    deadline: 2,
    image: true,
    pendingCrypto: 1,
  },
  {
    artist: 'priya_raman',
    title: 'Letters Home: Artist Book',
    description:
      'A hand-bound artist book of collages made from family letters, printed in an edition of 200.',
    target: 6_500,
    funded: 87,
    deadline: 24,
    image: true,
    pendingCrypto: 0,
  },
  {
    artist: 'jonah_brooks',
    title: 'Mural for P.S. 84',
    description:
      'A 20-metre geometric mural painted with the students of P.S. 84 in Brooklyn. Paint, scaffolding and insurance.',
    target: 3_000,
    funded: 76,
    deadline: -4,
    image: true,
    pendingCrypto: 0,
    updates: [{ afterDays: 5, body: 'The students finished the colour study. Priming starts next week.' }],
  },
  {
    artist: 'sofia_lindqvist',
    title: 'Bronze Cast of "Balance"',
    description: 'Casting the public sculpture "Balance" in bronze for the new Hammarby park.',
    target: 20_000,
    funded: 35,
    deadline: 45,
    image: false,
    pendingCrypto: 1,
  },
  {
    artist: 'maya',
    title: 'Clay for Schools',
    description: 'Clay, glazes and kiln time for three after-school programmes in Portland for a full year.',
    target: 2_500,
    funded: 52,
    deadline: 33,
    image: true,
    pendingCrypto: 0,
  },
];
