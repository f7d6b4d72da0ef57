import { sql } from 'drizzle-orm';
import { hashPassword } from '#server/domains/auth/passwords.ts';
import { users } from '#server/domains/auth/tables.ts';
import { createLocalStorage, type Storage } from '#server/platform/storage/storage.ts';
import type { Database } from '../client.ts';
import { createRandom } from './art/random.ts';
import type { SeedContext } from './context.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { createImageWriter } from './images.ts';
import { insertAvailability } from './insert-availability.ts';
import { insertServicesAndBookings } from './insert-bookings.ts';
import { insertCampaigns } from './insert-campaigns.ts';
import { insertMarketplace } from './insert-marketplace.ts';
import { insertArtworks } from './insert-media.ts';
import { insertMessages } from './insert-messages.ts';
import { insertModeration } from './insert-moderation.ts';
import { insertNotifications } from './insert-notifications.ts';
import { insertPaidSessions } from './insert-paid-sessions.ts';
import { insertPeople } from './insert-people.ts';
import { insertWallet } from './insert-wallet.ts';

export * from './demo-accounts.ts';

type SeedLog = { info(msg: string): void };
export type SeedOptions = { uploadsDir: string; log?: SeedLog; storage?: Storage; now?: Date };

/** Any constant works; it only has to be the same for every instance racing to seed. */
const SEED_LOCK_KEY = 727_001;

/** Whether the database has no users yet, so the demo seed would run (seedIfEmpty decides under its lock). */
export async function isUnseeded(database: Database): Promise<boolean> {
  const [existing] = await database.db.select({ id: users.id }).from(users).limit(1);
  return !existing;
}

/**
 * Creates the demo world when the database has no users yet; returns whether it did. One
 * transaction under an advisory lock, so two instances starting together seed once, and a
 * failure leaves neither rows nor files behind.
 */
export async function seedIfEmpty(database: Database, options: SeedOptions): Promise<boolean> {
  const storage = options.storage ?? createLocalStorage(options.uploadsDir);
  const images = createImageWriter(storage);
  const started = Date.now();
  try {
    const seeded = await database.db.transaction(async (tx) => {
      // The seed is one long transaction that renders pictures between its statements; on a busy
      // machine that outlasts the pool's per-statement and idle-in-transaction limits, which are
      // meant for requests. They are lifted for this transaction only.
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`set local idle_in_transaction_session_timeout = 0`);
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      const [existing] = await tx.select({ id: users.id }).from(users).limit(1);
      if (existing) return false;
      const ctx: SeedContext = {
        tx,
        now: options.now ?? new Date(),
        random: createRandom(20_240_601),
        images,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        artists: new Map(),
        supporters: new Map(),
      };
      await insertPeople(ctx);
      const artworks = await insertArtworks(ctx);
      const bookings = await insertServicesAndBookings(ctx);
      await insertAvailability(ctx, bookings);
      await insertCampaigns(ctx);
      const purchase = await insertWallet(ctx, artworks);
      await insertMarketplace(ctx, artworks, purchase);
      await insertPaidSessions(ctx);
      await insertNotifications(ctx, bookings, purchase.purchaseMacs);
      await insertMessages(ctx, bookings);
      await insertModeration(ctx);
      return true;
    });
    if (seeded) options.log?.info(`demo world seeded in ${Date.now() - started} ms`);
    return seeded;
  } catch (err) {
    await images.removeAll();
    throw err;
  }
}
