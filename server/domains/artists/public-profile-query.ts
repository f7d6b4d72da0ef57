import { and, eq, sql } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import { isUuid } from '#server/domains/auth/user-views.ts';
import { reviewSummaryOf } from '#server/domains/bookings/review-summary.ts';
import { orders } from '#server/domains/marketplace/tables.ts';
import { media } from '#server/domains/media/tables.ts';
import { artworkIsPublicBy } from '#server/domains/media/visibility.ts';
import type { Db } from '#server/platform/db/client.ts';
import { outer } from '#server/platform/db/outer-column.ts';
import { type BoundRead, plainFields, preparedPerDatabase } from '#server/platform/db/prepared-read.ts';
import { hundredthsToDecimal, isoTimestamp, jsonObject } from '#server/platform/db/sql-json.ts';
import type { ArtistCategorySlug, ArtistProfile } from '#shared/schemas/artists.ts';
import { type ArtistCategory, artistProfiles, follows } from './tables.ts';

const count = (table: typeof follows, column: typeof follows.artistId | typeof follows.followerId) =>
  // Both counts ride on indexes: follows_artist_idx and the (follower, artist) primary key.
  sql<number>`(select count(*)::int from ${table} where ${column} = ${outer(users.id)})`;

function buildProfileStatement(db: Db, by: 'id' | 'username', name: string) {
  // The artist's published work and the views it gathered, aggregated once beside the profile.
  const work = db
    .select({
      artworks: sql<number>`count(*)::int`.as('artworks'),
      views: sql<number>`coalesce(sum(${media.views}), 0)`.as('work_views'),
    })
    .from(media)
    // `users` is the artist the outer query found.
    .where(and(eq(media.artistId, users.id), artworkIsPublicBy(users)))
    .as('work');
  const rating = reviewSummaryOf(db, users.id);
  const who =
    by === 'id'
      ? sql`${users.id} = ${sql.placeholder('id')}::uuid`
      : sql`lower(${users.username}) = ${sql.placeholder('username')}`;
  // Spec section 3 "Artist profile", built by the database. Public: never the e-mail or the phone.
  const profile = jsonObject({
    id: users.id,
    name: users.name,
    username: users.username,
    avatarUrl: users.avatarUrl,
    verified: users.verified,
    bookingEnabled: artistProfiles.bookingEnabled,
    bio: artistProfiles.bio,
    location: artistProfiles.location,
    website: artistProfiles.website,
    social: jsonObject({ instagram: artistProfiles.instagram, twitter: artistProfiles.twitter }),
    category: artistProfiles.category,
    stats: jsonObject({
      followers: count(follows, follows.artistId),
      following: count(follows, follows.followerId),
      artworks: work.artworks,
      views: sql`(${work.views} + ${artistProfiles.views})`,
      // Every edition sold in the marketplace, counted on marketplace_orders_artist_created_idx.
      sales: sql<number>`(select count(*)::int from ${orders} where ${orders.artistId} = ${outer(users.id)})`,
      rating: rating.rating,
      reviews: rating.reviews,
    }),
    pricing: jsonObject({
      hourlyRate: hundredthsToDecimal(artistProfiles.hourlyRateMacs),
      currency: sql`'MACS'`,
    }),
    specialties: artistProfiles.specialties,
    experience: artistProfiles.experience,
    responseTime: artistProfiles.responseTime,
    languages: artistProfiles.languages,
    education: artistProfiles.education,
    achievements: artistProfiles.achievements,
    memberSince: isoTimestamp(users.createdAt),
  });
  return (
    db
      .select(plainFields({ profile: sql<ArtistProfile>`${profile}` }))
      // An artist is a user with an artist profile; the inner join makes a plain user "not found".
      .from(artistProfiles)
      .innerJoin(users, eq(users.id, artistProfiles.userId))
      .crossJoinLateral(work)
      .crossJoinLateral(rating)
      // A suspended artist is "not found" everywhere an artist is looked up.
      .where(sql`${who} and ${users.suspendedAt} is null`)
      .limit(1)
      .prepare(name)
  );
}

const profileStatement = preparedPerDatabase('artist_profile', buildProfileStatement, { plain: true });

export type PublicProfileRow = { profile: ArtistProfile };

// The stored categories and the wire enum in shared/ must never drift apart.
const categoriesMatch: ArtistCategory extends ArtistCategorySlug ? true : never = true;
void categoriesMatch;

/**
 * GET /profiles/public/{id}: the profile, its follower counts, published work, views and rating in
 * one statement. Spec §7 accepts a user id or a username in any letter case; usernames cannot
 * contain '-', so the two never collide, and lower() matches the unique index on lower(username).
 */
export function publicProfileRead(db: Db, idOrUsername: string): BoundRead<PublicProfileRow> {
  const by = isUuid(idOrUsername) ? 'id' : 'username';
  const values = by === 'id' ? { id: idOrUsername } : { username: idOrUsername.toLowerCase() };
  return { ...profileStatement(db, by), values };
}
