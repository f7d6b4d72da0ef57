import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { addTestMedia, createTestArtist } from '#server/domains/artists/test-artists.ts';
import { createBookableArtist, slotAt } from '#server/domains/bookings/booking-test-kit.ts';
import { campaigns } from '#server/domains/campaigns/tables.ts';
import { type Database, migrateDatabase, openPglite, openPostgres } from '#server/platform/db/client.ts';
import { withDatabase } from '#server/test/global-setup.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';

/**
 * Where the crashed server keeps its data: a PGlite folder of our own, or a PostgreSQL database
 * created for the test and dropped after it. Only one process may hold a PGlite folder, so the
 * test opens it only while no server runs.
 */
export type CrashTarget = {
  name: string;
  /** For startServer: the PostgreSQL URL, or undefined for the PGlite folder in dataDir. */
  databaseUrl: string | undefined;
  open(): Promise<Database>;
  drop(): Promise<void>;
};

export function pgliteTarget(dataDir: string): CrashTarget {
  return {
    name: 'PGlite folder',
    databaseUrl: undefined,
    // The server keeps its database in DATA_DIR/pg; the test opens the same folder.
    open: () => openPglite({ dataDir: join(dataDir, 'pg') }),
    drop: async () => {},
  };
}

export async function postgresTarget(adminUrl: string): Promise<CrashTarget> {
  const name = `easel_crash_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  return {
    name: 'PostgreSQL',
    databaseUrl: url,
    open: () => openPostgres(url, { poolSize: 2 }),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export type Artwork = { id: string; priceMacs: number; editionSize: number };
export type CrashWorld = {
  artistId: string;
  campaignId: string;
  /** Supporters with live sessions; they top up, buy and contribute. */
  buyers: TestUser[];
  artworks: Artwork[];
  /** Start of the first booked hour; the burst books around it in half-hour steps. */
  firstSlot: Date;
};

/**
 * The world the burst writes into, inserted with the test kits before the server starts: an
 * artist open for bookings around the clock with the spec's services, a running campaign, two
 * limited editions for sale (fewer editions than buyers want) and supporters who can sign in.
 */
export async function seedCrashWorld(database: Database, buyerCount: number): Promise<CrashWorld> {
  await migrateDatabase(database);
  const artist = await createBookableArtist(database, { timezone: 'UTC' });
  const seller = await createTestArtist(database);
  const [campaign] = await database.db
    .insert(campaigns)
    .values({
      artistId: artist.id,
      title: 'A wood kiln for the studio',
      description: 'Crash-safety campaign',
      targetCents: 1_000_000,
      deadline: new Date(Date.now() + 10 * 24 * 60 * 60 * 1000),
    })
    .returning({ id: campaigns.id });
  const editions = [
    { priceMacs: 500, editionSize: 3 },
    { priceMacs: 300, editionSize: 4 },
  ];
  const ids = await addTestMedia(
    database,
    seller.id,
    editions.map((e, i) => ({ title: `Edition print ${i + 1}`, ...e })),
  );
  const buyers: TestUser[] = [];
  for (let i = 0; i < buyerCount; i++) buyers.push(await createTestUser(database));
  return {
    artistId: artist.id,
    campaignId: campaign!.id,
    buyers,
    artworks: ids.map((id, i) => ({ id, ...editions[i]! })),
    firstSlot: slotAt(artist, 3, 9),
  };
}
