import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  callApi,
  mailedLink,
  newAccountFields,
  readStoredToken,
  registerAccount,
  signInAs,
} from './support/accounts.ts';
import { desktop, expectNoSeriousAxeViolations, mobile, openPage, screenshot } from './support/browser.ts';
import { expectPath, settle } from './support/pages.ts';

// A stranger signs up, signs out, signs in, saves settings and resets a forgotten password, all in
// the browser against the real server; then a notification raised on the server reaches the bell live.

const dialog = (page: Page) => page.getByRole('dialog');

async function signInThroughDialog(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await dialog(page).getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog(page).getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog(page).getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Join as Creator' }).waitFor();
}

describe('accounts in the browser', () => {
  test('register → logout → login → settings save → reset password through the mailed link', async () => {
    const { page, problems } = await openPage({ path: '/' });
    const fields = newAccountFields();

    // Register as a creator from the navigation.
    await page.getByRole('button', { name: 'Join as Creator' }).click();
    await expect.poll(() => dialog(page).getByRole('heading', { name: 'Join Easel' }).isVisible()).toBe(true);
    await dialog(page).getByRole('textbox', { name: 'Name', exact: true }).fill(fields.name);
    await dialog(page).getByRole('textbox', { name: 'Username', exact: true }).fill(fields.username);
    await dialog(page).getByRole('textbox', { name: 'Email', exact: true }).fill(fields.email);
    await dialog(page).getByRole('textbox', { name: 'Password', exact: true }).fill(fields.password);
    await dialog(page).getByLabel('Confirm password').fill(`${fields.password}x`);
    await dialog(page).getByRole('button', { name: 'Create account' }).click();
    await dialog(page).getByText('Passwords do not match').waitFor();
    await dialog(page).getByText('Please agree to the terms and conditions').waitFor();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'auth-dialog-register-errors');

    await dialog(page).getByLabel('Confirm password').fill(fields.password);
    await dialog(page).getByRole('checkbox', { name: /agree/i }).check();
    await dialog(page).getByRole('button', { name: 'Create account' }).click();
    await page.getByText(`Welcome to Easel, ${fields.name}!`).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).waitFor();
    const me = await callApi<{ user: { role: string } }>('/auth/me', {
      token: (await readStoredToken(page))!,
    });
    expect(me.user.role).toBe('artist');

    // The welcome mail's link confirms the address.
    await page.goto('/settings');
    await page.getByText('Your email address is not confirmed yet.').waitFor();
    await screenshot(page, 'settings-email-unconfirmed');
    await page.goto(await mailedLink(fields.email, 'verify-email?'));
    await page
      .getByText(`Your email address is confirmed. From now on we write to ${fields.email}.`)
      .waitFor();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'verify-email-done');
    await page.getByRole('link', { name: 'Back to Settings' }).click();
    await page.getByText('Confirmed', { exact: true }).waitFor();

    // Logout revokes the token on the server, not only in the browser.
    const firstToken = (await readStoredToken(page))!;
    await logout(page);
    expect(await readStoredToken(page)).toBeNull();
    await expect(callApi('/auth/verify', { token: firstToken })).rejects.toThrow(/401/);

    // Login through 'Connect Wallet'.
    await signInThroughDialog(page, fields.email, fields.password);
    await page.getByText(`Welcome back, ${fields.name}!`).waitFor();

    // Settings save persists across a reload.
    await page.goto('/settings');
    const username = `${fields.username}_2`;
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await page.getByRole('checkbox', { name: /Push notifications/ }).uncheck();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Settings saved').waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Username', exact: true }).inputValue())
      .toBe(username);
    expect(await page.getByRole('checkbox', { name: /Push notifications/ }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: /Email notifications/ }).isChecked()).toBe(true);

    // A new e-mail asks for the password, waits for the link mailed to it, then takes over.
    const movedEmail = `moved-${fields.email}`;
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(movedEmail);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Enter your current password to change your email').waitFor();
    // The Account card's password field (the Change password card below has its own).
    await page.getByLabel('Current password').first().fill(fields.password);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Waiting for you to confirm').waitFor();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'settings-email-pending');
    await page.goto(await mailedLink(movedEmail, 'verify-email?'));
    await page.getByText(`From now on we write to ${movedEmail}.`).waitFor();
    fields.email = movedEmail;

    // Forgot password: the request, the mailed link, the new password.
    await logout(page);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    await dialog(page).getByRole('textbox', { name: 'Email', exact: true }).fill(fields.email);
    await dialog(page).getByRole('button', { name: 'Send reset link' }).click();
    await dialog(page)
      .getByText(/we have sent a link/i)
      .waitFor();
    await page.keyboard.press('Escape');

    const resetPath = await mailedLink(fields.email, 'reset-password?');
    expect(resetPath).toMatch(/^\/reset-password\?token=/);
    await page.goto(resetPath);
    const newPassword = `${fields.password}-New`;
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('button', { name: 'Sign in' }).first().waitFor();
    await screenshot(page, 'reset-password-done');

    // The link works once.
    await page.goto(resetPath);
    await page.getByLabel('New password').fill(`${newPassword}2`);
    await page.getByLabel('Confirm password').fill(`${newPassword}2`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('This reset link is invalid or has expired. Please request a new one.').waitFor();

    // The old password is refused, the new one signs in.
    await page.goto('/');
    await expect(
      callApi('/auth/login', { body: { email: fields.email, password: fields.password } }),
    ).rejects.toThrow(/401/);
    await signInThroughDialog(page, fields.email, newPassword);
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).waitFor();

    problems.expectNone({ ignore: [/\b400\b/, /\b401\b/] });
  });

  test('on a phone, joining starts from the menu and the form says what is missing', async () => {
    const { page, problems } = await openPage({ viewport: mobile, path: '/' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Join as Creator' }).click();
    await dialog(page).getByRole('heading', { name: 'Join Easel' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Create account' }).click();
    await dialog(page).getByText('Please agree to the terms and conditions').waitFor();
    // The first field in error has the focus, so a phone's keyboard opens where the fixing starts.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')))
      .toBe('true');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'auth-dialog-register-errors');
    problems.expectNone();
  });

  test.each([
    ['desktop', desktop],
    ['mobile', mobile],
  ] as const)(
    'a notification raised on the server appears in the bell without a reload (%s)',
    async (_name, viewport) => {
      const account = await registerAccount();
      const { page, problems } = await openPage({ viewport });
      await signInAs(page, account);
      await page.goto('/');
      const bell = page.getByRole('button', { name: /^Notifications/ });
      await bell.waitFor();
      expect(await bell.getAttribute('aria-label')).toBe('Notifications');
      await settle(page);

      await callApi('/dev/notifications', {
        token: account.token,
        body: {
          type: 'booking_request',
          title: 'New booking request',
          message: 'Ada asked for a Portrait Session.',
        },
      });

      await expect
        .poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 })
        .toBe('Notifications, 1 unread');
      expect(await page.getByTestId('notification-badge').textContent()).toBe('1');
      await page.getByText('New booking request').first().waitFor();

      await bell.click();
      const item = page
        .getByRole('list', { name: 'Recent notifications' })
        .getByText('Ada asked for a Portrait Session.');
      await item.waitFor();
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, 'notification-bell-open');
      await item.click();
      await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications');
      const unread = await callApi<{ count: number }>('/notifications/unread-count', {
        token: account.token,
      });
      expect(unread.count).toBe(0);
      problems.expectNone();
    },
  );

  test('signed-in visitors reach /dashboard and /settings; the messages icon and Dashboard button show', async () => {
    const account = await registerAccount();
    const { page } = await openPage({ path: '/' });
    await signInAs(page, account);
    await page.goto('/dashboard?tab=notifications');
    await expectPath(page, '/dashboard');
    await page.getByRole('link', { name: 'Messages' }).waitFor();
    await page
      .getByRole('heading', { name: 'Notifications', level: 1 })
      .or(page.getByRole('heading', { name: 'Notifications' }))
      .first()
      .waitFor();
  });

  test('two tabs are one session: a sign-in in one shows in the other, and a sign-out ends both', async () => {
    const account = await registerAccount();
    const { page: first, context, problems } = await openPage({ path: '/wallet' });
    await first.getByRole('heading', { name: 'Sign in to see your wallet' }).waitFor();
    const second = await context.newPage();
    await second.goto('/');
    await signInThroughDialog(second, account.email, account.password);
    await second.getByText(`Welcome back, ${account.name}!`).waitFor();
    // The first tab, untouched, now shows the account, its wallet included.
    await first.getByRole('heading', { name: 'Your MACS wallet' }).waitFor();
    await first.getByRole('banner').getByRole('link', { name: 'Dashboard' }).waitFor();
    await logout(second);
    await first.getByRole('heading', { name: 'Sign in to see your wallet' }).waitFor();
    expect(await first.getByRole('banner').getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    problems.expectNone();
  });
});
