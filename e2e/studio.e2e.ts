import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi, registerAccount, signInAs, uniqueSuffix } from './support/accounts.ts';
import {
  desktop,
  expectNoSeriousAxeViolations,
  mobile,
  openPage,
  screenshot,
  type Viewport,
} from './support/browser.ts';
import { expectPath, settle } from './support/pages.ts';

// A creator runs their studio in the browser against the real server: edits the profile, uploads
// an avatar, then uploads, edits and deletes a work in the Media Gallery, at both widths.

let files: string;
let avatarPath: string;
let artworkPath: string;

beforeAll(async () => {
  files = mkdtempSync(join(tmpdir(), 'easel-studio-'));
  avatarPath = join(files, 'avatar.png');
  artworkPath = join(files, 'artwork.png');
  await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0f766e' } })
    .png()
    .toFile(avatarPath);
  // Noise does not compress, so the file is big enough (~2 MB) for the throttled upload to show progress.
  const width = 900;
  const height = 700;
  const noise = randomBytes(width * height * 3);
  writeFileSync(
    artworkPath,
    await sharp(noise, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );
});
afterAll(() => rmSync(files, { recursive: true, force: true }));

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** Screenshot, axe and overflow at one step. */
async function checkStep(page: Page, name: string) {
  await settle(page);
  await expectNoSeriousAxeViolations(page);
  await expectNoOverflow(page);
  await screenshot(page, name);
}

/** Slows uploads on the wire so the progress bar has time to move. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  };
}

const viewports: [string, Viewport][] = [
  ['desktop', desktop],
  ['mobile', mobile],
];

// The longest journey of the suite (two uploads through the image pipeline); on a busy machine it
// needs more than the project's 60 s per test.
describe.each(viewports)('creator studio at %s', (_label, viewport) => {
  test('edit profile, upload an avatar, then upload, edit and delete media', async () => {
    const creator = await registerAccount({ accountType: 'creator' });
    const { page, problems } = await openPage({ viewport });
    await signInAs(page, creator);

    // Dashboard → Profile through the quick action.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /Edit profile/ }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=profile');
    await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    await page.getByText('Click or drag to upload').waitFor();
    await page.getByText('Max 5MB, square images work best').waitFor();
    await checkStep(page, 'studio-profile');

    // Edit Profile → Save Changes; the change survives a reload.
    const bio = `Porcelain under north light ${uniqueSuffix()}`;
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('textbox', { name: /^Bio/ }).fill(bio);
    await page.getByRole('textbox', { name: /^Location/ }).fill('Porto, Portugal');
    await checkStep(page, 'studio-profile-edit');
    await page.getByRole('button', { name: 'Save Changes' }).first().click();
    await page.getByText('Profile updated').waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    await page.reload();
    await page.getByText(bio).waitFor();
    await page.getByText('Porto, Portugal').waitFor();

    // Avatar: a 400×400 PNG; the stored WebP replaces the initials here and on /profile.
    await page.locator('input[aria-label="Avatar image file"]').setInputFiles(avatarPath);
    await page.getByText('Avatar updated').waitFor();
    const me = await callApi<{ user: { avatarUrl: string | null } }>('/auth/me', { token: creator.token });
    expect(me.user.avatarUrl).toMatch(/^\/api\/v1\/files\//);
    const avatarImg = page.getByRole('button', { name: 'Upload avatar' }).locator('img');
    await expect.poll(() => avatarImg.getAttribute('src')).toBe(me.user.avatarUrl);
    await checkStep(page, 'studio-avatar');
    await page.goto('/profile');
    await expect.poll(() => page.locator('main img').first().getAttribute('src')).toBe(me.user.avatarUrl);
    await page.goto('/dashboard');
    await expect.poll(() => page.locator('main img').first().getAttribute('src')).toBe(me.user.avatarUrl);

    // Media Gallery: empty, then an upload with a moving progress bar.
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Media Gallery' })
      .click();
    await expectPath(page, '/dashboard');
    await page.getByRole('heading', { name: 'Your gallery is empty' }).waitFor();
    await checkStep(page, 'studio-media-empty');

    const title = `Tidal Glaze ${uniqueSuffix()}`;
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const upload = page.getByRole('dialog', { name: 'Upload media' });
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await upload.getByText('Title is required').waitFor();
    await upload.locator('input[aria-label="Media file"]').setInputFiles(artworkPath);
    await upload.getByRole('textbox', { name: /^Title/ }).fill(title);
    await upload.getByRole('textbox', { name: /^Caption/ }).fill('Glaze study in blue.');
    await upload.getByRole('textbox', { name: /^Tags/ }).fill('ceramics, glaze, blue, study, tide');
    await checkStep(page, 'studio-media-upload-form');

    const unthrottle = await throttleUploads(page, 400 * 1024);
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    const bar = upload.getByRole('progressbar', { name: 'Upload progress' });
    await bar.waitFor();
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await screenshot(page, 'studio-media-uploading');
    await upload.waitFor({ state: 'detached', timeout: 30_000 });
    await unthrottle();

    const card = page
      .getByRole('list', { name: 'Your media' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await card.getByRole('heading', { name: title }).waitFor();
    await card.getByText('+2 more').waitFor();
    await checkStep(page, 'studio-media-grid');

    // The preview shows the work large with its statistics.
    await card.getByRole('button', { name: `Preview ${title}` }).click();
    const preview = page.getByRole('dialog', { name: title });
    await preview.getByRole('img', { name: title }).waitFor();
    await preview.getByText('Views').waitFor();
    await checkStep(page, 'studio-media-preview');
    await page.keyboard.press('Escape');

    // It is public at once.
    await page.goto(`/artists/${creator.username}`);
    await page.getByText(title).first().waitFor();
    await page.goBack();

    // Edit its title.
    const renamed = `${title} II`;
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit media' });
    await edit.getByRole('textbox', { name: /^Title/ }).fill(renamed);
    await checkStep(page, 'studio-media-edit');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { name: renamed }).waitFor();

    // Delete after the confirmation: gone here and on the server.
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this media?').waitFor();
    await checkStep(page, 'studio-media-delete');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('heading', { name: 'Your gallery is empty' }).waitFor();
    const left = await callApi<{ data: unknown[] }>(`/media/artist/${creator.user.id}`, {
      token: creator.token,
    });
    expect(left.data).toHaveLength(0);

    problems.expectNone();
  }, 150_000);
});
