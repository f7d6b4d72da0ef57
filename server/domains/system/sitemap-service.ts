import { listPublicArtistPages } from '#server/domains/artists/public-pages.ts';
import { listPublicCampaignPages } from '#server/domains/campaigns/public-pages.ts';
import type { Db } from '#server/platform/db/client.ts';

/** A page of the site for crawlers: its path, and when its content last changed (null: unknown). */
export type SitemapEntry = { path: string; lastmod: Date | null };

/** Where crawlers may not go: the API (but its public files) and the signed-in areas. */
export const DISALLOWED_PATHS = ['/api/', '/dashboard', '/settings', '/wallet', '/admin'] as const;

const latest = (dates: readonly (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((newest, date) => (date && (!newest || date > newest) ? date : newest), null);

/**
 * Every public page: the four listings and each page of an artist or a campaign everyone may see.
 * The artists' and campaigns' own visibility rules decide (a suspended artist, a removed profile
 * and a hidden campaign are left out). A listing changed when the newest of what it lists did:
 * the feed, Discover and the marketplace show artists' work, and an artist's date covers both the
 * profile and their newest public work.
 */
export async function listSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const artists = await listPublicArtistPages(db);
  const campaigns = await listPublicCampaignPages(db);
  const artworkChanged = latest(artists.map((artist) => artist.updatedAt));
  const campaignsChanged = latest(campaigns.map((campaign) => campaign.updatedAt));
  return [
    { path: '/', lastmod: artworkChanged },
    { path: '/campaigns', lastmod: campaignsChanged },
    { path: '/marketplace', lastmod: artworkChanged },
    { path: '/discover', lastmod: artworkChanged },
    ...artists.map((artist) => ({
      path: `/artists/${encodeURIComponent(artist.username)}`,
      lastmod: artist.updatedAt,
    })),
    ...campaigns.map((campaign) => ({ path: `/campaigns/${campaign.id}`, lastmod: campaign.updatedAt })),
  ];
}

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => xmlEscapes[char]!);

/** The sitemaps.org XML, with absolute URLs on `publicUrl` (config.publicUrl, no trailing slash). */
export function renderSitemap(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(publicUrl + entry.path)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: the signed-in areas and the API are off limits, except the API's stored files, so
 * the artworks the public pages show can be found in image search (the longer Allow rule wins).
 */
export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /api/v1/files/',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
