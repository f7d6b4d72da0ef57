// The reads behind the main pages, each as the app's request and as the statement its service
// runs. The app is measured through its route; the bare reference server (bare-sql-server.ts)
// runs the same statement, built by the same code, through the driver alone.

import { followStatusRead } from '#server/domains/artists/follow-status-query.ts';
import { publicProfileRead } from '#server/domains/artists/public-profile-query.ts';
import { artistReviewsRead } from '#server/domains/bookings/review-list-query.ts';
import { publicCampaignsRead } from '#server/domains/campaigns/campaign-query.ts';
import { feedRead } from '#server/domains/feed/service.ts';
import { listingPageRead } from '#server/domains/marketplace/listing-query.ts';
import { artistMediaRead } from '#server/domains/media/artist-media-query.ts';
import type { Db } from '#server/platform/db/client.ts';
import type { BoundRead } from '#server/platform/db/prepared-read.ts';
import { reviewListQuerySchema } from '#shared/schemas/bookings.ts';
import { FEED_DEFAULT_LIMIT, feedQuerySchema } from '#shared/schemas/feed.ts';
import { marketplaceQuerySchema } from '#shared/schemas/marketplace.ts';

/** The artist page's gallery: what web/features/artists/api/artists-api.ts asks for. */
export const GALLERY_LIMIT = 48;

/** What the reads need to know about the seeded world, found once through the app. */
export type PageReadContext = { artistId: string; artistUsername: string };

export type PageRead = {
  name: string;
  /** The request under /api/v1, as the web app sends it (signed out). */
  path: string;
  /** The statement the service runs for that request; none for health. */
  statement?: (db: Db) => BoundRead<unknown>;
};

/**
 * Every query is parsed with the route's own schema, so the statement gets the values the route
 * would give it (defaults and clamping included).
 */
export function pageReads({ artistId, artistUsername }: PageReadContext): PageRead[] {
  const feed = feedQuerySchema.parse({ limit: String(FEED_DEFAULT_LIMIT) });
  const reviews = reviewListQuerySchema.parse({});
  const listings = marketplaceQuerySchema.parse({ sort: 'newest', page: '1' });
  return [
    { name: 'health', path: '/health' },
    {
      name: `feed page (${FEED_DEFAULT_LIMIT} posts)`,
      path: `/feed?limit=${FEED_DEFAULT_LIMIT}`,
      statement: (db) => feedRead(db, feed, null),
    },
    {
      name: 'artist page: profile',
      path: `/profiles/public/${artistUsername}`,
      statement: (db) => publicProfileRead(db, artistUsername),
    },
    {
      name: `artist page: gallery (${GALLERY_LIMIT})`,
      path: `/media/artist/${artistUsername}?limit=${GALLERY_LIMIT}`,
      statement: (db) => artistMediaRead(db, artistUsername, null, GALLERY_LIMIT),
    },
    {
      name: 'artist page: follow status',
      path: `/profiles/${artistId}/follow-status`,
      statement: (db) => followStatusRead(db, artistId, undefined),
    },
    {
      name: 'artist page: reviews',
      path: `/reviews/artist/${artistId}`,
      statement: (db) => artistReviewsRead(db, artistId, reviews.limit),
    },
    { name: 'campaign list', path: '/campaigns', statement: (db) => publicCampaignsRead(db, new Date()) },
    {
      name: 'marketplace list (newest)',
      path: '/marketplace?sort=newest&page=1',
      statement: (db) => listingPageRead(db, listings),
    },
  ];
}
