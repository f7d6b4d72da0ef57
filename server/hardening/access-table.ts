import { makeImage } from '#server/platform/images/test-images.ts';
import { createMultipartBody } from '#server/platform/storage/multipart-body.ts';
import type { Actor, World } from './actors.ts';

/**
 * What the sweep knows about each route. Every route the app registers must appear here (the
 * sweep fails on a newcomer), so nobody adds an unguarded route silently.
 * - owner: only `owner` (and `also`) may call it; everyone else gets 401/403/404 and, for writes,
 *   the database does not change. The owner's call must then get past the guard (ids are real).
 *   With `openRoute`, the route is public and it is the object that is closed (another may be open).
 * - signed-in: any account may (follow, like, comment, buy); anonymous gets 401 and nothing changes.
 * - session: no id, acts on the caller's own things; anonymous gets 401 and nothing changes.
 * - public: anyone, by design; `reason` says why. Responses are still checked for leaks.
 * - stream: an endless SSE response; only the anonymous 401 is checked.
 */
export type Multipart = { payload: NodeJS.ReadableStream; headers: Record<string, string> };
export type Request = {
  params?: (w: World) => Record<string, string>;
  query?: (w: World) => string;
  body?: (w: World) => object;
  multipart?: () => Promise<Multipart>;
};
export type Access =
  | (Request & {
      kind: 'owner';
      owner: Exclude<Actor, 'anonymous'>;
      also?: Actor[];
      /** Why the route itself is open to anyone, when only this world's object is closed to others. */
      openRoute?: string;
    })
  | (Request & { kind: 'signed-in'; reason: string })
  | (Request & { kind: 'session' })
  | (Request & { kind: 'public'; reason: string })
  | (Request & { kind: 'stream' });

const V = '/api/v1';
const isoIn = (days: number, hour = 12) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};
const dateIn = (days: number) => isoIn(days).slice(0, 10);
const image = (field: string) => async (): Promise<Multipart> => {
  const { body, contentType } = createMultipartBody([
    { name: field, filename: 'kiln.png', contentType: 'image/png', body: await makeImage(32, 24, 'png') },
  ]);
  return { payload: body, headers: { 'content-type': contentType } };
};
const artist = (w: World) => ({ id: w.users.artist.id });
const artistParam = (w: World) => ({ artistId: w.users.artist.id });
const booking = (w: World) => ({ id: w.bookingId });
const campaign = (w: World) => ({ id: w.campaignId });
const forSale = (w: World) => ({ id: w.media.forSale.id });
const forOffer = (w: World) => ({ id: w.media.forOffer.id });
const reason = () => ({ reason: 'Not this time, sorry.' });
const campaignBody = () => ({
  title: 'A second kiln for the studio',
  description: 'A smaller electric kiln for test tiles and glaze experiments.',
  targetAmount: 500,
  deadline: isoIn(30),
});
const ruleBody = () => ({ weekday: 2, available: true, startTime: '09:00', endTime: '17:00' });
const bookingBody = (w: World) => ({
  artistId: w.users.artist.id,
  clientName: 'Robin Guest',
  clientEmail: 'robin.guest@example.com',
  service: 'portrait',
  dateTime: isoIn(12, 11),
  message: 'A portrait session for my sister, please.',
});

