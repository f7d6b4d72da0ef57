import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { sessions, users } from '#server/domains/auth/tables.ts';
import { createBookableArtist, insertBooking, slotAt } from '#server/domains/bookings/booking-test-kit.ts';
import { insertMedia, storeMediaFiles } from '#server/domains/media/media-test-kit.ts';
import { notifications } from '#server/domains/notifications/tables.ts';
import { postTransfer } from '#server/domains/wallet/ledger.ts';
import { generateKey } from '#server/platform/storage/keys.ts';
import type { TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';

/** Who calls: nobody, the owner side (artist, client), an unrelated artist, and an operator. */
export type Actor = 'anonymous' | 'artist' | 'client' | 'stranger' | 'admin';
export const ACTORS: readonly Actor[] = ['anonymous', 'artist', 'client', 'stranger', 'admin'];

/**
 * A world with one of every owned thing. `artist` owns the catalogue side (media, services,
 * availability, campaign, a received booking, offer and sale); `client` owns the supporter side
 * (the booking it made, an offer, an order, contributions, wallet, connected wallet, bridge
 * request). `stranger` is an artist too, with a profile of its own, so an ownership check is
 * what stops it rather than a missing role.
 */
export type World = Awaited<ReturnType<typeof buildWorld>>;

/** Strings only the listed actors may ever read back: the leak check looks for them in every response. */
export type PrivateMarker = { value: string; readers: Actor[] };

const marker = (what: string) => `${what}-${randomBytes(6).toString('hex')}`;

/** Sees every response, the world's own set-up calls included (the leak recorder hooks in here). */
export type ResponseObserver = (actor: Actor, request: string, response: LightMyRequestResponse) => void;

export async function buildWorld(t: TestApp, observe?: ResponseObserver) {
  const db = t.database.db;
  const artist = await createBookableArtist(t.database);
  const stranger = await createBookableArtist(t.database);
  const client = await createTestUser(t.database);
  const admin = await createTestUser(t.database, { role: 'admin' });
  const users_ = { artist, client, stranger, admin } satisfies Record<Exclude<Actor, 'anonymous'>, TestUser>;
  const call = caller(t, users_, observe);
  const ok = async (actor: Actor, method: string, url: string, payload?: object) => {
    const response = await call(actor, method, url, payload);
    if (response.statusCode >= 300) {
      throw new Error(`world: ${method} ${url} as ${actor} answered ${response.statusCode} ${response.body}`);
    }
    return response.json();
  };
  const markers = {
    bookingMessage: marker('private booking note please'),
    chatMessage: marker('private chat'),
    offerMessage: marker('private offer'),
    walletAddress: '',
    blockReason: marker('private block'),
  };

  // Artworks: one for sale with real files (downloads), one for offers, one to comment on.
  const { keys } = await storeMediaFiles(t.config);
  const forSale = await insertMedia(t.database, artist.id, { ...keys, priceMacs: 500, allowDownload: false });
  const forOffer = await insertMedia(t.database, artist.id, { priceMacs: 900 });
  const strangerArt = await insertMedia(t.database, stranger.id, {});
  // A priced video has no screen rendition: its one file is what the buyer pays for.
  const videoForSale = await insertMedia(t.database, artist.id, {
    type: 'video',
    storageKey: generateKey('media', 'mp4'),
    thumbnailKey: generateKey('media', 'webp'),
    mimeType: 'video/mp4',
    priceMacs: 700,
    allowDownload: false,
  });

  await db.transaction((tx) =>
    postTransfer(tx, {
      kind: 'topup',
      memo: 'Hardening world',
      amount: 100_000,
      from: { system: 'issuance' },
      to: { userId: client.id },
    }),
  );
  const purchase = await ok('client', 'POST', `/marketplace/${forSale.id}/purchase`, { price: 5 });
  await ok('client', 'POST', `/marketplace/${videoForSale.id}/purchase`, { price: 7 });
  await ok('client', 'POST', `/media/${forOffer.id}/offer`, { amount: 5, message: markers.offerMessage });
  const offers = await ok('artist', 'GET', '/marketplace/offers?role=artist');
  const comment = await ok('client', 'POST', `/media/${forSale.id}/comments`, { body: 'Lovely glaze' });

  const booking = await ok('client', 'POST', '/bookings', {
    artistId: artist.id,
    service: 'portrait',
    dateTime: slotAt(artist, 5, 12).toISOString(),
    message: markers.bookingMessage,
  });
  const pastBooking = await insertBooking(t.database, artist, {
    startsAt: slotAt(artist, -5, 12),
    status: 'completed',
    clientUserId: client.id,
    clientName: client.name,
    clientEmail: client.email,
  });
  const guestBooking = await insertBooking(t.database, artist, { startsAt: slotAt(artist, 7, 15) });
  const conversation = await ok('client', 'POST', '/conversations', { bookingId: booking.bookingId });
  await ok('client', 'POST', `/conversations/${conversation.data.id}/messages`, {
    body: markers.chatMessage,
  });

  const campaign = await ok('artist', 'POST', '/crowdfunding', {
    title: 'A wood kiln for the studio',
    description: 'An anagama kiln that the whole community studio can fire together.',
    targetAmount: 1000,
    deadline: new Date(Date.now() + 20 * 86_400_000).toISOString(),
  });
  const pendingContribution = await ok('client', 'POST', `/campaigns/${campaign.data.id}/contribute`, {
    amount: 10,
    paymentType: 'crypto',
    crypto: { network: 'polygon', userWalletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
  });
  const paidContribution = await ok('client', 'POST', `/campaigns/${campaign.data.id}/contribute`, {
    amount: 15,
    paymentType: 'fiat',
  });
  await ok('artist', 'POST', `/crowdfunding/${campaign.data.id}/updates`, {
    body: 'The kiln bricks arrived.',
  });

  const service = artist.services[0]!;
  const block = await ok('artist', 'POST', '/calendar/block', {
    start: slotAt(artist, 9, 10).toISOString(),
    end: slotAt(artist, 9, 11).toISOString(),
    reason: markers.blockReason,
  });
  const rules = await ok('artist', 'GET', `/calendar/availability/${artist.id}`);
  const feed = await ok('artist', 'GET', '/calendar/feed');

  const wallet = await ok('client', 'POST', '/wallet/connect', {
    network: 'polygon',
    address: '0x52908400098527886E0F7030069857D2E4169EE7',
  });
  markers.walletAddress = wallet.data.address;
  const bridge = await ok('client', 'POST', '/bridge/initiate', { walletId: wallet.data.id, amount: 3 });

  const [artistNotice] = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, artist.id))
    .orderBy(desc(notifications.createdAt))
    .limit(1);

  return {
    users: users_,
    call,
    media: { forSale, forOffer, strangerArt, videoForSale },
    orderId: purchase.data.id as string,
    offerId: offers.data[0].id as string,
    commentId: comment.data.id as string,
    bookingId: booking.bookingId as string,
    bookingReference: booking.reference as string,
    pastBookingId: pastBooking.id,
    guestManageToken: guestBooking.manageToken,
    conversationId: conversation.data.id as string,
    campaignId: campaign.data.id as string,
    pendingContributionId: pendingContribution.data.contribution.id as string,
    paidContributionId: paidContribution.data.contribution.id as string,
    serviceId: service.id,
    blockId: block.data.id as string,
    ruleId: rules.data.weekly[0].id as string,
    feedFile: new URL(feed.data.url).pathname.split('/').pop()!,
    walletId: wallet.data.id as string,
    bridgeId: bridge.data.id as string,
    notificationId: artistNotice!.id,
    markers: [
      { value: markers.bookingMessage, readers: ['artist', 'client'] },
      { value: markers.chatMessage, readers: ['artist', 'client'] },
      { value: markers.offerMessage, readers: ['artist', 'client'] },
      // The operator settling a bridge request needs the address it pays out to.
      { value: markers.walletAddress, readers: ['client', 'admin'] },
      // The original of a priced work: only its artist and its buyer may get a link to it.
      { value: forSale.storageKey, readers: ['artist', 'client'] },
      { value: videoForSale.storageKey, readers: ['artist', 'client'] },
      { value: markers.blockReason, readers: ['artist'] },
    ] satisfies PrivateMarker[],
  };
}

