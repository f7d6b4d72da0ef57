import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { artistCategoryLabels, artistCategorySlugs } from '#shared/artist-categories.ts';
import { FEED_DEFAULT_LIMIT } from '#shared/constants.ts';
import type { ArtistProfileResponse } from '#shared/schemas/artists.ts';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import type { FeedResponse } from '#shared/schemas/feed.ts';
import type { ListingPage } from '#shared/schemas/marketplace.ts';
import type { MediaListResponse } from '#shared/schemas/media.ts';
import type { PageMeta } from '#shared/server-rendered-pages.ts';
import { artistGalleryQuery, artistProfileQuery } from '#web/features/artists/api/artists-api.ts';
import { campaignListQuery, campaignQuery } from '#web/features/campaigns/api/campaigns-api.ts';
import { feedQuery } from '#web/features/feed/api/feed-api.ts';
import { listingsQuery } from '#web/features/marketplace/api/marketplace-api.ts';

const SITE = 'Easel';
const SITE_DESCRIPTION = 'Easel: a marketplace and community where artists share, sell and book their work.';

/** Descriptions are one or two sentences in previews; longer text is cut at a word. */
function clip(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

const titled = (title: string) => `${title} · ${SITE}`;

/**
 * The page's meta from what its loader put in the cache (so it costs no second call). Only the
 * six server-rendered routes are known; anything else gets the site's own.
 */
export function pageMetaFor(pathname: string, search: string, client: QueryClient): PageMeta {
  const artist = /^\/artists\/([^/]+)\/?$/.exec(pathname);
  if (artist?.[1]) return artistMeta(decodeURIComponent(artist[1]), client);
  const campaign = /^\/campaigns\/([^/]+)\/?$/.exec(pathname);
  if (campaign?.[1]) return campaignMeta(decodeURIComponent(campaign[1]), client);
  switch (pathname.replace(/\/$/, '') || '/') {
    case '/':
      return feedMeta(client);
    case '/campaigns':
      return campaignsMeta(client);
    case '/marketplace':
      return marketplaceMeta(client);
    case '/discover':
      return discoverMeta(new URLSearchParams(search).get('category'));
    default:
      return { title: SITE, description: SITE_DESCRIPTION, image: null, type: 'website' };
  }
}

function feedMeta(client: QueryClient): PageMeta {
  const feed = client.getQueryData<InfiniteData<FeedResponse>>(feedQuery(FEED_DEFAULT_LIMIT, 'all').queryKey);
  const first = feed?.pages[0]?.posts.find((post) => post.artwork.type === 'image');
  return {
    title: titled('New work from the Easel community'),
    description:
      'Paintings, illustrations, sculpture and more, straight from the artists who made them. Follow, buy, book and back the artists you love.',
    image: first ? (first.artwork.thumbnailUrl ?? first.artwork.imageUrl) : null,
    type: 'website',
  };
}

function artistMeta(username: string, client: QueryClient): PageMeta {
  const profile = client.getQueryData<ArtistProfileResponse>(artistProfileQuery(username).queryKey)?.data;
  if (!profile)
    return { title: titled('Artist Not Found'), description: SITE_DESCRIPTION, image: null, type: 'website' };
  const gallery = client.getQueryData<MediaListResponse>(artistGalleryQuery(username).queryKey);
  const artwork = gallery?.data.find((item) => item.published && item.type === 'image');
  const fallback = `${profile.name} on Easel: ${profile.stats.artworks} artworks, ${profile.stats.followers} followers.`;
  return {
    title: titled(`${profile.name} (@${profile.username})`),
    description: clip(profile.bio || fallback),
    image: artwork ? (artwork.thumbnail ?? artwork.url) : profile.avatarUrl,
    type: 'profile',
  };
}

function campaignMeta(id: string, client: QueryClient): PageMeta {
  const campaign = client.getQueryData<Campaign>(campaignQuery(id).queryKey);
  if (!campaign)
    return { title: titled('Campaign'), description: SITE_DESCRIPTION, image: null, type: 'website' };
  return {
    title: titled(campaign.title),
    description: clip(`By ${campaign.artistName}. ${campaign.description}`),
    image: campaign.imageUrl,
    type: 'article',
  };
}

function campaignsMeta(client: QueryClient): PageMeta {
  const list = client.getQueryData<Campaign[]>(campaignListQuery().queryKey);
  return {
    title: titled('Campaigns'),
    description: 'Back the projects artists are raising for: exhibitions, studios, materials and more.',
    image: list?.find((campaign) => campaign.imageUrl)?.imageUrl ?? null,
    type: 'website',
  };
}

function marketplaceMeta(client: QueryClient): PageMeta {
  const page = client.getQueryData<ListingPage>(listingsQuery({ sort: 'newest', page: 1 }).queryKey);
  const first = page?.data.find((listing) => listing.type === 'image');
  return {
    title: titled('Marketplace'),
    description: 'Original artworks and editions for sale, straight from the artists who made them.',
    image: first ? (first.thumbnailUrl ?? first.imageUrl) : null,
    type: 'website',
  };
}

function discoverMeta(category: string | null): PageMeta {
  const chosen = artistCategorySlugs.find((slug) => slug === category);
  return {
    title: titled(chosen ? `${artistCategoryLabels[chosen]} artists` : 'Discover artists'),
    description: chosen
      ? `Artists working in ${artistCategoryLabels[chosen]} on Easel, and their newest pieces.`
      : 'Browse by medium to meet artists, their work and the sessions they offer.',
    image: null,
    type: 'website',
  };
}
