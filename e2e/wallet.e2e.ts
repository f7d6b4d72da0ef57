import { beforeAll, describe, expect, test } from 'vitest';
import { BRIDGE_PENDING_MESSAGE, formatMacs, type Wallet } from '#shared/schemas/wallet.ts';
import { type Account, callApi, loginDemoAccount, signInAs } from './support/accounts.ts';
import { desktop, mobile, openPage, type Viewport } from './support/browser.ts';
import { checkStep } from './support/pages.ts';

// Sam (the demo supporter) opens the wallet: the seeded balance and the two seeded transactions,
// a test-mode top-up, a connected wallet (first a bad address), then a bridge request that waits
// for an operator. Each viewport connects a different address, so the two runs never collide.

let sam: Account;

beforeAll(async () => {
  sam = await loginDemoAccount('sam@easel.test');
});

const readWallet = async () => (await callApi<{ data: Wallet }>('/wallet', { token: sam.token })).data;
const minor = (macs: number) => Math.round(macs * 100);

const cases: [string, Viewport, { network: string; label: string; address: string }][] = [
  [
    'desktop',
    desktop,
    { network: 'solana', label: 'Solana', address: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' },
  ],
  ['mobile', mobile, { network: 'xrp', label: 'XRP Ledger', address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh' }],
];

describe.each(cases)('the wallet at %s', (_label, viewport, external) => {
  test('shows the real balance and history, tops up, connects a wallet and bridges out', async () => {
    const { page, problems } = await openPage({ viewport });
    await signInAs(page, sam);
    await page.goto('/wallet');
    const balance = page.getByTestId('wallet-balance');
    const before = await readWallet();
    await expect.poll(() => balance.textContent()).toBe(formatMacs(minor(before.balance)));
    const history = page.getByRole('table', { name: 'Transactions, newest first' });
    await history.getByText('Purchase: Tide Pool Cups (edition)').waitFor();
    await history
      .getByRole('cell', { name: /Test-mode top-up/ })
      .first()
      .waitFor();
    await page.getByRole('figure', { name: /Balance, last 30 days/ }).waitFor();
    await checkStep(page, 'wallet');

    // A test-mode top-up: the balance and the history follow at once.
    await page.getByRole('button', { name: 'Top up (test mode)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Top up (test mode)' });
    await dialog.getByText('Test mode: no real money moves.', { exact: false }).waitFor();
    await dialog.getByLabel(/Amount \(MACS\)/).fill('25');
    await checkStep(page, 'wallet-topup');
    await dialog.getByRole('button', { name: 'Add MACS' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => balance.textContent()).toBe(formatMacs(minor(before.balance) + 2500));
    await history.getByText('+25.00 MACS').first().waitFor();

    // Connect a wallet: the server's message names the network; then a good address.
    await page.getByLabel('Network').selectOption(external.network);
    await page.getByLabel('Wallet address').fill('not-an-address');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByText(`Please enter a valid ${external.label} wallet address`).waitFor();
    await checkStep(page, 'wallet-connect-error');
    await page.getByLabel('Wallet address').fill(external.address);
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByRole('button', { name: new RegExp(`^Remove ${external.label} wallet`) }).waitFor();

    // Bridge 10 MACS out to it: held at once, pending until an operator completes it.
    const option = await page
      .getByLabel('To wallet')
      .locator('option', { hasText: external.label })
      .getAttribute('value');
    await page.getByLabel('To wallet').selectOption(option ?? '');
    await page.getByRole('spinbutton', { name: /Amount \(MACS\)/ }).fill('10');
    await page.getByRole('button', { name: 'Bridge out' }).click();
    await page.getByText(BRIDGE_PENDING_MESSAGE).waitFor();
    const requests = page.getByRole('list').filter({ hasText: 'Pending' });
    await requests.getByText('10.00 MACS').first().waitFor();
    await expect.poll(() => balance.textContent()).toBe(formatMacs(minor(before.balance) + 1500));
    await checkStep(page, 'wallet-bridge');
    // The bad address's 400 is the step under test.
    problems.expectNone({ ignore: [/\b400\b.*\/wallet\/connect/, /status of 400 .*\/wallet\/connect/] });
  }, 150_000);
});
