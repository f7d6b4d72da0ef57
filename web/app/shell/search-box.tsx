import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '#web/ui/cn.ts';

/** Spec: the search box with its placeholder. Enter opens Discover with the query; nothing is fetched yet. */
export function SearchBox({ className, onSearch }: { className?: string; onSearch?: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const inputId = useId();

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    const trimmed = query.trim();
    navigate(trimmed ? `/discover?q=${encodeURIComponent(trimmed)}` : '/discover');
    onSearch?.();
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to older browsers and jsdom
    <form role="search" onSubmit={submitSearch} className={cn('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
      />
      <input
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search artists, artwork, services..."
        className={cn(
          'h-10 w-full rounded-full border border-line bg-surface-muted pr-4 pl-10 text-sm text-ink',
          'placeholder:text-ink-muted transition-colors hover:border-line-strong',
          'focus-visible:border-accent focus-visible:bg-surface focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
        )}
      />
    </form>
  );
}
