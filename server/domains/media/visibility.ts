import { sql } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import { media } from './tables.ts';

/**
 * What everyone may see of an artwork (decision 019): published, not hidden by moderation, and
 * its artist not suspended. Every public list and the public detail ask this one predicate, so
 * a list added later cannot forget a rule. The subquery is a primary-key probe per row.
 */
export const artworkIsPublic = sql<boolean>`(${media.published} and ${media.hiddenAt} is null and not exists (select 1 from ${users} where ${users.id} = ${media.artistId} and ${users.suspendedAt} is not null))`;
