import { Compass } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { cn } from '#web/ui/cn.ts';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { discoverCategories } from '../components/discover-categories.ts';
import { PageContainer, PageHeader } from '../components/page-header.tsx';

/** /discover: the four categories; choosing one (or searching) will list real artists and artworks. */
export function Component() {
  const [params] = useSearchParams();
  const selected = discoverCategories.find((category) => category.slug === params.get('category'));
  const query = params.get('q')?.trim() ?? '';

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Discover"
        title="Find artists by the way they work"
        description="Browse by medium to meet artists, their work and the sessions they offer."
      />
      <h2 className="sr-only">Categories</h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {discoverCategories.map((category) => {
          const Icon = category.icon;
          const active = selected?.slug === category.slug;
          return (
            <li key={category.slug}>
              <Link
                to={active ? '/discover' : `/discover?category=${category.slug}`}
                aria-current={active ? 'true' : undefined}
                className={cn(
                  'group flex h-full flex-col justify-between gap-8 rounded-card border bg-gradient-to-br p-5',
                  'transition-shadow hover:shadow-lifted',
                  category.tint,
                  active ? 'border-accent ring-2 ring-accent' : 'border-line',
                )}
              >
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-surface/80 text-ink shadow-soft">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block font-display text-xl font-semibold text-ink">{category.name}</span>
                  <span className="mt-1 block text-sm text-ink-muted">{category.blurb}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <EmptyState
        className="mt-10"
        icon={Compass}
        title={query ? `Results for “${query}”` : selected ? selected.name : 'Artists and artworks'}
        description={
          query
            ? 'Matching artists, artworks and services will appear here.'
            : selected
              ? `Artists and artworks in ${selected.name} will appear here.`
              : 'Choose a category to see its artists and artworks here.'
        }
      />
    </PageContainer>
  );
}
