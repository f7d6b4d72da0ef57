import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { type Account, callApi, registerAccount, signInAs } from './support/accounts.ts';
import { expectNoSeriousAxeViolations, mobile, openPage, screenshot, viewports } from './support/browser.ts';
import { expectHeading, settle } from './support/pages.ts';

// A registered supporter browses the feed, likes and comments (both persist), loads more posts,
// then visits the artist, looks through every tab and follows them (persists too).

let reader: Account;

beforeAll(async () => {
  reader = await registerAccount();
});

const countOf = async (button: Locator) => Number(((await button.textContent()) ?? '').replace(/\D/g, ''));

async function openFeed(page: Page) {
  await page.goto('/');
  await expectHeading(page);
  await page.getByRole('feed', { name: 'Artworks' }).getByRole('article').first().waitFor();
}

describe('the feed and an artist page, signed in', () => {
  test('like → comment → load more → artist tabs → follow, everything persisting across reloads', async () => {
    const { page, problems } = await openPage();
    await signInAs(page, reader);
    await openFeed(page);
    await page.getByRole('tab', { name: 'For you' }).waitFor();

    // Like the first post: the count moves at once and stays after a reload.
    const first = page.getByRole('feed').getByRole('article').first();
    const title = (await first.getByRole('heading', { level: 2 }).textContent())!.trim();
    const like = first.getByRole('button', { name: `Like ${title}` });
    const before = await countOf(like);
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    // A signed-in page keeps a live event stream open, so it never goes network-idle: wait for the call.
    const liked = page.waitForResponse((r) => r.url().endsWith('/like') && r.request().method() === 'POST');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => countOf(like)).toBe(before + 1);
    expect((await liked).ok()).toBe(true);
    await openFeed(page);
    const likeAgain = page
      .getByRole('feed')
      .getByRole('article')
      .first()
      .getByRole('button', { name: `Like ${title}` });
    await expect.poll(() => likeAgain.getAttribute('aria-pressed')).toBe('true');
    expect(await countOf(likeAgain)).toBe(before + 1);

    // Comment: it appears in the thread, the count moves, and it is still there after a reload.
    const text = `Lovely light in this one (${reader.username})`;
    const post = page.getByRole('feed').getByRole('article').first();
    const toggle = post.getByRole('button', { name: `Comments on ${title}` });
    const comments = await countOf(toggle);
    await toggle.click();
    const thread = post.getByRole('region', { name: `Comments on ${title}` });
    await thread.getByRole('textbox', { name: 'Add a comment' }).fill(text);
    await thread.getByRole('button', { name: 'Post comment' }).click();
    await thread.getByText(text).waitFor();
    await expect.poll(() => countOf(toggle)).toBe(comments + 1);
    await expectNoSeriousAxeViolations(page);
    await openFeed(page);
    const reopened = page.getByRole('feed').getByRole('article').first();
    await reopened.getByRole('button', { name: `Comments on ${title}` }).click();
    await reopened
      .getByRole('region', { name: `Comments on ${title}` })
      .getByText(text)
      .waitFor();

    // Load More Posts appends the next page.
    const articles = page.getByRole('feed').getByRole('article');
    const shown = await articles.count();
    await page.getByRole('button', { name: 'Load More Posts' }).click();
    await expect.poll(() => articles.count()).toBeGreaterThan(shown);
    await settle(page);
    await screenshot(page, 'feed-signed-in');

    // The artist of the first post: every tab, then Follow, which survives a reload.
    // The header's second profile link is the name (the first is the decorative avatar).
    const artistLink = page
      .getByRole('feed')
      .getByRole('article')
      .first()
      .locator('header a[href^="/artists/"]')
      .nth(1);
    const artistName = (await artistLink.textContent())!.trim();
    const artistPath = (await artistLink.getAttribute('href'))!;
    await artistLink.click();
    await page.getByRole('heading', { level: 1, name: artistName }).waitFor();
    for (const tab of ['About', 'Reviews', 'Contact', 'Gallery']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel', { name: tab }).waitFor();
    }
    const stats = page.getByRole('region', { name: 'Stats' });
    const followers = async () =>
      Number(
        (
          await stats.locator('dt', { hasText: 'Followers' }).locator('xpath=..').locator('dd').textContent()
        )?.replace(/\D/g, ''),
      );
    const followersBefore = await followers();
    const followed = page.waitForResponse(
      (r) => r.url().endsWith('/follow') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByRole('button', { name: 'Following' }).waitFor();
    await expect.poll(followers).toBe(followersBefore + 1);
    expect((await followed).ok()).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Following' }).waitFor();
    expect(await page.getByRole('button', { name: 'Following' }).getAttribute('aria-pressed')).toBe('true');
    await settle(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'artist-profile-following');

    // The server agrees: the feed's "Following" tab now shows this artist's work.
    await page.goto('/?feed=following');
    await page.getByRole('feed').getByRole('article').first().waitFor();
    const authors = await page
      .getByRole('feed')
      .getByRole('article')
      .locator('header a[href^="/artists/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(authors)).toEqual(new Set([artistPath]));
    const status = await callApi<{ following: boolean }>(
      `/profiles/${artistPath.split('/').pop()}/follow-status`,
      {
        token: reader.token,
      },
    );
    expect(status.following).toBe(true);
    problems.expectNone();
  });

  test('an artwork link opens its detail; share copies that link; the phone layout holds', async () => {
    const { page, context, problems } = await openPage({ viewport: mobile });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(page, reader);
    await page.goto('/artists/maya');
    await expectHeading(page);
    const tile = page.getByRole('link', { name: /^Open / }).first();
    const artworkTitle = ((await tile.getAttribute('aria-label')) ?? '').replace(/^Open /, '');
    await page
      .getByRole('button', { name: `Share ${artworkTitle}` })
      .first()
      .click();
    await page.getByText('Link copied').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/artists\/maya\?artwork=[0-9a-f-]{36}$/);

    await page.goto(new URL(link).pathname + new URL(link).search);
    const dialog = page.getByRole('dialog', { name: artworkTitle });
    await dialog.waitFor();
    await dialog.getByRole('heading', { name: /Comments/ }).waitFor();
    await settle(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'artwork-detail');
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).search).toBe('');

    await page.goto('/');
    await page.getByRole('feed').getByRole('article').first().waitFor();
    await settle(page);
    await screenshot(page, 'feed-signed-in');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    problems.expectNone();
  });
});

