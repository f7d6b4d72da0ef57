import type { ArtistCategory } from '#server/domains/artists/tables.ts';
import {
  DEMO_ARTIST_EMAIL,
  DEMO_ARTIST_USERNAME,
  DEMO_SUPPORTER_EMAIL,
  DEMO_SUPPORTER_USERNAME,
} from './demo-accounts.ts';

export type SeedArtist = {
  username: string;
  email: string;
  name: string;
  category: ArtistCategory;
  verified: boolean;
  bookingEnabled: boolean;
  bio: string;
  location: string;
  timezone: string;
  website?: string;
  instagram?: string;
  twitter?: string;
  phone?: string;
  specialties: string[];
  education: string[];
  achievements: string[];
  languages: string[];
  experience: string;
  responseTime: string;
  /** Whole MACS per hour. */
  hourlyRate: number;
  profileViews: number;
};

const artist = (a: Omit<SeedArtist, 'email'> & { email?: string }): SeedArtist => ({
  email: `${a.username.replace(/_/g, '.')}@easel.test`,
  ...a,
});

export const seedArtists: SeedArtist[] = [
  artist({
    username: DEMO_ARTIST_USERNAME,
    email: DEMO_ARTIST_EMAIL,
    name: 'Maya Chen',
    category: 'sculpture',
    verified: true,
    bookingEnabled: true,
    bio: 'Ceramic artist shaping functional and sculptural stoneware. I work with local clays and ash glazes fired in a wood kiln, and I love teaching people their first pot.',
    location: 'Portland, OR',
    timezone: 'America/Los_Angeles',
    website: 'https://mayachen.studio',
    instagram: 'mayachen.clay',
    twitter: 'mayachenclay',
    phone: '+1 503 555 0142',
    specialties: ['Wheel-thrown ceramics', 'Ash glazes', 'Wood firing', 'Sculptural vessels'],
    education: ['MFA Ceramics, Alfred University', 'BFA Sculpture, Oregon College of Art and Craft'],
    achievements: [
      'NCECA Emerging Artist 2021',
      'Solo show "Kiln Weather", Portland 2023',
      'Permanent collection, Museum of Contemporary Craft',
    ],
    languages: ['English', 'Mandarin'],
    experience: '12 years',
    responseTime: 'Within 2 hours',
    hourlyRate: 85,
    profileViews: 18_420,
  }),
  artist({
    username: 'kai_nakamura',
    name: 'Kai Nakamura',
    category: 'digital-art',
    verified: true,
    bookingEnabled: true,
    bio: 'Generative artist writing code that paints. My series explore orbits, light trails and the tension between order and noise.',
    location: 'Tokyo, Japan',
    timezone: 'Asia/Tokyo',
    website: 'https://kai.codes',
    instagram: 'kai.generative',
    twitter: 'kai_gen',
    specialties: ['Generative art', 'Creative coding', 'Light studies'],
    education: ['BSc Computer Science, Keio University'],
    achievements: ['Ars Electronica Honorary Mention 2022', 'Featured at Tokyo Digital Art Fair'],
    languages: ['Japanese', 'English'],
    experience: '8 years',
    responseTime: 'Within 4 hours',
    hourlyRate: 95,
    profileViews: 25_310,
  }),
  artist({
    username: 'lena_fischer',
    name: 'Lena Fischer',
    category: 'digital-art',
    verified: false,
    bookingEnabled: true,
    bio: 'Illustrator and 3D designer building faceted low-poly worlds. Commissions for album covers, games and editorial.',
    location: 'Berlin, Germany',
    timezone: 'Europe/Berlin',
    instagram: 'lena.polys',
    specialties: ['Low-poly illustration', '3D design', 'Album covers'],
    education: ['Diploma Communication Design, UdK Berlin'],
    achievements: ['Cover art for 40+ releases'],
    languages: ['German', 'English'],
    experience: '6 years',
    responseTime: 'Within a day',
    hourlyRate: 70,
    profileViews: 9_870,
  }),
  artist({
    username: 'diego_morales',
    name: 'Diego Morales',
    category: 'digital-art',
    verified: true,
    bookingEnabled: true,
    bio: 'Digital painter mixing Mexican folk palettes with neon. I run live-painting workshops for beginners and studios.',
    location: 'Mexico City, Mexico',
    timezone: 'America/Mexico_City',
    website: 'https://diegomorales.art',
    twitter: 'diegopaints',
    specialties: ['Digital painting', 'Neon palettes', 'Live painting'],
    education: ['Licenciatura en Artes Visuales, UNAM'],
    achievements: ['Mural for Festival Vive Latino 2023'],
    languages: ['Spanish', 'English'],
    experience: '10 years',
    responseTime: 'Within 3 hours',
    hourlyRate: 65,
    profileViews: 14_050,
  }),
  artist({
    username: 'amara_okafor',
    name: 'Amara Okafor',
    category: 'traditional',
    verified: true,
    bookingEnabled: true,
    bio: 'Oil and watercolour painter of West African landscapes and light. Portrait sittings in my Lagos studio or online.',
    location: 'Lagos, Nigeria',
    timezone: 'Africa/Lagos',
    instagram: 'amara.paints',
    phone: '+234 803 555 0199',
    specialties: ['Oil painting', 'Landscapes', 'Portraiture'],
    education: ['BA Fine Art, University of Nigeria, Nsukka'],
    achievements: ['Finalist, BP Portrait Award', 'Group show, Tate Modern Lates'],
    languages: ['English', 'Igbo', 'Yoruba'],
    experience: '15 years',
    responseTime: 'Within a day',
    hourlyRate: 110,
    profileViews: 21_760,
  }),
  artist({
    username: 'elodie_martin',
    name: 'Élodie Martin',
    category: 'traditional',
    verified: false,
    bookingEnabled: true,
    bio: 'Botanical watercolourist. Loose florals, herbarium studies and slow afternoons of painting with students.',
    location: 'Lyon, France',
    timezone: 'Europe/Paris',
    instagram: 'elodie.aquarelle',
    specialties: ['Watercolour', 'Botanical illustration'],
    education: ['École Émile Cohl, Lyon'],
    achievements: ['Illustrated "Herbier de Provence" (2022)'],
    languages: ['French', 'English'],
    experience: '9 years',
    responseTime: 'Within 6 hours',
    hourlyRate: 60,
    profileViews: 7_430,
  }),
  artist({
    username: 'tomas_silva',
    name: 'Tomás Silva',
    category: 'traditional',
    verified: false,
    bookingEnabled: false,
    bio: 'Ink and gouache landscapes of the Atlantic coast. Currently travelling; bookings reopen next season.',
    location: 'Lisbon, Portugal',
    timezone: 'Europe/Lisbon',
    specialties: ['Ink wash', 'Gouache', 'Plein air'],
    education: ['Faculdade de Belas-Artes, Universidade de Lisboa'],
    achievements: ['Artist residency, Azores 2023'],
    languages: ['Portuguese', 'English', 'Spanish'],
    experience: '5 years',
    responseTime: 'Within 2 days',
    hourlyRate: 50,
    profileViews: 3_210,
  }),
  artist({
    username: 'priya_raman',
    name: 'Priya Raman',
    category: 'mixed-media',
    verified: true,
    bookingEnabled: true,
    bio: 'Collage and mixed-media artist layering found paper, textile and print. My work is about memory and migration.',
    location: 'Bengaluru, India',
    timezone: 'Asia/Kolkata',
    website: 'https://priyaraman.in',
    instagram: 'priya.layers',
    specialties: ['Collage', 'Screen printing', 'Textile'],
    education: ['MA Visual Arts, MS University Baroda'],
    achievements: ['India Art Fair 2024', 'Serendipity Arts Festival commission'],
    languages: ['English', 'Tamil', 'Hindi'],
    experience: '11 years',
    responseTime: 'Within 5 hours',
    hourlyRate: 75,
    profileViews: 16_980,
  }),
  artist({
    username: 'jonah_brooks',
    name: 'Jonah Brooks',
    category: 'mixed-media',
    verified: false,
    bookingEnabled: true,
    bio: 'Geometric paintings and risograph prints from a tiny Brooklyn studio. Bold shapes, flat colour, lots of orange.',
    location: 'Brooklyn, NY',
    timezone: 'America/New_York',
    instagram: 'jonah.shapes',
    twitter: 'jonahshapes',
    specialties: ['Geometric abstraction', 'Risograph', 'Murals'],
    education: ['BFA Painting, Pratt Institute'],
    achievements: ['Mural, Domino Park 2022'],
    languages: ['English'],
    experience: '7 years',
    responseTime: 'Within 3 hours',
    hourlyRate: 80,
    profileViews: 11_640,
  }),
  artist({
    username: 'sofia_lindqvist',
    name: 'Sofia Lindqvist',
    category: 'sculpture',
    verified: true,
    bookingEnabled: false,
    bio: 'Stone and bronze sculptor. Balanced forms, river stones and the quiet weight of things.',
    location: 'Stockholm, Sweden',
    timezone: 'Europe/Stockholm',
    website: 'https://lindqvist.se',
    specialties: ['Stone carving', 'Bronze casting', 'Public sculpture'],
    education: ['Royal Institute of Art, Stockholm'],
    achievements: ['Public commission, Hammarby Sjöstad', 'Prince Eugen Medal nominee'],
    languages: ['Swedish', 'English', 'German'],
    experience: '20 years',
    responseTime: 'Within 2 days',
    hourlyRate: 140,
    profileViews: 12_300,
  }),
];

export type SeedSupporter = { username: string; email: string; name: string };

const supporterNames = [
  'Alex Kim',
  'Jordan Lee',
  'Taylor Brooks',
  'Riley Chen',
  'Morgan Davis',
  'Casey Patel',
  'Jamie Rossi',
  'Avery Johnson',
  'Noah Williams',
  'Zoe Martin',
  'Ethan Clarke',
];

export const seedSupporters: SeedSupporter[] = [
  { username: DEMO_SUPPORTER_USERNAME, email: DEMO_SUPPORTER_EMAIL, name: 'Sam Rivera' },
  ...supporterNames.map((name) => {
    const handle = name.toLowerCase().replace(' ', '_');
    return { username: handle, email: `${handle.replace('_', '.')}@easel.test`, name };
  }),
];
