import { describe, expect, test } from 'vitest';
import { DEMO_ARTIST_USERNAME } from '#server/platform/db/seed/demo-accounts.ts';
import { desktop, expectNoSeriousAxeViolations, mobile, openPage, screenshot } from './support/browser.ts';
import { expectHeading, settle } from './support/pages.ts';

const activeElement = (page: import('playwright-core').Page) =>
  page.evaluate(() => ({
    text: document.activeElement?.textContent?.trim() ?? '',
    inDialog: Boolean(document.activeElement?.closest('[role="dialog"]')),
    id: document.activeElement?.id ?? '',
  }));

describe('keyboard', () => {
  test('the first Tab reaches "Skip to content", which moves focus to the main content', async () => {
    const { page, problems } = await openPage({ path: '/' });
    await expectHeading(page);
    await page.keyboard.press('Tab');
    expect((await activeElement(page)).text).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect((await activeElement(page)).id).toBe('main-content');
    problems.expectNone();
  });

  test('the auth dialog opens from the keyboard, traps focus, and Escape returns focus to its button', async () => {
    const { page, problems } = await openPage({ path: '/' });
    const connect = page.getByRole('button', { name: 'Connect Wallet' });
    await connect.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    expect((await activeElement(page)).inDialog).toBe(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect((await activeElement(page)).inDialog).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Radix hands focus back in a task after the dialog has gone.
    await expect.poll(() => connect.evaluate((el) => el === document.activeElement)).toBe(true);
    problems.expectNone();
  });

  test('a dialog opened from a plain button (Book Session) gives focus back to it on Escape', async () => {
    const { page, problems } = await openPage({ path: `/artists/${DEMO_ARTIST_USERNAME}` });
    const book = page.getByRole('button', { name: 'Book Session' }).first();
    await book.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    expect((await activeElement(page)).inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Not <body>: a keyboard user goes on from where they were.
    await expect.poll(() => book.evaluate((el) => el === document.activeElement)).toBe(true);
    problems.expectNone();
  });
});

describe('themes', () => {
  test.each([
    ['desktop', desktop],
    ['mobile', mobile],
  ] as const)('the dark theme follows the system and passes axe (%s)', async (_name, viewport) => {
    const { page, problems } = await openPage({ viewport });
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const [name, path] of [
      ['home-dark', '/'],
      ['campaigns-dark', '/campaigns'],
      ['artist-profile-dark', `/artists/${DEMO_ARTIST_USERNAME}`],
    ] as const) {
      await page.goto(path);
      await expectHeading(page);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      await settle(page);
      await screenshot(page, name);
      await expectNoSeriousAxeViolations(page);
    }
    problems.expectNone();
  });

  test('the toggle overrides the system setting and the choice survives a reload', async () => {
    const { page, problems } = await openPage({ path: '/' });
    await page.emulateMedia({ colorScheme: 'light' });
    await expectHeading(page);
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await isDark()).toBe(true);
    await page.reload();
    await expectHeading(page);
    expect(await isDark()).toBe(true);
    problems.expectNone();
  });
});