/** The files at the site's root that are no part of the API (sitemap.xml, robots.txt): sent as they are. */
const siteFile = /^\/[\w-]+\.(xml|txt)$/;

/** app.inject under /api/v1 as one of the actors; payloads may be JSON or a prepared multipart stream. */
export function caller(
  t: TestApp,
  accounts: Record<Exclude<Actor, 'anonymous'>, TestUser>,
  observe?: ResponseObserver,
) {
  return async (
    actor: Actor,
    method: string,
    url: string,
    payload?: object | NodeJS.ReadableStream,
    headers: Record<string, string> = {},
  ) => {
    const path = url.startsWith('/api/') || siteFile.test(url) ? url : `/api/v1${url}`;
    const response = await t.app.inject({
      method: method as 'GET',
      url: path,
      headers: { ...(actor === 'anonymous' ? {} : bearer(accounts[actor])), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    observe?.(actor, `${method} ${path}`, response);
    return response;
  };
}

/** What the database holds that no response may carry: e-mails, password hashes, token hashes. */
export async function storedSecrets(t: TestApp) {
  const accounts = await t.database.db.select({ email: users.email, hash: users.passwordHash }).from(users);
  const tokens = await t.database.db.select({ hash: sessions.tokenHash }).from(sessions);
  return {
    emails: accounts.map((r) => r.email),
    hashes: [...accounts.map((r) => r.hash), ...tokens.map((r) => r.hash)],
  };
}
