import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import type { FeedResponse } from '#shared/schemas/feed.ts';
import type { Listing, ListingPage, OrderListResponse } from '#shared/schemas/marketplace.ts';
import { OFFER_SENT_MESSAGE } from '#shared/schemas/media.ts';
import { type Account, callApi, registerAccount, signInAs, storeSession } from './support/accounts.ts';
import {
  desktop,
  expectNoSeriousAxeViolations,
  mobile,
  openPage,
  screenshot,
  type Viewport,
} from './support/browser.ts';
import { dismissToasts, settle } from './support/pages.ts';

// Sam browses, filters and buys an edition, then downloads it from My purchases; a second buyer
// loses a unique piece to someone faster and is told so; an offer made from the feed is accepted
// by Maya in her Offers tab.

const PASSWORD = 'easel-demo-2024';
type Session = { token: string; user: { id: string } };
let sam: Session;
let maya: Session;

const login = (email: string) => callApi<Session>('/auth/login', { body: { email, password: PASSWORD } });

beforeAll(async () => {
  sam = await login('sam@easel.test');
  maya = await login('maya@easel.test');
});

/** A fresh supporter with MACS from a test-mode top-up. */
async function fundedBuyer(macs: number): Promise<Account> {
  const account = await registerAccount();
  await callApi('/wallet/topup', { token: account.token, body: { amount: macs } });
  return account;
}

async function forSale(): Promise<Listing[]> {
  return (await callApi<ListingPage>('/marketplace?limit=48')).data;
}

async function checkStep(page: Page, name: string) {
  await settle(page);
  // A toast or dialog still fading in would be measured at half contrast.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  await expectNoSeriousAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  await screenshot(page, name);
}

// Three pages, two sign-ins and a download on a shared two-core machine take their time.
const SLOW_TEST_MS = 150_000;

async function filterByPrice(page: Page, price: number) {
  await page.getByLabel('Min price (MACS)').fill(String(price));
  await page.getByLabel('Max price (MACS)').fill(String(price));
  await page.getByRole('button', { name: 'Apply' }).click();
}

const viewports: [string, Viewport][] = [
  ['desktop', desktop],
  ['mobile', mobile],
];

describe.each(viewports)('the marketplace at %s', (_label, viewport) => {
  test(
    'Sam filters, buys an edition of Tide Pool Cups and downloads it from My purchases',
    async () => {
      const { page, problems } = await openPage({ viewport });
      await storeSession(page, sam.token, sam.user);
      await page.goto('/marketplace');
      await page
        .getByRole('heading', { level: 1, name: 'Original work, straight from the studio' })
        .waitFor();
      await page
        .getByRole('button', { name: /^Buy Now: / })
        .first()
        .waitFor();
      await checkStep(page, 'marketplace-browse');

      await page.getByLabel('Sort by').selectOption('price_asc');
      await filterByPrice(page, 60);
      const card = page.getByRole('article').filter({ hasText: 'Tide Pool Cups' });
      await card.getByText('60.00 MACS').waitFor();
      await card.getByText(/Edition of 20 · \d+ left/).waitFor();
      await checkStep(page, 'marketplace-filtered');

      await card.getByRole('button', { name: 'Buy Now: Tide Pool Cups' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm purchase' });
      await dialog.getByText('Your balance').waitFor();
      await checkStep(page, 'marketplace-confirm');
      await dialog.getByRole('button', { name: 'Buy Now for 60.00 MACS' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Purchase complete. Your download is ready in My purchases.').first().waitFor();

      const purchases = page.getByRole('tabpanel', { name: 'My purchases' });
      const row = purchases.getByRole('listitem').filter({ hasText: 'Tide Pool Cups' }).first();
      await row.waitFor();
      await checkStep(page, 'marketplace-purchases');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: 'Download Tide Pool Cups' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('tide-pool-cups.png');
      expect(await download.failure()).toBeNull();
      problems.expectNone();
    },
    SLOW_TEST_MS,
  );

  test(
    'a second buyer of a unique piece hears it is already sold and keeps their MACS',
    async () => {
      const target = (await forSale()).find((l) => l.editionSize === null && !l.soldOut && l.price <= 1000);
      expect(target, 'an unsold unique artwork in the seed').toBeDefined();
      const winner = await fundedBuyer(2000);
      const loser = await fundedBuyer(2000);

      const { page, problems } = await openPage({ viewport });
      await signInAs(page, loser);
      await page.goto('/marketplace');
      await filterByPrice(page, target!.price);
      await page.getByRole('button', { name: `Buy Now: ${target!.title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm purchase' });
      await dialog.getByText('Your balance').waitFor();

      // Someone else is faster.
      await callApi(`/marketplace/${target!.id}/purchase`, {
        token: winner.token,
        body: { price: target!.price },
      });
      await dialog.getByRole('button', { name: /^Buy Now for / }).click();
      await dialog.getByRole('alert').getByText('This artwork has already been sold').waitFor();
      await checkStep(page, 'marketplace-already-sold');
      const wallet = await callApi<{ data: { balance: number } }>('/wallet', { token: loser.token });
      expect(wallet.data.balance).toBe(2000);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: `Sold out: ${target!.title}` }).waitFor();
      problems.expectNone({ ignore: [/409/] });
    },
    SLOW_TEST_MS,
  );

  test(
    "an offer made from the feed is accepted by Maya and becomes the buyer's purchase",
    async () => {
      const feed = await callApi<FeedResponse>('/feed');
      const open = new Set(
        (await forSale()).filter((l) => !l.soldOut && l.editionSize !== null).map((l) => l.id),
      );
      const post = feed.posts.find((p) => p.artist.username === 'maya' && open.has(p.id));
      expect(post, "an edition of Maya's on the first feed page").toBeDefined();
      const buyer = await fundedBuyer(1000);

      const { page, problems } = await openPage({ viewport });
      await signInAs(page, buyer);
      await page.goto('/');
      const article = page.getByRole('article', { name: post!.artwork.title });
      await article.getByRole('button', { name: 'Make Offer' }).click();
      const offerDialog = page.getByRole('dialog', { name: 'Make an offer' });
      await offerDialog.getByLabel(/Your offer/).fill('42.5');
      await offerDialog.getByRole('button', { name: 'Send offer' }).click();
      await page.getByText(OFFER_SENT_MESSAGE).first().waitFor();

      const studio = await openPage({ viewport });
      await storeSession(studio.page, maya.token, maya.user);
      await studio.page.goto('/marketplace?tab=offers');
      const offer = studio.page.getByRole('listitem').filter({ hasText: buyer.name });
      await offer.getByText('42.50 MACS').waitFor();
      await checkStep(studio.page, 'marketplace-offers');
      await offer.getByRole('button', { name: 'Accept' }).click();
      await offer.getByText('Accepted').waitFor();
      // The sale reaches Maya live as a toast too; let it arrive, then clear it before measuring.
      await studio.page.getByRole('region', { name: 'Alerts' }).getByText('Artwork sold').waitFor();
      await dismissToasts(studio.page);
      await checkStep(studio.page, 'marketplace-offer-accepted');

      const orders = await callApi<OrderListResponse>('/marketplace/orders', { token: buyer.token });
      expect(orders.data.map((o) => [o.title, o.price])).toEqual([[post!.artwork.title, 42.5]]);
      problems.expectNone();
      studio.problems.expectNone();
    },
    SLOW_TEST_MS,
  );
});
