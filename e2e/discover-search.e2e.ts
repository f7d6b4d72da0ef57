import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { ArtistListResponse } from '#shared/schemas/artists.ts';
import { callApi } from './support/accounts.ts';
import { expectNoSeriousAxeViolations, mobile, openPage, screenshot } from './support/browser.ts';
import { expectHeading, expectPath, settle } from './support/pages.ts';

// Discover's categories filter real artists; the navigation search box suggests as you type,
// is driven by the keyboard, and leads to the result or to the results page.

async function cardNames(page: Page, section: string): Promise<string[]> {
  const region = page.getByRole('region', { name: section });
  await region.getByRole('article').first().waitFor();
  return (await region.getByRole('article').getByRole('heading', { level: 3 }).allTextContents()).map((n) =>
    n.trim(),
  );
}

describe('Discover', () => {
  test('a category shows only its own artists, and the tiles switch between categories', async () => {
    const { page, problems } = await openPage({ path: '/discover' });
    await expectHeading(page);
    // Without a category, a few artists of each.
    for (const name of ['Digital Art', 'Traditional', 'Mixed Media', 'Sculpture']) {
      await page.getByRole('heading', { level: 2, name }).waitFor();
    }
    await settle(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'discover-overview');

    const digital = await callApi<ArtistListResponse>('/profiles?category=digital-art&limit=50');
    const sculpture = await callApi<ArtistListResponse>('/profiles?category=sculpture&limit=50');
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: /Digital Art/ })
      .click();
    await page.waitForURL(/category=digital-art/);
    expect(await expectHeading(page)).toBe('Digital Art');
    const shown = await cardNames(page, 'Digital Art artists');
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set(digital.data.map((a) => a.name)));
    for (const other of sculpture.data) expect(shown).not.toContain(other.name);
    await page.getByRole('region', { name: 'Digital Art artworks' }).getByRole('listitem').first().waitFor();

    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: /Sculpture/ })
      .click();
    await page.waitForURL(/category=sculpture/);
    const sculptors = await cardNames(page, 'Sculpture artists');
    expect(new Set(sculptors)).toEqual(new Set(sculpture.data.map((a) => a.name)));
    await settle(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'discover-category');

    // A card leads to the artist.
    await page
      .getByRole('region', { name: 'Sculpture artists' })
      .getByRole('link', { name: 'Maya Chen' })
      .click();
    await expectPath(page, '/artists/maya');
    problems.expectNone();
  });
});

describe('search', () => {
  test('type in the nav box, pick a suggestion with the keyboard, land on the artist; then the results page', async () => {
    const { page, problems } = await openPage({ path: '/' });
    await expectHeading(page);
    const box = page.getByRole('combobox', { name: 'Search' });
    expect(await box.getAttribute('placeholder')).toBe('Search artists, artwork, services...');
    await box.click();
    await box.pressSequentially('maya', { delay: 40 });
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await listbox.getByRole('option', { name: /Maya Chen/ }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'search-suggestions');
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(
      await listbox.getByRole('option').first().getAttribute('id'),
    );
    await box.press('Enter');
    await expectPath(page, '/artists/maya');
    await page.getByRole('heading', { level: 1, name: 'Maya Chen' }).waitFor();

    // Enter with nothing highlighted opens the results page.
    await box.fill('ceramic');
    await listbox.getByRole('option').first().waitFor();
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await box.press('Enter');
    await expectPath(page, '/search');
    expect(new URL(page.url()).searchParams.get('q')).toBe('ceramic');
    expect(await expectHeading(page)).toBe('Results for “ceramic”');
    for (const section of ['Artists', 'Artworks', 'Services']) {
      await page.getByRole('region', { name: new RegExp(`^${section}`) }).waitFor();
    }
    await settle(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'search-results');

    // An artwork result opens in place.
    const artwork = page
      .getByRole('region', { name: /^Artworks/ })
      .getByRole('link')
      .first();
    const title = ((await artwork.textContent()) ?? '').trim();
    await artwork.click();
    await page.getByRole('dialog').waitFor();
    expect(title.length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    await page.goto('/search?q=zzqxv');
    await page.getByRole('heading', { name: 'No results for “zzqxv”' }).waitFor();
    problems.expectNone();
  });

  test('works inside the mobile menu', async () => {
    const { page, problems } = await openPage({ viewport: mobile, path: '/' });
    await expectHeading(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const box = menu.getByRole('combobox', { name: 'Search' });
    await box.pressSequentially('maya', { delay: 40 });
    await menu.getByRole('option', { name: /Maya Chen/ }).waitFor();
    await settle(page);
    await screenshot(page, 'search-suggestions');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expectPath(page, '/artists/maya');
    await expect.poll(() => menu.isVisible()).toBe(false);

    await page.goto('/search?q=ceramic');
    await page.getByRole('region', { name: /^Services/ }).waitFor();
    await settle(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'search-results');
    await page.goto('/discover?category=digital-art');
    await page.getByRole('region', { name: 'Digital Art artists' }).getByRole('article').first().waitFor();
    await settle(page);
    await screenshot(page, 'discover-category');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    // A search longer than the server takes (a pasted paragraph, an edited address) is said so,
    // with no Retry that cannot help, and its heading stays on the screen.
    await page.goto(`/search?q=${'a'.repeat(500)}`);
    await page.getByRole('heading', { name: 'This search is too long' }).waitFor();
    await settle(page);
    await screenshot(page, 'search-too-long');
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    expect(await overflow()).toBeLessThanOrEqual(0);
    problems.expectNone();
  });
});
