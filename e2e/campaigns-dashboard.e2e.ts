import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  CAMPAIGN_CREATED_MESSAGE,
  DEADLINE_FUTURE_MESSAGE,
  IMAGE_URL_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  TARGET_AMOUNT_MESSAGE,
} from '#shared/schemas/campaign-writes.ts';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import { type Account, callApi, loginDemoAccount, signInAs, uniqueSuffix } from './support/accounts.ts';
import {
  desktop,
  expectNoSeriousAxeViolations,
  mobile,
  openPage,
  screenshot,
  type Viewport,
} from './support/browser.ts';
import { settle } from './support/pages.ts';

// Maya runs her campaigns from the dashboard against the real server: she creates one (meeting
// every validation message first), a guest pays in crypto through the API, and she confirms it.

const GUEST_WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';
let maya: Account;

beforeAll(async () => {
  maya = await loginDemoAccount('maya@easel.test');
});

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

async function checkStep(page: Page, name: string) {
  await settle(page);
  await expectNoSeriousAxeViolations(page);
  await expectNoOverflow(page);
  await screenshot(page, name);
}

/** A local calendar date `days` from today in the browser, as the date input takes it. */
const browserDate = (page: Page, days: number) =>
  page.evaluate((ahead) => {
    const d = new Date();
    d.setDate(d.getDate() + ahead);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }, days);

const viewports: [string, Viewport][] = [
  ['desktop', desktop],
  ['mobile', mobile],
];

describe.each(viewports)('dashboard My Campaigns at %s', (_label, viewport) => {
  test('create with every validation message, then confirm a guest crypto contribution', async () => {
    const { page, problems } = await openPage({ viewport });
    await signInAs(page, maya);
    await page.goto('/dashboard?tab=campaigns');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create Campaign' }) });
    await page.getByRole('heading', { name: 'Create a campaign' }).waitFor();
    await page.getByRole('heading', { name: 'Your campaigns' }).waitFor();
    await checkStep(page, `campaigns-dashboard-form`);

    const submit = () => form.getByRole('button', { name: 'Create Campaign' }).click();
    const title = `Riso Zine Print Run ${uniqueSuffix()}`;

    await submit();
    await form.getByText(REQUIRED_FIELDS_MESSAGE).waitFor();
    await checkStep(page, `campaigns-dashboard-required`);

    await form.getByLabel(/Campaign title/).fill(title);
    await form.getByLabel(/Description/).fill('Two hundred copies of a risograph zine about the harbour.');
    await form.getByText('57/500').waitFor();
    await form.getByLabel(/Target amount/).fill('0');
    await form.getByLabel(/Deadline/).fill(await browserDate(page, 0));
    await submit();
    await form.getByText(TARGET_AMOUNT_MESSAGE).waitFor();

    await form.getByLabel(/Target amount/).fill('500');
    await submit();
    await form.getByText(DEADLINE_FUTURE_MESSAGE).waitFor();
    expect(await form.getByLabel(/Deadline/).getAttribute('min')).toBe(await browserDate(page, 1));

    await form.getByLabel(/Deadline/).fill(await browserDate(page, 30));
    await form.getByLabel(/Image URL/).fill('harbour.png');
    await submit();
    await form.getByText(IMAGE_URL_MESSAGE).waitFor();
    await checkStep(page, `campaigns-dashboard-image-error`);

    await form.getByLabel(/Image URL/).fill('');
    await submit();
    await form.getByText(CAMPAIGN_CREATED_MESSAGE).waitFor();
    await screenshot(page, `campaigns-dashboard-created`);
    // The form empties two seconds later; the new campaign is listed at once.
    await expect.poll(() => form.getByLabel(/Campaign title/).inputValue(), { timeout: 10_000 }).toBe('');
    const card = page.getByRole('article', { name: title });
    await card.waitFor();
    await card.getByText('0% funded').waitFor();

    // A guest contributes in crypto through the API; it waits for Maya as pending.
    const mine = await callApi<{ data: Campaign[] }>('/crowdfunding/mine', { token: maya.token });
    const campaign = mine.data.find((c) => c.title === title);
    expect(campaign, 'the new campaign is among hers').toBeDefined();
    const id = campaign?.id ?? '';
    await callApi(`/campaigns/${id}/contribute`, {
      body: {
        amount: 125.5,
        note: 'For the paper',
        paymentType: 'crypto',
        crypto: { userWalletAddress: GUEST_WALLET, network: 'polygon' },
      },
    });
    await page.reload();
    await card.getByText('$126 pending').waitFor();
    const row = card.getByRole('listitem', { name: '$125.50 from Anonymous' });
    await row.getByText(GUEST_WALLET).waitFor();
    await row.getByText('Pending').waitFor();
    await card.scrollIntoViewIfNeeded();
    await checkStep(page, `campaigns-dashboard-pending`);

    // Maya confirms it: the raised amount, backers and progress move.
    await row.getByRole('button', { name: 'Confirm $125.50 from Anonymous' }).click();
    await page.getByText('Contribution confirmed').first().waitFor();
    await card.getByText('25% funded').waitFor();
    await card.getByText('1 backer', { exact: true }).waitFor();
    await card.getByText('No crypto contributions are waiting for you.').waitFor();
    await expect
      .poll(async () =>
        card.getByRole('progressbar', { name: `${title} funding progress` }).getAttribute('aria-valuenow'),
      )
      .toBe('25');
    await checkStep(page, `campaigns-dashboard-confirmed`);

    const publicView = await callApi<Campaign>(`/campaigns/${id}`);
    expect(publicView.currentAmount).toBe(125.5);
    expect(publicView.pendingAmount).toBe(0);
    expect(publicView.backers).toBe(1);

    problems.expectNone();
  });
});
