import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { artistCategoryLabels } from '#shared/artist-categories.ts';
import { FEED_DEFAULT_LIMIT } from '#shared/constants.ts';
import type { ArtistProfileResponse } from '#shared/schemas/artists.ts';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import type { FeedResponse } from '#shared/schemas/feed.ts';
import type { ListingPage } from '#shared/schemas/marketplace.ts';
import type { MediaListResponse } from '#shared/schemas/media.ts';
import type { PageMeta } from '#shared/server-rendered-pages.ts';
import { excerpt } from '#shared/text-cut.ts';
import { artistGalleryQuery, artistProfileQuery } from '#web/features/artists/api/artists-api.ts';
import { campaignListQuery, campaignQuery } from '#web/features/campaigns/api/campaigns-api.ts';
import { feedQuery } from '#web/features/feed/api/feed-api.ts';
import { listingsQuery } from '#web/features/marketplace/api/marketplace-api.ts';
import { chosenCategory, pageRouteOf, pageTitleFor } from './page-title.ts';

const SITE_DESCRIPTION = 'Easel: a marketplace and community where artists share, sell and book their work.';

/** Descriptions are one or two sentences in previews; longer text is cut at a word. */
const clip = (text: string) => excerpt(text, 200);

/**
 * The page's meta from what its loader put in the cache (so it costs no second call): its title
 * (page-title.ts), and for the six server-rendered routes their own description and image; any
 * other page has the site's.
 */
export function pageMetaFor(pathname: string, search: string, client: QueryClient): PageMeta {
  const title = pageTitleFor(pathname, search, client);
  const route = pageRouteOf(pathname);
  switch (route.page) {
    case 'artist':
      return artistMeta(title, route.username, client);
    case 'campaign':
      return campaignMeta(title, route.id, client);
    case 'feed':
      return feedMeta(title, client);
    case 'campaigns':
      return campaignsMeta(title, client);
    case 'marketplace':
      return marketplaceMeta(title, client);
    case 'discover':
      return discoverMeta(title, search);
    default:
      return siteMeta(title);
  }
}

const siteMeta = (title: string): PageMeta => ({
  title,
  description: SITE_DESCRIPTION,
  image: null,
  type: 'website',
});

function feedMeta(title: string, client: QueryClient): PageMeta {
  const feed = client.getQueryData<InfiniteData<FeedResponse>>(feedQuery(FEED_DEFAULT_LIMIT, 'all').queryKey);
  const first = feed?.pages[0]?.posts.find((post) => post.artwork.type === 'image');
  return {
    title,
    description:
      'Paintings, illustrations, sculpture and more, straight from the artists who made them. Follow, buy, book and back the artists you love.',
    image: first ? (first.artwork.thumbnailUrl ?? first.artwork.imageUrl) : null,
    type: 'website',
  };
}

function artistMeta(title: string, username: string, client: QueryClient): PageMeta {
  const profile = client.getQueryData<ArtistProfileResponse>(artistProfileQuery(username).queryKey)?.data;
  if (!profile) return siteMeta(title);
  const gallery = client.getQueryData<MediaListResponse>(artistGalleryQuery(username).queryKey);
  const artwork = gallery?.data.find((item) => item.published && item.type === 'image');
  const fallback = `${profile.name} on Easel: ${profile.stats.artworks} artworks, ${profile.stats.followers} followers.`;
  return {
    title,
    description: clip(profile.bio || fallback),
    image: artwork ? (artwork.thumbnail ?? artwork.url) : profile.avatarUrl,
    type: 'profile',
  };
}

function campaignMeta(title: string, id: string, client: QueryClient): PageMeta {
  const campaign = client.getQueryData<Campaign>(campaignQuery(id).queryKey);
  if (!campaign) return siteMeta(title);
  return {
    title,
    description: clip(`By ${campaign.artistName}. ${campaign.description}`),
    image: campaign.imageUrl,
    type: 'article',
  };
}

function campaignsMeta(title: string, client: QueryClient): PageMeta {
  const list = client.getQueryData<Campaign[]>(campaignListQuery().queryKey);
  return {
    title,
    description: 'Back the projects artists are raising for: exhibitions, studios, materials and more.',
    image: list?.find((campaign) => campaign.imageUrl)?.imageUrl ?? null,
    type: 'website',
  };
}

function marketplaceMeta(title: string, client: QueryClient): PageMeta {
  const page = client.getQueryData<ListingPage>(listingsQuery({ sort: 'newest', page: 1 }).queryKey);
  const first = page?.data.find((listing) => listing.type === 'image');
  return {
    title,
    description: 'Original artworks and editions for sale, straight from the artists who made them.',
    image: first ? (first.thumbnailUrl ?? first.imageUrl) : null,
    type: 'website',
  };
}

function discoverMeta(title: string, search: string): PageMeta {
  const chosen = chosenCategory(search);
  return {
    title,
    description: chosen
      ? `Artists working in ${artistCategoryLabels[chosen]} on Easel, and their newest pieces.`
      : 'Browse by medium to meet artists, their work and the sessions they offer.',
    image: null,
    type: 'website',
  };
}
