import { sql } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import { media } from './tables.ts';

/**
 * What everyone may see of an artwork (decision 019): published, not hidden by moderation, and
 * its artist not suspended. Every public list and the public detail ask this one predicate, so
 * a list added later cannot forget a rule. The subquery is a primary-key probe per row.
 */
export const artworkIsPublic = sql<boolean>`(${media.published} and ${media.hiddenAt} is null and not exists (select 1 from ${users} where ${users.id} = ${media.artistId} and ${users.suspendedAt} is not null))`;

/**
 * artworkIsPublic for a read that already joins the artwork's artist (`artist` is that join's
 * users table or alias): the same rule, asked of the joined row instead of a second probe of
 * users per artwork, which on PGlite cost a fifth of a feed page.
 */
export const artworkIsPublicBy = (artist: typeof users) =>
  sql<boolean>`(${media.published} and ${media.hiddenAt} is null and ${artist.suspendedAt} is null)`;
