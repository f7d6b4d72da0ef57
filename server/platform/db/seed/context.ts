import type { ArtistCategory } from '#server/domains/artists/tables.ts';
import type { Db } from '#server/platform/db/client.ts';
import type { Random } from './art/random.ts';
import type { ImageWriter } from './images.ts';
import type { SeedArtist } from './people.ts';

export type SeededArtist = {
  id: string;
  name: string;
  avatarUrl: string;
  category: ArtistCategory;
  data: SeedArtist;
};
export type SeededUser = { id: string; name: string; email: string; username: string };

/** What each step of the seed shares: one transaction, one clock, one random stream. */
export type SeedContext = {
  tx: Db;
  now: Date;
  random: Random;
  images: ImageWriter;
  passwordHash: string;
  artists: Map<string, SeededArtist>;
  supporters: Map<string, SeededUser>;
};

export const daysFrom = (now: Date, days: number, hours = 0) =>
  new Date(now.getTime() + days * 86_400_000 + hours * 3_600_000);
