import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Conversation } from '#shared/schemas/messages.ts';
import { type Account, callApi, loginDemoAccount, signInAs } from './support/accounts.ts';
import {
  desktop,
  expectNoSeriousAxeViolations,
  mobile,
  openPage,
  screenshot,
  type Viewport,
} from './support/browser.ts';
import { settle } from './support/pages.ts';

// Sam writes to Maya about his consultation; Maya sees the unread count on the message icon,
// opens the conversation and replies, and the reply reaches Sam's open thread live.

let maya: Account;
let sam: Account;
let conversationId: string;

beforeAll(async () => {
  maya = await loginDemoAccount('maya@easel.test');
  sam = await loginDemoAccount('sam@easel.test');
  const list = await callApi<{ data: Conversation[] }>('/conversations', { token: sam.token });
  const seeded = list.data.find((c) => c.otherParty.username === 'maya' && c.subject.type === 'booking');
  expect(seeded, 'the seed has a conversation between Sam and Maya').toBeDefined();
  conversationId = seeded!.id;
});

async function checkStep(page: Page, name: string) {
  await settle(page);
  await expectNoSeriousAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  await screenshot(page, name);
}

/**
 * The navigation's message link: in the header on desktop, in the menu sheet on a phone, where
 * the menu button carries the unread count.
 */
async function messagesLink(page: Page, viewport: Viewport) {
  if (viewport === mobile) {
    const menu = page.getByRole('button', { name: /^Open menu, \d+ unread messages?$/ });
    await menu.waitFor();
    await checkStep(page, 'messages-unread-menu');
    await menu.click();
  }
  return page.getByRole('link', { name: /^Messages, \d+ unread$/ });
}

const viewports: [string, Viewport][] = [
  ['desktop', desktop],
  ['mobile', mobile],
];

describe.each(viewports)('messages at %s', (label, viewport) => {
  test('Maya sees the unread count, reads and replies; Sam gets the reply live', async () => {
    const question = `Can we start 15 minutes earlier? (${label})`;
    const reply = `Of course, see you at 10:45! (${label})`;
    await callApi(`/conversations/${conversationId}/messages`, {
      token: sam.token,
      body: { body: question },
    });

    const samView = await openPage({ viewport });
    await signInAs(samView.page, sam);
    await samView.page.goto(`/dashboard?tab=messages&conversation=${conversationId}`);
    const samThread = samView.page.getByRole('region', { name: 'Conversation with Maya Chen' });
    await samThread.getByText(question).waitFor();

    const mayaView = await openPage({ viewport });
    const { page } = mayaView;
    await signInAs(page, maya);
    await page.goto('/dashboard');
    const link = await messagesLink(page, viewport);
    await link.waitFor();
    await checkStep(page, 'messages-unread-icon');
    await link.click();

    await page.getByRole('heading', { name: 'Messages' }).waitFor();
    const row = page.getByRole('link', { name: /Sam Rivera/ }).filter({ hasText: 'Art Consultation' });
    await row.waitFor();
    await checkStep(page, 'messages-list');

    await row.click();
    const thread = page.getByRole('region', { name: 'Conversation with Sam Rivera' });
    await thread.getByText(question).waitFor();
    const box = thread.getByRole('textbox', { name: 'Message to Sam Rivera' });
    await box.fill(reply);
    await box.press('Enter');
    await thread.getByText(reply).waitFor();
    await expect(box.inputValue()).resolves.toBe('');
    await checkStep(page, 'messages-thread');

    // No reload on Sam's side: the notification stream brings the reply into the open thread.
    await samThread.getByText(reply).waitFor({ timeout: 15_000 });
    await checkStep(samView.page, 'messages-thread-live');

    mayaView.problems.expectNone();
    samView.problems.expectNone();
  }, 150_000);
});

test('a message notification in the bell opens its conversation', async () => {
  const question = 'Is parking easy near the studio?';
  await callApi(`/conversations/${conversationId}/messages`, { token: sam.token, body: { body: question } });

  const { page, problems } = await openPage({ viewport: desktop });
  await signInAs(page, maya);
  await page.goto('/');
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const notice = page
    .getByRole('list', { name: 'Recent notifications' })
    .getByRole('link', { name: `Unread: New message from Sam Rivera. ${question}` });
  await notice.click();

  await page.waitForURL((url) => url.searchParams.get('conversation') === conversationId);
  const thread = page.getByRole('region', { name: 'Conversation with Sam Rivera' });
  await thread.getByText(question).waitFor();
  await page.getByRole('list', { name: 'Recent notifications' }).waitFor({ state: 'detached' });
  await checkStep(page, 'messages-from-notification');
  problems.expectNone();
}, 90_000);
