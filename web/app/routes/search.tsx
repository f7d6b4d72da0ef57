import { Search, SearchX } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE } from '#shared/constants.ts';
import { excerpt } from '#shared/text-cut.ts';
import { LazyArtworkDetailDialog } from '#web/features/feed/components/lazy-dialogs.tsx';
import { SearchResults } from '#web/features/search/components/search-results.tsx';
import { Button } from '#web/ui/button.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { Input } from '#web/ui/input.tsx';
import { PageContainer, PageHeader } from '../components/page-header.tsx';

/** How much of the search the heading repeats; the field below holds all of it. */
const SHOWN_QUERY_LENGTH = 80;

/** /search?q=: what the navigation search box found, by kind; an artwork opens in place. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const artworkId = params.get('artwork');

  const withParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    return `?${next.toString()}`;
  };

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Search"
        title={q ? `Results for “${excerpt(q, SHOWN_QUERY_LENGTH)}”` : 'Search Easel'}
        description="Artists, artworks and the sessions artists offer."
      />
      <RefineSearch key={q} q={q} onSearch={(next) => setParams({ q: next })} />
      {q.length > SEARCH_MAX_LENGTH ? (
        // Refused before it is sent: the server would say the same, and no retry could help.
        <EmptyState
          icon={SearchX}
          title="This search is too long"
          description={`${SEARCH_TOO_LONG_MESSAGE}. Shorten it and search again.`}
        />
      ) : q ? (
        <SearchResults q={q} artworkHref={(hit) => withParam('artwork', hit.id)} />
      ) : (
        <EmptyState
          icon={Search}
          title="What are you looking for?"
          description="Type a name, a medium or a kind of session, for example “ceramics” or “portrait”."
        />
      )}
      <LazyArtworkDetailDialog
        mediaId={artworkId}
        onClose={() => setParams(withParam('artwork', null), { preventScrollReset: true })}
      />
    </PageContainer>
  );
}

/** A search field on the page itself, for phones where the navigation box sits in the menu. */
function RefineSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim()) onSearch(text.trim());
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to older browsers and jsdom
    <form role="search" aria-label="Search again" onSubmit={submit} className="mb-10 flex max-w-xl gap-2">
      <label htmlFor="search-page-input" className="sr-only">
        Search terms
      </label>
      <Input
        id="search-page-input"
        type="search"
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search artists, artwork, services..."
        className="h-11 rounded-full px-5"
      />
      <Button type="submit" className="h-11 px-5">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
