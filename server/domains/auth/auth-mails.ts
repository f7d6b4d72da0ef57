import { composeMail } from '#server/platform/mail/compose.ts';
import type { MailMessage } from '#server/platform/mail/mailer.ts';

/** The mails the account sends; pure, so their wording is tested without a mailer. */

export function composeResetMail(to: string, name: string, link: string): MailMessage {
  return composeMail(to, 'Reset your Easel password', [
    { kind: 'paragraph', text: `Hello ${name},` },
    {
      kind: 'paragraph',
      text: 'Someone asked to reset the password of your Easel account. To choose a new one, open this link:',
    },
    { kind: 'link', label: 'Reset my password', url: link },
    {
      kind: 'paragraph',
      text: 'The link works once and expires in 30 minutes. If you did not ask for it, ignore this mail; your password stays as it is.',
    },
  ]);
}

/** After sign-up (`confirm`) or for a new address (`change`): the link proves this mailbox is theirs. */
export function composeVerificationMail(
  to: string,
  name: string,
  link: string,
  purpose: 'confirm' | 'change',
): MailMessage {
  const why =
    purpose === 'confirm'
      ? 'Welcome to Easel! Please confirm that this is your e-mail address, so we can send you booking news and let you see bookings you made with it as a guest.'
      : 'You asked to use this address for your Easel account. Your account keeps its old address until you open this link.';
  return composeMail(to, 'Confirm your e-mail address for Easel', [
    { kind: 'paragraph', text: `Hello ${name},` },
    { kind: 'paragraph', text: why },
    { kind: 'link', label: 'Confirm my e-mail address', url: link },
    {
      kind: 'paragraph',
      text: 'The link expires in 24 hours. If you did not ask for it, ignore this mail; nothing changes.',
    },
  ]);
}

/** To the old address, so a change someone else started does not go unnoticed. */
export function composeChangeNoticeMail(
  to: string,
  name: string,
  newEmail: string,
  link: string,
): MailMessage {
  return composeMail(to, 'Your Easel e-mail address is about to change', [
    { kind: 'paragraph', text: `Hello ${name},` },
    {
      kind: 'paragraph',
      text: `Someone signed in to your Easel account asked to change its e-mail address to ${newEmail}. It changes only when the link we sent to that address is opened.`,
    },
    {
      kind: 'paragraph',
      text: 'If this was not you, sign in, cancel the change in Settings and change your password.',
    },
    { kind: 'link', label: 'Open Settings', url: link },
  ]);
}
