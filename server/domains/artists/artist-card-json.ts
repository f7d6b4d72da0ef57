import { users } from '#server/domains/auth/tables.ts';

/**
 * The artist as a card names them in the feed and the marketplace (spec §3), for a statement that
 * joins `users`; each read adds the one field of its own (location, category).
 */
export const artistCardJsonFields = {
  id: users.id,
  name: users.name,
  username: users.username,
  avatarUrl: users.avatarUrl,
  verified: users.verified,
};
