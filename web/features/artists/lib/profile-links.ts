import { DISPLAY_LOCALE } from '#shared/constants.ts';
import { formatUsDate } from '#shared/us-date.ts';

export type ConnectLink = {
  kind: 'website' | 'instagram' | 'twitter';
  label: string;
  text: string;
  href: string;
};

/** Only http(s) addresses become links, so a stored `javascript:` URL can never run. */
export function toWebsiteLink(value: string | null): ConnectLink | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const text = `${url.hostname.replace(/^www\./, '')}${url.pathname === '/' ? '' : url.pathname}`;
    return { kind: 'website', label: 'Website', text, href: url.href };
  } catch {
    return null;
  }
}

/** Handles are stored bare ('maya.clay'); an '@' in front or any other character is not linked. */
function toHandleLink(
  value: string | null,
  kind: 'instagram' | 'twitter',
  pattern: RegExp,
  base: string,
): ConnectLink | null {
  const handle = value?.trim().replace(/^@/, '');
  if (!handle || !pattern.test(handle)) return null;
  const label = kind === 'instagram' ? 'Instagram' : 'X (Twitter)';
  return { kind, label, text: `@${handle}`, href: `${base}${encodeURIComponent(handle)}` };
}

export function getConnectLinks(profile: {
  website: string | null;
  social: { instagram: string | null; twitter: string | null };
}): ConnectLink[] {
  return [
    toWebsiteLink(profile.website),
    toHandleLink(
      profile.social.instagram,
      'instagram',
      /^[A-Za-z0-9._]{1,30}$/,
      'https://www.instagram.com/',
    ),
    toHandleLink(profile.social.twitter, 'twitter', /^[A-Za-z0-9_]{1,15}$/, 'https://x.com/'),
  ].filter((link): link is ConnectLink => link !== null);
}

/** 'March 2024'. */
export const formatMemberSince = (iso: string) =>
  formatUsDate(new Date(iso), { month: 'long', day: false, utc: true });

/** '85 MACS/hr', '85.5 MACS/hr'; null when the artist has not set a rate. */
export function formatHourlyRate(rate: number | null, currency: string): string | null {
  if (rate === null) return null;
  const amount = rate.toLocaleString(DISPLAY_LOCALE, { maximumFractionDigits: 2 });
  return `${amount} ${currency}/hr`;
}

/** '4.7 (12 reviews)', or null when nobody has reviewed the artist yet. */
export function formatRating(rating: number | null, reviews: number): string | null {
  if (rating === null || reviews === 0) return null;
  return `${rating.toFixed(1)} (${reviews} ${reviews === 1 ? 'review' : 'reviews'})`;
}

/** What the page calls an artist in a sentence: the name's first word ("Maya" for "Maya Chen"). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}