describe('coming back to the feed', () => {
  // The reader scrolls well down the server-rendered feed, opens an artist, then goes back: the
  // post they left is where they left it. Server-rendered cards below the fold are drawn late
  // (content-visibility), so this fails if the page drawn on return is sized differently from the one
  // they scrolled, or if the offset is restored before the feed is there.
  for (const [name, viewport] of Object.entries(viewports)) {
    test(`lands on the post the reader left (${name})`, async () => {
      const { page, problems } = await openPage({ viewport });
      await openFeed(page);
      const sixth = page.getByRole('feed', { name: 'Artworks' }).getByRole('article').nth(5);
      await sixth.waitFor();
      // A wheel turn at a time, as a reader scrolls, until the sixth post nears the top.
      await expect
        .poll(
          async () => {
            await page.mouse.wheel(0, 150);
            return sixth.evaluate((card) => card.getBoundingClientRect().top);
          },
          { interval: 50, timeout: 20_000 },
        )
        .toBeLessThan(viewport.height / 3);
      // Where the reader was when they clicked (the click itself may scroll the link clear of the header).
      await page.evaluate(() => {
        const feed = document.querySelector('[role="feed"]')!;
        addEventListener(
          'click',
          () => {
            const card = feed.querySelectorAll('article')[5]!;
            sessionStorage.setItem('left-at', JSON.stringify([scrollY, card.getBoundingClientRect().top]));
          },
          { capture: true, once: true },
        );
      });
      await sixth.locator('header a[href^="/artists/"]').nth(1).click();
      await expectHeading(page);
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/artists\//);
      await page.goBack();
      await sixth.waitFor();
      const [leftY, leftTop] = JSON.parse((await page.evaluate(() => sessionStorage.getItem('left-at')))!);
      expect(leftY).toBeGreaterThan(viewport.height);
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(leftY);
      expect(await sixth.evaluate((card) => card.getBoundingClientRect().top)).toBeCloseTo(leftTop, 0);
      problems.expectNone();
    });
  }
});
