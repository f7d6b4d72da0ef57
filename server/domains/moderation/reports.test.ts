import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser } from '#server/test/users.ts';
import {
  REPORT_ALREADY_OPEN_MESSAGE,
  REPORT_OWN_CONTENT_MESSAGE,
  REPORT_RECEIVED_MESSAGE,
  REPORT_TARGET_NOT_FOUND_MESSAGE,
} from '#shared/schemas/moderation.ts';
import {
  callAs,
  createModerationCast,
  createReportables,
  type ModerationCast,
  moderationNotices,
} from './moderation-test-kit.ts';

let t: TestApp;
let cast: ModerationCast;
let things: Awaited<ReturnType<typeof createReportables>>;
const call = (...args: Parameters<ReturnType<typeof callAs>>) => callAs(t)(...args);

beforeAll(async () => {
  t = await createTestApp();
  cast = await createModerationCast(t);
  things = await createReportables(t, cast);
});
afterAll(async () => t.close());

const targets = () =>
  [
    ['artwork', things.artwork.id],
    ['comment', things.commentId],
    ['artist', cast.artist.id],
    ['campaign', things.campaignId],
    ['message', things.messageId],
  ] as const;

describe('POST /reports', () => {
  it('takes one report of each kind, and a repeat is answered kindly without a second row', async () => {
    for (const [targetType, targetId] of targets()) {
      const first = await call('POST', '/reports', cast.fan, { targetType, targetId, reason: 'scam' });
      expect(first.statusCode, `${targetType}: ${first.body}`).toBe(201);
      expect(first.json()).toMatchObject({
        success: true,
        message: REPORT_RECEIVED_MESSAGE,
        data: { duplicate: false },
      });
      const before = await t.snapshot();
      const again = await call('POST', '/reports', cast.fan, { targetType, targetId, reason: 'spam' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({
        message: REPORT_ALREADY_OPEN_MESSAGE,
        data: { id: first.json().data.id, duplicate: true },
      });
      expect(await t.snapshot()).toEqual(before);
    }
  });

  it('refuses what the reporter cannot see, their own content, and bad input, changing nothing', async () => {
    const before = await t.snapshot();
    // Only a party to the conversation can report one of its messages.
    const outsider = await call('POST', '/reports', cast.other, {
      targetType: 'message',
      targetId: things.messageId,
      reason: 'harassment',
    });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().message).toBe(REPORT_TARGET_NOT_FOUND_MESSAGE);
    const own = await call('POST', '/reports', cast.artist, {
      targetType: 'artwork',
      targetId: things.artwork.id,
      reason: 'spam',
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(REPORT_OWN_CONTENT_MESSAGE);
    const missing = await call('POST', '/reports', cast.other, {
      targetType: 'campaign',
      targetId: '00000000-0000-4000-8000-000000000000',
      reason: 'spam',
    });
    expect(missing.statusCode).toBe(404);
    const otherWithoutText = await call('POST', '/reports', cast.other, {
      targetType: 'artwork',
      targetId: things.artwork.id,
      reason: 'other',
    });
    expect(otherWithoutText.statusCode).toBe(400);
    expect(otherWithoutText.json().message).toBe('Please tell us what is wrong');
    const anonymous = await call('POST', '/reports', null, {
      targetType: 'artwork',
      targetId: things.artwork.id,
      reason: 'spam',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await t.snapshot()).toEqual(before);
  });

  it('shows the operator the reported message and nothing else of its conversation', async () => {
    const queue = await call('GET', '/admin/reports', cast.operator);
    expect(queue.statusCode).toBe(200);
    const groups = queue.json().data as {
      target: { type: string; text: string | null };
      reports: unknown[];
    }[];
    expect(groups.map((g) => g.target.type).sort()).toEqual([
      'artist',
      'artwork',
      'campaign',
      'comment',
      'message',
    ]);
    const message = groups.find((g) => g.target.type === 'message')!;
    expect(message.target.text).toBe('Buy my other work, send money to this address');
    expect(JSON.stringify(queue.json())).not.toContain(things.conversationId);
  });

  it('hides an artwork on decision: gone for others, shown to its artist with the reason, reporters told', async () => {
    const decide = await call('POST', '/admin/reports/decide', cast.operator, {
      targetType: 'artwork',
      targetId: things.artwork.id,
      decision: 'hide',
      reason: 'Copied from another artist',
    });
    expect(decide.statusCode, decide.body).toBe(200);
    expect((await call('GET', `/media/${things.artwork.id}`, cast.fan)).statusCode).toBe(404);
    const own = await call('GET', `/media/${things.artwork.id}`, cast.artist);
    expect(own.json().data.hiddenReason).toBe('Copied from another artist');
    expect((await moderationNotices(t, cast.fan.id)).map((n) => n.title)).toContain(
      'Your report of a artwork was reviewed',
    );
    expect((await moderationNotices(t, cast.artist.id)).map((n) => n.title)).toContain(
      'Your artwork was hidden',
    );
    // A second decision on the same reports finds none open.
    const late = await call('POST', '/admin/reports/decide', cast.operator, {
      targetType: 'artwork',
      targetId: things.artwork.id,
      decision: 'dismiss',
      reason: 'Too late',
    });
    expect(late.statusCode).toBe(409);
    // A hidden artwork cannot be bought, and restoring brings it back.
    const buyer = await createTestUser(t.database);
    const buy = await call('POST', `/marketplace/${things.artwork.id}/purchase`, buyer, { price: 5 });
    expect(buy.statusCode).toBe(409);
    expect(buy.json().message).toBe('This artwork has been hidden by moderation and cannot be bought');
    const restore = await call('POST', '/admin/content/restore', cast.operator, {
      targetType: 'artwork',
      targetId: things.artwork.id,
      reason: 'The artist showed it is theirs',
    });
    expect(restore.statusCode).toBe(200);
    expect((await call('GET', `/media/${things.artwork.id}`, cast.fan)).statusCode).toBe(200);
  });

  it('hides a campaign: it leaves the list, takes no contributions (409), and its artist still sees it', async () => {
    await call('POST', '/admin/reports/decide', cast.operator, {
      targetType: 'campaign',
      targetId: things.campaignId,
      decision: 'hide',
      reason: 'Misleading goal',
    });
    const list = await call('GET', '/campaigns', null);
    expect(list.json().map((c: { id: string }) => c.id)).not.toContain(things.campaignId);
    expect((await call('GET', `/campaigns/${things.campaignId}`, cast.fan)).statusCode).toBe(404);
    const mine = await call('GET', `/campaigns/${things.campaignId}`, cast.artist);
    expect(mine.json().hiddenReason).toBe('Misleading goal');
    const give = await call('POST', `/campaigns/${things.campaignId}/contribute`, cast.fan, {
      amount: 5,
      paymentType: 'fiat',
    });
    expect(give.statusCode).toBe(409);
    expect(give.json().message).toBe(
      'This campaign has been hidden by moderation and takes no contributions',
    );
  });

  it('hides a message from the other party only, and a comment from everyone but its author', async () => {
    for (const [targetType, targetId] of [
      ['message', things.messageId],
      ['comment', things.commentId],
    ] as const) {
      const res = await call('POST', '/admin/reports/decide', cast.operator, {
        targetType,
        targetId,
        decision: 'hide',
        reason: 'Scam',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const fanThread = await call('GET', `/conversations/${things.conversationId}/messages`, cast.fan);
    expect(fanThread.json().data.messages.map((m: { id: string }) => m.id)).not.toContain(things.messageId);
    const artistThread = await call('GET', `/conversations/${things.conversationId}/messages`, cast.artist);
    const own = artistThread.json().data.messages.find((m: { id: string }) => m.id === things.messageId);
    expect(own.hiddenReason).toBe('Scam');
    // Nor does the conversation list show it to the fan as its latest message or count it as unread.
    const fanList = await call('GET', '/conversations', cast.fan);
    expect(JSON.stringify(fanList.json())).not.toContain('send money to this address');
    expect(fanList.json().data[0].unreadCount).toBe(0);
    const artistList = await call('GET', '/conversations', cast.artist);
    expect(artistList.json().data[0].lastMessage.preview).toContain('send money to this address');
    const comments = await call('GET', `/media/${things.artwork.id}/comments`, cast.fan);
    expect(comments.json().data.map((c: { id: string }) => c.id)).not.toContain(things.commentId);
  });

  it('dismisses the artist report, leaving the profile up, and answers only the open queue afterwards', async () => {
    const res = await call('POST', '/admin/reports/decide', cast.operator, {
      targetType: 'artist',
      targetId: cast.artist.id,
      decision: 'dismiss',
      reason: 'Nothing wrong',
    });
    expect(res.statusCode).toBe(200);
    const summary = await call('GET', '/admin/summary', cast.operator);
    expect(summary.json().data.openReports).toBe(0);
    const log = await call('GET', '/admin/audit?targetType=artist', cast.operator);
    expect(log.json().data[0]).toMatchObject({
      action: 'report.dismiss',
      reason: 'Nothing wrong',
      actor: { id: cast.operator.id },
    });
  });
});
