import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import type { MediaItem } from '#shared/schemas/media.ts';
import {
  type BlockedUser,
  REPORT_ALREADY_OPEN_MESSAGE,
  REPORT_RECEIVED_MESSAGE,
} from '#shared/schemas/moderation.ts';
import {
  type Account,
  callApi,
  loginDemoAccount,
  registerAccount,
  signInAs,
  uniqueSuffix,
} from './support/accounts.ts';
import { baseURL, desktop, mobile, openPage, type Viewport } from './support/browser.ts';
import { checkStep, dismissToasts } from './support/pages.ts';

// Reports and blocks in the browser against the real server. A supporter reports a fresh artist's
// work from its detail view (twice: the second time hears it is already reported); the operator
// hides it from the console with a reason; the supporter no longer finds it, and the artist sees
// the "Hidden by moderation" notice with that reason in their studio and on their own page.
// Then a supporter blocks an artist from the profile menu and unblocks them again from Settings.
// Every person and work is made for the run (nothing seeded changes), so the viewports never meet.

let ops: Account;

beforeAll(async () => {
  ops = await loginDemoAccount('ops@easel.test');
});

/** A small landscape picture, drawn here so the screenshots show a work rather than a flat block. */
async function paintArtwork(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0f2a4a"/><stop offset="1" stop-color="#e38b4f"/>
    </linearGradient></defs>
    <rect width="960" height="640" fill="url(#sky)"/>
    <circle cx="700" cy="380" r="70" fill="#f6d28b"/>
    <rect y="420" width="960" height="220" fill="#173a5e"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Uploads a work as `artist` through the API, as the studio's upload form would. */
async function uploadArtwork(artist: Account, title: string): Promise<MediaItem> {
  const form = new FormData();
  form.append('title', title);
  form.append('caption', 'Evening over the harbour, oil on linen.');
  form.append('tags', 'harbour, evening');
  form.append('file', new Blob([new Uint8Array(await paintArtwork())], { type: 'image/png' }), 'harbour.png');
  const response = await fetch(`${baseURL()}/api/v1/media/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${artist.token}` },
    body: form,
  });
  const body = (await response.json()) as { data?: MediaItem; message?: string };
  if (response.status !== 201 || !body.data) {
    throw new Error(`POST /api/v1/media/upload answered ${response.status}: ${body.message ?? ''}`);
  }
  return body.data;
}

/** Opens the artwork's "…" menu inside its detail dialog and picks Report; returns the report dialog. */
async function openReportDialog(page: Page, title: string) {
  const detail = page.getByRole('dialog', { name: title });
  await detail.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report artwork' });
  await dialog.waitFor();
  return dialog;
}

const alerts = (page: Page) => page.getByRole('region', { name: 'Alerts' });

/**
 * A toast raised over the artwork's detail dialog: in the accessibility tree (found by its role in
 * the Alerts region, which the modal must not hide), and dismissing it leaves the dialog open.
 */
async function expectToastOverDialog(page: Page, message: string) {
  await alerts(page).getByText(message, { exact: true }).waitFor();
  await dismissToasts(page);
  expect(await page.getByRole('dialog').count(), 'the detail dialog stays open').toBe(1);
}

const viewports: [string, Viewport][] = [
  ['desktop', desktop],
  ['mobile', mobile],
];

