import { eq } from 'drizzle-orm';
import { callAs, createBookableArtist } from '#server/domains/bookings/booking-test-kit.ts';
import { insertCampaign } from '#server/domains/campaigns/contribution-test-kit.ts';
import { insertMedia } from '#server/domains/media/media-test-kit.ts';
import { mediaComments } from '#server/domains/media/tables.ts';
import { bookingBetween } from '#server/domains/messages/message-test-kit.ts';
import { notifications } from '#server/domains/notifications/tables.ts';
import type { TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';

/** app.inject under /api/v1, as a user or signed out (the bookings test kit's, shared). */
export { callAs };

export type ModerationCast = {
  operator: TestUser;
  artist: TestUser;
  fan: TestUser;
  other: TestUser;
};

export async function createModerationCast(t: TestApp): Promise<ModerationCast> {
  return {
    operator: await createTestUser(t.database, { role: 'admin', name: 'Olu Ops' }),
    artist: await createBookableArtist(t.database, { name: 'Maya Chen' }),
    fan: await createTestUser(t.database, { name: 'Sam Rivera' }),
    other: await createTestUser(t.database, { name: 'Kim Other' }),
  };
}

/** One of each reportable thing, all the artist's (the message is the artist's, to the fan). */
export async function createReportables(t: TestApp, cast: ModerationCast) {
  const call = callAs(t);
  const artwork = await insertMedia(t.database, cast.artist.id, { title: 'Harbour at dusk', priceMacs: 500 });
  const campaignId = await insertCampaign(t, cast.artist.id, { title: 'A wood kiln' });
  const [comment] = await t.database.db
    .insert(mediaComments)
    .values({ mediaId: artwork.id, userId: cast.artist.id, body: 'Thanks for looking!' })
    .returning();
  const booking = await bookingBetween(t, { artist: cast.artist, client: cast.fan, stranger: cast.other });
  const opened = await call('POST', '/conversations', cast.fan, { bookingId: booking.id });
  const conversationId = opened.json().data.id as string;
  const sent = await call('POST', `/conversations/${conversationId}/messages`, cast.artist, {
    body: 'Buy my other work, send money to this address',
  });
  return {
    artwork,
    campaignId,
    commentId: comment!.id,
    booking,
    conversationId,
    messageId: sent.json().data.id as string,
  };
}

export const moderationNotices = (t: TestApp, userId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .then((rows) => rows.filter((n) => n.type === 'moderation'));