function adminRoutes(): Record<string, Access> {
  const operator = { kind: 'owner', owner: 'admin', body: () => ({}) } as const;
  const reads = ['summary', 'reports', 'payments', 'users', 'audit'];
  return {
    ...Object.fromEntries(
      reads.map((path) => [`GET ${V}/admin/${path}`, { kind: 'owner', owner: 'admin' } as const]),
    ),
    [`POST ${V}/admin/reports/decide`]: operator,
    [`POST ${V}/admin/content/restore`]: operator,
    [`POST ${V}/admin/contributions/:id/confirm`]: {
      ...operator,
      params: (w) => ({ id: w.pendingContributionId }),
    },
    [`POST ${V}/admin/contributions/:id/reject`]: {
      ...operator,
      params: (w) => ({ id: w.pendingContributionId }),
    },
    [`POST ${V}/admin/bridge/:id/complete`]: { ...operator, params: (w) => ({ id: w.bridgeId }) },
    [`POST ${V}/admin/bridge/:id/fail`]: { ...operator, params: (w) => ({ id: w.bridgeId }) },
    [`POST ${V}/admin/disputes/:id/resolve`]: { ...operator, params: (w) => ({ id: w.bookingId }) },
    [`POST ${V}/admin/users/:id/suspend`]: { ...operator, params: (w) => ({ id: w.users.stranger.id }) },
    [`POST ${V}/admin/users/:id/unsuspend`]: { ...operator, params: (w) => ({ id: w.users.stranger.id }) },
    [`POST ${V}/admin/users/:id/verified`]: { ...operator, params: (w) => ({ id: w.users.stranger.id }) },
  };
}

