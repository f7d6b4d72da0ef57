import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousAxeViolations, screenshot } from './browser.ts';

/** The route's main heading; every screen has exactly one visible h1. */
export async function expectHeading(page: Page, timeoutMs = 15_000): Promise<string> {
  const heading = page.locator('h1').first();
  await heading.waitFor({ state: 'visible', timeout: timeoutMs });
  return ((await heading.textContent()) ?? '').trim();
}

/** Waits until the browser shows `pathname` (client-side redirects included). */
export async function expectPath(page: Page, pathname: string, timeoutMs = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: timeoutMs }).catch(() => {});
  expect(new URL(page.url()).pathname).toBe(pathname);
}

/**
 * Lets a screen finish loading before a screenshot: fonts, images, and requests in flight.
 * Not an assertion; a page with a live stream never goes idle, so the wait is bounded.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {});
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Closes the toasts a test has already read, so they do not cover the screen in its screenshot.
 * A toast may still be arriving from the last step, so it clicks until none is left.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const buttons = page.getByRole('region', { name: 'Alerts' }).getByRole('button', { name: 'Dismiss' });
  await expect
    .poll(async () => {
      for (const button of await buttons.all()) await button.click({ timeout: 2_000 }).catch(() => {});
      return buttons.count();
    })
    .toBe(0);
}

/** Nothing hangs below the footer: the page ends where the footer does (visually hidden parts included). */
export async function expectPageEndsAtFooter(page: Page): Promise<void> {
  const below = await page.evaluate(() => {
    const footer = document.querySelector('footer');
    if (!footer) return 0;
    return document.documentElement.scrollHeight - (footer.getBoundingClientRect().bottom + window.scrollY);
  });
  expect(below, 'px of page below the footer').toBeLessThanOrEqual(1);
}

/**
 * One screen as a person meets it: toasts dismissed, layout settled, no serious axe violation,
 * nothing wider than the viewport; then its screenshot under `name`.
 */
export async function checkStep(page: Page, name: string) {
  await dismissToasts(page);
  await settle(page);
  await expectNoSeriousAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  await screenshot(page, name);
}
