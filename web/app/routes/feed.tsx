import { useId } from 'react';
import { Link } from 'react-router';
import { FeedArtists } from '#web/features/feed/components/feed-artists.tsx';
import { FeedWithScopes } from '#web/features/feed/components/feed-scope-tabs.tsx';
import { discoverCategories } from '../components/discover-categories.ts';
import { PageContainer, PageHeader } from '../components/page-header.tsx';

/** Home (/): the social feed of artists' published work, with a quiet side rail on wide screens. */
export function Component() {
  const artistsHeadingId = useId();
  const mediumsHeadingId = useId();
  return (
    <PageContainer className="max-w-6xl">
      <div className="lg:grid lg:grid-cols-[minmax(0,40rem)_17rem] lg:justify-center lg:gap-12">
        <div className="min-w-0">
          <PageHeader
            eyebrow="Feed"
            title="New work from the Easel community"
            description="Paintings, illustrations, sculpture and more, straight from the artists who made them."
          />
          <FeedWithScopes />
        </div>
        <aside aria-label="More to explore" className="hidden lg:block">
          <div className="sticky top-32 flex flex-col gap-6 pt-1">
            <FeedArtists headingId={artistsHeadingId} />
            <nav
              aria-labelledby={mediumsHeadingId}
              className="rounded-card border border-line bg-surface p-5"
            >
              <h2 id={mediumsHeadingId} className="font-display text-lg font-semibold">
                Browse by medium
              </h2>
              <ul className="mt-3 flex flex-col gap-1">
                {discoverCategories.map(({ slug, name, icon: Icon }) => (
                  <li key={slug}>
                    <Link
                      to={`/discover?category=${slug}`}
                      className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-2 text-sm text-ink transition-colors hover:bg-surface-muted"
                    >
                      <Icon aria-hidden="true" className="size-4 text-accent-text" />
                      {name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </aside>
      </div>
    </PageContainer>
  );
}