export const accessTable: Record<string, Access> = {
  // Platform and system.
  'GET /api/docs': { kind: 'public', reason: 'the OpenAPI document describes the public API' },
  'GET /api/docs/json': { kind: 'public', reason: 'the OpenAPI document describes the public API' },
  'GET /sitemap.xml': { kind: 'public', reason: 'crawlers read it; it lists public pages only' },
  'GET /robots.txt': { kind: 'public', reason: 'crawlers read it; it names no private path' },
  [`GET ${V}/health`]: { kind: 'public', reason: 'liveness probe' },
  [`GET ${V}/status`]: { kind: 'public', reason: 'readiness probe, no secrets' },
  [`GET ${V}/files/*`]: {
    kind: 'public',
    reason:
      'files by unguessable key; the original of a priced work never reaches a non-buyer (leak markers)',
    params: (w) => ({ '*': w.media.forSale.displayKey! }),
  },
  [`POST ${V}/dev/notifications`]: {
    kind: 'session',
    body: () => ({ type: 'reminder', title: 'Hello', message: 'A development notice' }),
  },
  [`GET ${V}/dev/outbox`]: {
    kind: 'public',
    reason: 'development helper, refused in production by config; lists mails by address',
    query: () => 'to=robin.guest@example.com',
  },

  // Auth and accounts.
  [`POST ${V}/auth/register`]: {
    kind: 'public',
    reason: 'sign-up',
    body: () => {
      const tag = Math.random().toString(36).slice(2, 10);
      return {
        email: `new_${tag}@example.com`,
        password: 'A-long-passphrase-2024',
        confirmPassword: 'A-long-passphrase-2024',
        name: 'New Person',
        username: `new_${tag}`,
        agreeToTerms: true,
      };
    },
  },
  [`POST ${V}/auth/login`]: {
    kind: 'public',
    reason: 'sign-in (a wrong password here)',
    body: (w) => ({ email: w.users.client.email, password: 'not-the-password-1' }),
  },
  [`POST ${V}/auth/logout`]: { kind: 'session' },
  [`GET ${V}/auth/verify`]: { kind: 'session' },
  [`GET ${V}/auth/me`]: { kind: 'session' },
  [`PUT ${V}/auth/me`]: { kind: 'session', body: () => ({ name: 'Renamed Person' }) },
  [`DELETE ${V}/auth/me/pending-email`]: { kind: 'session' },
  [`POST ${V}/auth/verify-email`]: {
    kind: 'public',
    reason: 'the mailed token is the credential (an unknown one here)',
    body: () => ({ token: 'a'.repeat(43) }),
  },
  [`POST ${V}/auth/verify-email/resend`]: { kind: 'session' },
  [`POST ${V}/auth/change-password`]: {
    kind: 'session',
    body: () => ({
      currentPassword: 'x-x-x-x-x-x',
      newPassword: 'A-new-passphrase-99',
      confirmPassword: 'A-new-passphrase-99',
    }),
  },
  [`POST ${V}/auth/reset-password`]: {
    kind: 'public',
    reason: 'forgotten password; answers alike whether or not the address exists',
    body: (w) => ({ email: w.users.client.email }),
  },
  [`POST ${V}/auth/reset-password/confirm`]: {
    kind: 'public',
    reason: 'the mailed token is the credential (an unknown one here)',
    body: () => ({
      token: 'a'.repeat(43),
      password: 'A-new-passphrase-99',
      confirmPassword: 'A-new-passphrase-99',
    }),
  },
  [`GET ${V}/user`]: { kind: 'session' },
  [`GET ${V}/user/:id`]: {
    kind: 'public',
    reason: 'the public user card (name, username, avatar); never the e-mail (leak check)',
    params: (w) => ({ id: w.users.client.id }),
  },
  [`PUT ${V}/user/:id`]: {
    kind: 'owner',
    owner: 'client',
    params: (w) => ({ id: w.users.client.id }),
    body: () => ({ name: 'Client Renamed' }),
  },

  // Notifications.
  [`GET ${V}/notifications`]: { kind: 'session' },
  [`GET ${V}/notifications/unread-count`]: { kind: 'session' },
  [`PATCH ${V}/notifications/:id/read`]: {
    kind: 'owner',
    owner: 'artist',
    params: (w) => ({ id: w.notificationId }),
  },
  [`POST ${V}/notifications/read-all`]: { kind: 'session' },
  [`DELETE ${V}/notifications/:id`]: {
    kind: 'owner',
    owner: 'artist',
    params: (w) => ({ id: w.notificationId }),
  },
  [`GET ${V}/notifications/stream`]: { kind: 'stream' },

  // Campaigns and contributions.
  [`GET ${V}/campaigns`]: { kind: 'public', reason: 'campaigns are public pages' },
  [`GET ${V}/campaigns/:id`]: { kind: 'public', reason: 'campaigns are public pages', params: campaign },
  [`GET ${V}/crowdfunding`]: { kind: 'public', reason: 'campaigns are public pages' },
  [`GET ${V}/crowdfunding/:id`]: { kind: 'public', reason: 'campaigns are public pages', params: campaign },
  [`GET ${V}/crowdfunding/networks`]: { kind: 'public', reason: 'the platform wallets people pay into' },
  [`POST ${V}/crowdfunding/:id/image`]: {
    kind: 'owner',
    owner: 'artist',
    params: campaign,
    multipart: image('image'),
  },
  [`POST ${V}/campaigns`]: { kind: 'session', body: campaignBody },
  [`POST ${V}/crowdfunding`]: { kind: 'session', body: campaignBody },
  [`GET ${V}/crowdfunding/mine`]: { kind: 'session' },
  [`PUT ${V}/crowdfunding/:id`]: {
    kind: 'owner',
    owner: 'artist',
    params: campaign,
    body: () => ({ title: 'A bigger wood kiln' }),
  },
  [`DELETE ${V}/crowdfunding/:id`]: { kind: 'owner', owner: 'artist', params: campaign },
  [`POST ${V}/crowdfunding/:id/updates`]: {
    kind: 'owner',
    owner: 'artist',
    params: campaign,
    body: () => ({ body: 'We fired the kiln for the first time.' }),
  },
  [`GET ${V}/campaigns/:id/updates`]: {
    kind: 'public',
    reason: 'updates are posted to backers and visitors',
    params: campaign,
  },
  [`POST ${V}/campaigns/:id/contribute`]: {
    kind: 'public',
    reason: 'anyone may back a campaign; guests give an e-mail for the receipt',
    params: campaign,
    body: () => ({ amount: 5, paymentType: 'fiat', email: 'robin.guest@example.com' }),
  },
  [`POST ${V}/crowdfunding/:id/contribute`]: {
    kind: 'public',
    reason: 'anyone may back a campaign; guests give an e-mail for the receipt',
    params: campaign,
    body: () => ({ amount: 5, paymentType: 'fiat', email: 'robin.guest@example.com' }),
  },
  [`GET ${V}/campaigns/:id/contributions`]: {
    kind: 'public',
    reason: 'the public backers list (names and amounts, never e-mails)',
    params: campaign,
  },
  [`GET ${V}/crowdfunding/:id/contributions/manage`]: {
    kind: 'owner',
    owner: 'artist',
    also: ['admin'],
    params: campaign,
  },
  [`POST ${V}/crowdfunding/:id/contributions/:contributionId/confirm`]: {
    kind: 'owner',
    owner: 'artist',
    also: ['admin'],
    params: (w) => ({ id: w.campaignId, contributionId: w.pendingContributionId }),
    body: () => ({}),
  },
  [`POST ${V}/crowdfunding/:id/contributions/:contributionId/reject`]: {
    kind: 'owner',
    owner: 'artist',
    also: ['admin'],
    params: (w) => ({ id: w.campaignId, contributionId: w.pendingContributionId }),
    body: reason,
  },
  [`POST ${V}/crowdfunding/:id/contributions/:contributionId/refund`]: {
    kind: 'owner',
    owner: 'artist',
    also: ['admin'],
    params: (w) => ({ id: w.campaignId, contributionId: w.paidContributionId }),
    body: reason,
  },

  // Artists, follows, discovery.
  [`GET ${V}/profiles/public/:id`]: { kind: 'public', reason: 'artist pages are public', params: artist },
  [`GET ${V}/profiles/:id/gallery`]: { kind: 'public', reason: 'artist pages are public', params: artist },
  [`GET ${V}/profiles`]: { kind: 'public', reason: 'the artist directory' },
  [`GET ${V}/profiles/:id`]: { kind: 'public', reason: 'artist pages are public', params: artist },
  [`POST ${V}/profiles`]: { kind: 'session', body: () => ({ bio: 'I paint.' }) },
  [`PUT ${V}/profiles/:id`]: {
    kind: 'owner',
    owner: 'artist',
    params: artist,
    body: () => ({ bio: 'Stoneware and wood firing.' }),
  },
  [`DELETE ${V}/profiles/:id`]: { kind: 'owner', owner: 'artist', params: artist },
  [`POST ${V}/profiles/:id/follow`]: {
    kind: 'signed-in',
    reason: 'anyone may follow an artist',
    params: artist,
  },
  [`POST ${V}/profiles/:id/unfollow`]: { kind: 'signed-in', reason: 'anyone may unfollow', params: artist },
  [`GET ${V}/profiles/:id/follow-status`]: {
    kind: 'public',
    reason: "the caller's own follow state and the public follower count",
    params: artist,
  },
  [`POST ${V}/profiles/avatar`]: { kind: 'session', multipart: image('file') },
  [`GET ${V}/discover`]: { kind: 'public', reason: 'discovery is public' },
  [`GET ${V}/search`]: { kind: 'public', reason: 'search is public', query: () => 'q=kiln' },
  [`GET ${V}/feed`]: { kind: 'public', reason: 'the home feed' },

  // Media.
  [`GET ${V}/media/artist/:id`]: { kind: 'public', reason: 'published works are public', params: artist },
  [`GET ${V}/media/featured`]: { kind: 'public', reason: 'published works are public' },
  [`GET ${V}/media/trending`]: { kind: 'public', reason: 'published works are public' },
  [`GET ${V}/media/search`]: {
    kind: 'public',
    reason: 'published works are public',
    query: () => 'query=artwork',
  },
  [`GET ${V}/media/saved`]: { kind: 'session' },
  [`GET ${V}/media/:id`]: { kind: 'public', reason: 'published works are public', params: forSale },
  [`PUT ${V}/media/:id`]: {
    kind: 'owner',
    owner: 'artist',
    params: forSale,
    body: () => ({ title: 'Celadon bowl, renamed' }),
  },
  [`DELETE ${V}/media/:id`]: { kind: 'owner', owner: 'artist', params: forOffer },
  // A priced work without free downloads: its original goes to the artist only (buyers use their order).
  [`GET ${V}/media/:id/download`]: {
    kind: 'owner',
    owner: 'artist',
    params: forSale,
    openRoute: "anyone may download a work whose artist allows it; this one's original is the artist's",
  },
  [`POST ${V}/media/:id/like`]: { kind: 'signed-in', reason: 'anyone may like a work', params: forSale },
  [`POST ${V}/media/:id/save`]: { kind: 'signed-in', reason: 'anyone may save a work', params: forSale },
  [`DELETE ${V}/media/:id/like`]: {
    kind: 'signed-in',
    reason: "removes the caller's own like",
    params: forSale,
  },
  [`DELETE ${V}/media/:id/save`]: {
    kind: 'signed-in',
    reason: "removes the caller's own save",
    params: forSale,
  },
  [`GET ${V}/media/:id/likes`]: { kind: 'public', reason: 'who liked a work is public', params: forSale },
  [`POST ${V}/media/:id/view`]: { kind: 'public', reason: 'visitors count as views', params: forSale },
  [`GET ${V}/media/:id/stats`]: {
    kind: 'public',
    reason: 'view, like and save counts are shown on the work',
    params: forSale,
  },
  [`GET ${V}/media/:id/comments`]: { kind: 'public', reason: 'comments are public', params: forSale },
  [`POST ${V}/media/:id/comments`]: {
    kind: 'signed-in',
    reason: 'anyone may comment',
    params: forSale,
    body: () => ({ body: 'What a glaze!' }),
  },
  [`DELETE ${V}/media/:id/comments/:commentId`]: {
    kind: 'owner',
    owner: 'client',
    also: ['artist'],
    params: (w) => ({ id: w.media.forSale.id, commentId: w.commentId }),
  },
  [`POST ${V}/media/:id/offer`]: {
    kind: 'signed-in',
    reason: 'anyone may make an offer on a work',
    params: forOffer,
    body: () => ({ amount: 4, message: 'Would you take four?' }),
  },
  [`POST ${V}/media/upload`]: { kind: 'session', multipart: image('file') },

  // Services, availability, calendar.
  [`GET ${V}/services/categories`]: { kind: 'public', reason: 'the service catalogue' },
  [`GET ${V}/services/artist/:id`]: {
    kind: 'public',
    reason: "an artist's bookable services",
    params: artist,
  },
  [`POST ${V}/services`]: {
    kind: 'session',
    body: () => ({ name: 'Glaze clinic', durationMinutes: 60, price: 80 }),
  },
  [`PUT ${V}/services/:id`]: {
    kind: 'owner',
    owner: 'artist',
    params: (w) => ({ id: w.serviceId }),
    body: () => ({ price: 120 }),
  },
  [`DELETE ${V}/services/:id`]: { kind: 'owner', owner: 'artist', params: (w) => ({ id: w.serviceId }) },
  [`GET ${V}/calendar/availability/:id`]: {
    kind: 'public',
    reason: 'opening hours are public; blocks go to the owner only (leak markers)',
    params: artist,
  },
  [`POST ${V}/calendar/availability`]: { kind: 'session', body: ruleBody },
  [`PUT ${V}/calendar/availability/:id`]: {
    kind: 'owner',
    owner: 'artist',
    params: (w) => ({ id: w.ruleId }),
    body: ruleBody,
  },
  [`DELETE ${V}/calendar/availability/:id`]: {
    kind: 'owner',
    owner: 'artist',
    params: (w) => ({ id: w.ruleId }),
  },
  [`GET ${V}/calendar/slots/:id`]: {
    kind: 'public',
    reason: 'free slots are what visitors book',
    params: artist,
    query: () => `date=${dateIn(4)}`,
  },
  [`GET ${V}/calendar/events/:id`]: {
    kind: 'owner',
    owner: 'artist',
    params: artist,
    query: () => `start=${isoIn(0)}&end=${isoIn(14)}`,
  },
  [`POST ${V}/calendar/block`]: {
    kind: 'session',
    body: () => ({ start: isoIn(20, 9), end: isoIn(20, 10), reason: 'Kiln firing' }),
  },
  [`DELETE ${V}/calendar/block/:id`]: { kind: 'owner', owner: 'artist', params: (w) => ({ id: w.blockId }) },
  [`GET ${V}/bookings/availability/:artistId`]: {
    kind: 'public',
    reason: 'the booking calendar visitors see',
    params: artistParam,
    query: () => `startDate=${dateIn(1)}&endDate=${dateIn(14)}`,
  },
  [`POST ${V}/availability/:artistId`]: {
    kind: 'owner',
    owner: 'artist',
    params: artistParam,
    body: () => ({ availability: { [dateIn(15)]: ['10:00', '11:00'] } }),
  },
  [`POST ${V}/bookings/check-availability`]: {
    kind: 'public',
    reason: 'visitors check a slot before booking',
    body: (w) => ({ artistId: w.users.artist.id, dateTime: isoIn(6, 10) }),
  },
  [`POST ${V}/bookings/check-timeslot`]: {
    kind: 'public',
    reason: 'visitors check a slot before booking',
    body: (w) => ({ artistId: w.users.artist.id, date: dateIn(6), time: '10:00' }),
  },

  // Bookings.
  [`GET ${V}/booking`]: { kind: 'session' },
  [`GET ${V}/booking/artist/:id`]: { kind: 'owner', owner: 'artist', params: artist },
  [`GET ${V}/booking/client`]: { kind: 'session' },
  [`GET ${V}/booking/stats/:id`]: { kind: 'owner', owner: 'artist', params: artist },
  [`POST ${V}/booking`]: { kind: 'public', reason: 'guests may request a session', body: bookingBody },
  [`POST ${V}/bookings`]: { kind: 'public', reason: 'guests may request a session', body: bookingBody },
  [`GET ${V}/bookings`]: { kind: 'session' },
  [`POST ${V}/bookings/lookup`]: {
    kind: 'public',
    reason: 'Track a booking: e-mail plus its reference prove that one booking',
    body: () => ({ email: 'robin.guest@example.com', reference: 'EAS-NOPE00' }),
  },
  [`POST ${V}/bookings/lookup/link`]: {
    kind: 'public',
    reason: 'mails the address itself a link; answers alike whatever the address has',
    body: () => ({ email: 'robin.guest@example.com' }),
  },
  [`POST ${V}/bookings/lookup/access`]: {
    kind: 'public',
    reason: 'the mailed token is the credential (an unknown one here)',
    body: () => ({ token: 'a'.repeat(43) }),
  },
  [`GET ${V}/booking/:id`]: { kind: 'owner', owner: 'client', also: ['artist'], params: booking },
  [`PUT ${V}/booking/:id`]: {
    kind: 'owner',
    owner: 'client',
    params: booking,
    body: () => ({ message: 'Could we make it a family portrait instead?' }),
  },
  [`DELETE ${V}/booking/:id`]: { kind: 'owner', owner: 'artist', params: booking },
  [`POST ${V}/booking/:id/accept`]: { kind: 'owner', owner: 'artist', params: booking },
  [`POST ${V}/booking/:id/decline`]: { kind: 'owner', owner: 'artist', params: booking, body: reason },
  [`POST ${V}/booking/:id/cancel`]: {
    kind: 'owner',
    owner: 'client',
    also: ['artist'],
    params: booking,
    body: reason,
  },
  [`POST ${V}/booking/:id/complete`]: { kind: 'owner', owner: 'artist', params: booking },
  [`POST ${V}/booking/:id/quote`]: {
    kind: 'owner',
    owner: 'artist',
    params: booking,
    body: () => ({ price: 180, note: 'Two glazes, delivered framed.' }),
  },
  [`POST ${V}/booking/:id/quote/accept`]: {
    kind: 'owner',
    owner: 'client',
    params: booking,
    body: () => ({ price: 1, cancellationPolicy: 'flexible' }),
  },
  [`POST ${V}/booking/:id/quote/decline`]: { kind: 'owner', owner: 'client', params: booking, body: reason },
  [`POST ${V}/booking/:id/dispute`]: {
    kind: 'owner',
    owner: 'client',
    params: booking,
    body: () => ({ reason: 'The session was cut short by an hour.' }),
  },
  [`GET ${V}/bookings/user/:clientEmail`]: {
    kind: 'owner',
    owner: 'client',
    params: (w) => ({ clientEmail: w.users.client.email }),
  },
  [`GET ${V}/bookings/manage/:token`]: {
    kind: 'public',
    reason: "a guest's mailed manage link: the unguessable token is the credential",
    params: (w) => ({ token: w.guestManageToken }),
  },
  [`POST ${V}/bookings/manage/:token/cancel`]: {
    kind: 'public',
    reason: "a guest's mailed manage link: the unguessable token is the credential",
    params: (w) => ({ token: w.guestManageToken }),
    body: reason,
  },
  [`GET ${V}/bookings/:id`]: { kind: 'owner', owner: 'client', also: ['artist'], params: booking },
  [`PATCH ${V}/bookings/:id`]: {
    kind: 'owner',
    owner: 'artist',
    params: booking,
    body: () => ({ status: 'confirmed' }),
  },
  [`PATCH ${V}/bookings/:id/confirm`]: {
    kind: 'owner',
    owner: 'artist',
    params: booking,
    body: () => ({ action: 'accept' }),
  },
  [`POST ${V}/booking/:id/review`]: {
    kind: 'owner',
    owner: 'client',
    params: (w) => ({ id: w.pastBookingId }),
    body: () => ({ rating: 5, body: 'A wonderful session.' }),
  },
  [`GET ${V}/reviews/artist/:artistId`]: {
    kind: 'public',
    reason: 'reviews are public',
    params: artistParam,
  },
  [`GET ${V}/calendar/feed`]: { kind: 'session' },
  [`POST ${V}/calendar/feed/rotate`]: { kind: 'session' },
  [`GET ${V}/calendar/ics/:file`]: {
    kind: 'public',
    reason: "the artist's private ICS link: the unguessable file name is the credential",
    params: (w) => ({ file: w.feedFile }),
  },

  // Wallet and bridge.
  [`GET ${V}/wallet`]: { kind: 'session' },
  [`GET ${V}/wallet/transactions`]: { kind: 'session' },
  [`GET ${V}/wallet/escrow`]: { kind: 'session' },
  [`GET ${V}/wallet/balance-history`]: { kind: 'session' },
  [`GET ${V}/wallet/balance/:id`]: {
    kind: 'owner',
    owner: 'client',
    params: (w) => ({ id: w.users.client.id }),
  },
  [`POST ${V}/wallet/connect`]: {
    kind: 'session',
    body: () => ({ network: 'polygon', address: '0xde709f2102306220921060314715629080e2fb77' }),
  },
  [`DELETE ${V}/wallet/connect/:walletId`]: {
    kind: 'owner',
    owner: 'client',
    params: (w) => ({ walletId: w.walletId }),
  },
  [`POST ${V}/wallet/topup`]: { kind: 'session', body: () => ({ amount: 10 }) },
  [`GET ${V}/bridge`]: { kind: 'session' },
  [`POST ${V}/bridge/initiate`]: { kind: 'session', body: (w) => ({ walletId: w.walletId, amount: 1 }) },
  [`GET ${V}/bridge/status/:id`]: { kind: 'owner', owner: 'client', params: (w) => ({ id: w.bridgeId }) },
  [`POST ${V}/bridge/:id/complete`]: { kind: 'owner', owner: 'admin', params: (w) => ({ id: w.bridgeId }) },
  [`POST ${V}/bridge/:id/fail`]: {
    kind: 'owner',
    owner: 'admin',
    params: (w) => ({ id: w.bridgeId }),
    body: () => ({ reason: 'The chain is congested.' }),
  },

  // Reports and blocks (decision 019). The blocked person is the operator, who takes no part in the
  // world's messages, comments, bookings or offers, so the block cannot change another route's answer.
  [`POST ${V}/reports`]: {
    kind: 'signed-in',
    reason: 'anyone signed in may report what they can see',
    body: (w) => ({ targetType: 'campaign', targetId: w.campaignId, reason: 'spam' }),
  },
  [`GET ${V}/blocks`]: { kind: 'session' },
  [`POST ${V}/blocks/:userId`]: { kind: 'session', params: (w) => ({ userId: w.users.admin.id }) },
  [`DELETE ${V}/blocks/:userId`]: { kind: 'session', params: (w) => ({ userId: w.users.admin.id }) },

  // The operator console: operators only. Its writes get an empty body here, so the operator's
  // call proves it passes the guard (400 for the missing reason) without changing the world.
  ...adminRoutes(),

  // Marketplace.
  [`GET ${V}/marketplace`]: { kind: 'public', reason: 'the marketplace listing' },
  [`POST ${V}/marketplace/:mediaId/purchase`]: {
    kind: 'signed-in',
    reason: 'anyone may buy a listed work',
    params: (w) => ({ mediaId: w.media.forSale.id }),
    // The list price the buyer was shown (forSale is 500 hundredths).
    body: () => ({ price: 5 }),
  },
  [`GET ${V}/marketplace/orders`]: { kind: 'session' },
  [`GET ${V}/marketplace/sales`]: { kind: 'session' },
  [`GET ${V}/marketplace/orders/:id/download`]: {
    kind: 'owner',
    owner: 'client',
    params: (w) => ({ id: w.orderId }),
  },
  [`GET ${V}/marketplace/offers`]: { kind: 'session' },
  [`POST ${V}/marketplace/offers/:id/accept`]: {
    kind: 'owner',
    owner: 'artist',
    params: (w) => ({ id: w.offerId }),
  },
  [`POST ${V}/marketplace/offers/:id/decline`]: {
    kind: 'owner',
    owner: 'artist',
    params: (w) => ({ id: w.offerId }),
  },
  [`POST ${V}/marketplace/offers/:id/withdraw`]: {
    kind: 'owner',
    owner: 'client',
    params: (w) => ({ id: w.offerId }),
  },

  // Messages and the dashboard.
  [`GET ${V}/conversations`]: { kind: 'session' },
  [`GET ${V}/conversations/unread`]: { kind: 'session' },
  [`POST ${V}/conversations`]: { kind: 'session', body: (w) => ({ bookingId: w.bookingId }) },
  [`GET ${V}/conversations/:id/messages`]: {
    kind: 'owner',
    owner: 'client',
    also: ['artist'],
    params: (w) => ({ id: w.conversationId }),
  },
  [`POST ${V}/conversations/:id/messages`]: {
    kind: 'owner',
    owner: 'client',
    also: ['artist'],
    params: (w) => ({ id: w.conversationId }),
    body: () => ({ body: 'See you on Saturday.' }),
  },
  [`GET ${V}/dashboard/stats`]: { kind: 'session' },
};

/** Whether anyone may call the route at all, signed in or not; the route must then declare itself public. */
export const isOpenRoute = (access: Access | undefined) =>
  access?.kind === 'public' || (access?.kind === 'owner' && access.openRoute !== undefined);

/** Whether only operators may call the route; it must then declare OPERATOR_ACCESS. */
export const isOperatorRoute = (access: Access | undefined) =>
  access?.kind === 'owner' && access.owner === 'admin' && access.also === undefined;
