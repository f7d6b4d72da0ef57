import { Link, useSearchParams } from 'react-router';
import { type ArtistCategorySlug, artistCategorySlugs } from '#shared/artist-categories.ts';
import { DiscoverCategory } from '#web/features/discover/components/discover-category.tsx';
import { DiscoverOverview } from '#web/features/discover/components/discover-overview.tsx';
import { LazyArtworkDetailDialog } from '#web/features/feed/components/lazy-dialogs.tsx';
import { cn } from '#web/ui/cn.ts';
import { discoverCategories } from '../components/discover-categories.ts';
import { PageContainer, PageHeader } from '../components/page-header.tsx';

const isCategory = (value: string | null): value is ArtistCategorySlug =>
  (artistCategorySlugs as readonly (string | null)[]).includes(value);

/** /discover: the four categories filter real artists and artworks (`?category=`); an artwork opens in place. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category = isCategory(raw) ? raw : null;
  const selected = discoverCategories.find((c) => c.slug === category);
  const artworkId = params.get('artwork');

  const withArtwork = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('artwork');
    else next.set('artwork', id);
    return `?${next.toString()}`;
  };

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Discover"
        title={selected ? selected.name : 'Find artists by the way they work'}
        description={
          selected
            ? `${selected.blurb}: the artists working in ${selected.name} and their newest pieces.`
            : 'Browse by medium to meet artists, their work and the sessions they offer.'
        }
      />
      <nav aria-label="Categories" className="mb-12">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {discoverCategories.map((tile) => {
            const Icon = tile.icon;
            const active = selected?.slug === tile.slug;
            return (
              <li key={tile.slug}>
                <Link
                  to={active ? '/discover' : `/discover?category=${tile.slug}`}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'group flex h-full flex-col justify-between gap-6 rounded-card border bg-gradient-to-br p-4 sm:gap-8 sm:p-5',
                    'transition-shadow hover:shadow-lifted',
                    tile.tint,
                    active ? 'border-accent ring-2 ring-accent' : 'border-line',
                  )}
                >
                  <span className="inline-flex size-10 items-center justify-center rounded-xl bg-surface/80 text-ink shadow-soft sm:size-11">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span>
                    <span className="block font-display text-lg font-semibold text-ink sm:text-xl">
                      {tile.name}
                    </span>
                    <span className="mt-1 hidden text-sm text-ink-muted sm:block">{tile.blurb}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {category ? (
        <DiscoverCategory key={category} category={category} artworkHref={(work) => withArtwork(work.id)} />
      ) : (
        <DiscoverOverview />
      )}
      <LazyArtworkDetailDialog
        mediaId={artworkId}
        onClose={() => setParams(withArtwork(null), { preventScrollReset: true })}
      />
    </PageContainer>
  );
}