describe.each(viewports)('reports and moderation at %s', (_label, viewport) => {
  test('a supporter reports a work, the operator hides it, it leaves public view and its artist sees why', async () => {
    const suffix = uniqueSuffix();
    const title = `Harbour Lights ${suffix}`;
    const details = `This is my painting, posted without permission (${suffix})`;
    const reason = `Copy of another artist's painting ${suffix}`;
    const [artist, supporter] = await Promise.all([
      registerAccount({ accountType: 'creator', name: 'Noor Haddad' }),
      registerAccount(),
    ]);
    const artwork = await uploadArtwork(artist, title);
    const artworkPath = `/artists/${artist.username}?artwork=${artwork.id}`;

    // The supporter opens the work from the artist's gallery and reports it.
    const reporter = await openPage({ viewport });
    const { page } = reporter;
    await signInAs(page, supporter);
    await page.goto(`/artists/${artist.username}`);
    await page.getByRole('link', { name: `Open ${title}` }).click();
    await page.getByRole('dialog', { name: title }).waitFor();
    const report = await openReportDialog(page, title);
    await report.getByText(`What is wrong with “${title}” by ${artist.name}?`).waitFor();
    await report.getByRole('button', { name: 'Submit report' }).click();
    await report.getByText('Please choose a reason').waitFor();
    await report.getByRole('radio', { name: 'Stolen or infringing work' }).check();
    await report.getByRole('textbox', { name: /Details/ }).fill(details);
    await checkStep(page, 'moderation-report-dialog');
    await report.getByRole('button', { name: 'Submit report' }).click();
    await report.waitFor({ state: 'detached' });
    await expectToastOverDialog(page, REPORT_RECEIVED_MESSAGE);

    // Reporting it again files nothing new and says so.
    const again = await openReportDialog(page, title);
    await again.getByRole('radio', { name: 'Spam' }).check();
    await again.getByRole('button', { name: 'Submit report' }).click();
    await again.waitFor({ state: 'detached' });
    await expectToastOverDialog(page, REPORT_ALREADY_OPEN_MESSAGE);
    await checkStep(page, 'moderation-reported-artwork');

    // The operator finds the report in the console's Reports tab and hides the work with a reason.
    const operator = await openPage({ viewport });
    const opsPage = operator.page;
    await signInAs(opsPage, ops);
    await opsPage.goto('/admin');
    await opsPage.getByRole('heading', { level: 1, name: 'Operator console' }).waitFor();
    expect(await opsPage.getByRole('tab', { name: /Reports/ }).getAttribute('aria-selected')).toBe('true');
    const group = opsPage.getByRole('article', { name: title });
    await group.getByText(details).waitFor();
    await group.getByText('Stolen or infringing work').waitFor();
    await group.getByText('1 open report', { exact: true }).waitFor();
    await group.getByRole('button', { name: 'Hide content' }).click();
    const hide = opsPage.getByRole('dialog', { name: 'Hide this artwork' });
    await hide.getByRole('textbox', { name: /Reason/ }).fill(reason);
    await checkStep(opsPage, 'moderation-console-hide-artwork');
    await hide.getByRole('button', { name: 'Hide content', exact: true }).click();
    await hide.waitFor({ state: 'detached' });
    await group.waitFor({ state: 'detached' });

    // The supporter no longer finds it: the gallery is empty and its link leads nowhere.
    await page.goto(`/artists/${artist.username}`);
    await page.getByRole('heading', { level: 1, name: artist.name }).waitFor();
    await page.getByRole('heading', { name: 'No artworks yet' }).waitFor();
    expect(await page.getByRole('link', { name: `Open ${title}` }).count()).toBe(0);
    await page.goto(artworkPath);
    await page.getByRole('dialog').getByText('Artwork not found').waitFor();
    expect(await page.getByRole('dialog').getByText(title).count()).toBe(0);

    // The artist sees the notice with the operator's reason in the studio's Media Gallery...
    const studio = await openPage({ viewport });
    const artistPage = studio.page;
    await signInAs(artistPage, artist);
    await artistPage.goto('/dashboard?tab=media');
    const card = artistPage
      .getByRole('list', { name: 'Your media' })
      .getByRole('listitem')
      .filter({ hasText: title });
    const notice = card.getByRole('note');
    await notice.getByText('Hidden by moderation').waitFor();
    await notice.getByText(`Reason: ${reason}`).waitFor();
    await checkStep(artistPage, 'moderation-hidden-notice');

    // ...and on their own page, where the tile is marked and the detail view gives the reason.
    await artistPage.goto(`/artists/${artist.username}`);
    await artistPage
      .getByRole('listitem')
      .filter({ hasText: title })
      .getByText('Hidden by moderation')
      .waitFor();
    await artistPage.getByRole('link', { name: `Open ${title}` }).click();
    const own = artistPage.getByRole('dialog', { name: title });
    await own.getByRole('note').getByText(`Reason: ${reason}`).waitFor();
    expect(await own.getByRole('button', { name: `More actions for ${title}` }).count()).toBe(0);
    await checkStep(artistPage, 'moderation-hidden-artwork-detail');

    // The supporter's only failed request is the hidden work itself (its 404, and the console's line about it).
    reporter.problems.expectNone({ ignore: [new RegExp(`\\b404\\b.*/api/v1/media/${artwork.id}\\)?$`)] });
    operator.problems.expectNone();
    studio.problems.expectNone();
  }, 180_000);
});

describe.each(viewports)('blocking at %s', (_label, viewport) => {
  test('a supporter blocks an artist from the profile menu and unblocks them in Settings', async () => {
    const [artist, supporter] = await Promise.all([
      registerAccount({ accountType: 'creator', name: 'Iris Calder' }),
      registerAccount(),
    ]);
    const { page, problems } = await openPage({ viewport });
    await signInAs(page, supporter);

    // Profile "…" menu → Block → confirm.
    await page.goto(`/artists/${artist.username}`);
    await page.getByRole('heading', { level: 1, name: artist.name }).waitFor();
    const menu = page.getByRole('button', { name: `More actions for ${artist.name}` });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Block' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Block ${artist.name}?` });
    await confirm.getByText('We do not tell them.', { exact: false }).waitFor();
    await checkStep(page, 'moderation-block-dialog');
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await alerts(page).getByText('Blocked.', { exact: false }).waitFor();
    await dismissToasts(page);

    // The menu now offers Unblock instead.
    await menu.click();
    await page.getByRole('menuitem', { name: 'Unblock' }).waitFor();
    await page.keyboard.press('Escape');
    // The page says what the block stops, in place of anything the server would refuse.
    const notice = page.getByRole('note').filter({ hasText: `You blocked ${artist.name}` });
    await notice.getByText('until you unblock them', { exact: false }).waitFor();
    await notice.getByRole('button', { name: 'Unblock' }).waitFor();
    await checkStep(page, 'moderation-blocked-artist-page');

    // Settings lists them under "Blocked people".
    await page.goto('/settings');
    const blockedList = page.getByRole('list', { name: 'Blocked people' });
    const row = blockedList.getByRole('listitem').filter({ hasText: artist.name });
    await row.getByText(`@${artist.username}`, { exact: false }).waitFor();
    expect(await blockedList.getByRole('listitem').count()).toBe(1);
    await checkStep(page, 'moderation-blocked-people');

    // Unblock → confirm: the list empties, here and on the server.
    await row.getByRole('button', { name: `Unblock ${artist.name}` }).click();
    const unblock = page.getByRole('alertdialog', { name: `Unblock ${artist.name}?` });
    await unblock.getByRole('button', { name: 'Unblock', exact: true }).click();
    await unblock.waitFor({ state: 'detached' });
    await alerts(page).getByText('Unblocked').waitFor();
    await page.getByText('You have not blocked anyone.').waitFor();
    expect(await blockedList.count()).toBe(0);
    const left = await callApi<{ data: BlockedUser[] }>('/blocks', { token: supporter.token });
    expect(left.data).toEqual([]);
    await checkStep(page, 'moderation-blocked-people-empty');
    problems.expectNone();
  }, 120_000);
});
