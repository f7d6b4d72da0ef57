import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  CONTRIBUTION_AMOUNT_MESSAGE,
  CONTRIBUTION_SENT_MESSAGE,
  WALLET_ADDRESS_MESSAGE,
} from '#shared/schemas/campaign-writes.ts';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import { callApi, uniqueSuffix } from './support/accounts.ts';
import {
  desktop,
  expectNoSeriousAxeViolations,
  mobile,
  openPage,
  screenshot,
  type Viewport,
} from './support/browser.ts';
import { settle } from './support/pages.ts';

// A visitor finds a fresh campaign of Maya's, pays in fiat from the list, then in crypto from the
// detail page (meeting the validation messages and the copy button); Maya confirms the crypto
// payment through the API and the progress moves.

const SENDER_WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';
let mayaToken = '';

beforeAll(async () => {
  const body = await callApi<{ token: string }>('/auth/login', {
    body: { email: 'maya@easel.test', password: 'easel-demo-2024' },
  });
  mayaToken = body.token;
});

async function createCampaign(title: string): Promise<Campaign> {
  const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const answer = await callApi<{ data: Campaign }>('/crowdfunding', {
    token: mayaToken,
    body: {
      title,
      description: 'Glazes, clay and a firing for a shared studio.',
      targetAmount: 500,
      deadline,
    },
  });
  return answer.data;
}

async function checkStep(page: Page, name: string) {
  await settle(page);
  await expectNoSeriousAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  await screenshot(page, name);
}

const viewports: [string, Viewport][] = [
  ['desktop', desktop],
  ['mobile', mobile],
];

describe.each(viewports)('contributing to a campaign at %s', (_label, viewport) => {
  test('browse, filter, pay in fiat and in crypto, and see the confirmed payment count', async () => {
    const title = `Community Glaze Lab ${uniqueSuffix()}`;
    const campaign = await createCampaign(title);
    const { page, context, problems } = await openPage({ viewport, path: '/campaigns' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    await page.getByRole('heading', { level: 1, name: 'Fund Creative Dreams' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search campaigns' }).fill(title);
    const card = page.getByRole('article').filter({ hasText: title });
    await card.waitFor();
    await page.getByRole('button', { name: 'Most Funded' }).click();
    await page.getByText('No campaigns found').waitFor();
    await page.getByText('Try adjusting your search terms.').waitFor();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await card.waitFor();
    await checkStep(page, 'campaigns-contribute-list');

    // Fiat from the card: the amount message first, then a test-mode payment that counts at once.
    await card.getByRole('button', { name: `Contribute to ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Test mode — no real money moves').waitFor();
    await dialog.getByRole('button', { name: 'Contribute' }).click();
    await dialog.getByText(CONTRIBUTION_AMOUNT_MESSAGE).waitFor();
    await checkStep(page, 'campaigns-contribute-fiat-error');
    await dialog.getByLabel(/Amount/).fill('50');
    await dialog.getByLabel('Note (optional)').fill('  For the glazes  ');
    await dialog.getByRole('button', { name: 'Contribute' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('$50', { exact: true }).waitFor();
    await card.getByText('10%', { exact: true }).waitFor();

    // Crypto from the detail page.
    await card.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: 'Contribute' }).click();
    await dialog.getByRole('radio', { name: 'Crypto' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByRole('button', { name: 'Copied!' }).waitFor();
    const networks = await callApi<{ data: { network: string; platformWallet: string }[] }>(
      '/crowdfunding/networks',
    );
    const polygonWallet = networks.data.find((n) => n.network === 'polygon')?.platformWallet;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(polygonWallet);
    await dialog.getByRole('button', { name: 'Copy' }).waitFor({ timeout: 5_000 });
    await dialog.getByLabel(/Amount/).fill('25');
    await dialog.getByRole('button', { name: 'Contribute' }).click();
    await dialog.getByText(WALLET_ADDRESS_MESSAGE).waitFor();
    await dialog.getByText(CONTRIBUTION_SENT_MESSAGE).waitFor();
    await checkStep(page, 'campaigns-contribute-crypto-errors');
    await dialog.getByLabel(/Your wallet address/).fill(SENDER_WALLET);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Contribute' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByText(/pending until the artist confirms it/)
      .first()
      .waitFor();
    const funding = page.getByRole('complementary');
    await funding.getByText('+$25 pending confirmation').waitFor();
    const recent = page.getByRole('region', { name: 'Recent contributions' });
    await recent.getByText('Pending').waitFor();
    await recent.getByText('Confirmed').waitFor();
    await checkStep(page, 'campaigns-contribute-pending');

    // Maya confirms the crypto payment; after a reload it counts towards the goal.
    const list = await callApi<{ id: string; status: string }[]>(`/campaigns/${campaign.id}/contributions`);
    const pending = list.find((c) => c.status === 'pending');
    expect(pending, 'the crypto contribution is pending').toBeDefined();
    await callApi(`/crowdfunding/${campaign.id}/contributions/${pending?.id}/confirm`, {
      token: mayaToken,
      body: {},
    });
    await page.reload();
    await funding.getByText('$75', { exact: true }).waitFor();
    await expect.poll(() => funding.getByText(/pending confirmation/).count()).toBe(0);
    await expect.poll(() => funding.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('15');
    await checkStep(page, 'campaigns-contribute-confirmed');

    problems.expectNone();
  });
});
