import { alias } from 'drizzle-orm/pg-core';
import { users } from '#server/domains/auth/tables.ts';

/** The buyer and the artist of an order or an offer, joined as two aliases of users. */
export const buyers = alias(users, 'buyer');
export const artists = alias(users, 'artist');

/** Names and usernames only: an order or offer never shows the other party's e-mail. */
export const partyColumns = {
  buyerId: buyers.id,
  buyerName: buyers.name,
  buyerUsername: buyers.username,
  artistId: artists.id,
  artistName: artists.name,
  artistUsername: artists.username,
};

type PartyRow = { [K in keyof typeof partyColumns]: string };

export function toParties(row: PartyRow) {
  return {
    buyer: { id: row.buyerId, name: row.buyerName, username: row.buyerUsername },
    artist: { id: row.artistId, name: row.artistName, username: row.artistUsername },
  };
}
