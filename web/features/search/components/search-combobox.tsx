import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_MAX_LENGTH } from '#shared/constants.ts';
import { cn } from '#web/ui/cn.ts';
import {
  flattenHits,
  hitPath,
  resultsPath,
  type SearchHit,
  SUGGEST_LIMIT,
  SUGGEST_MIN_LENGTH,
  searchQuery,
} from '../api/search-api.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';

// The popup's code (options, avatars, icons) loads the first time the box takes focus: the header
// renders the box on every page, most visits never search, and the home page's first download has
// no room for it. The box itself works before then (Enter opens the results page).
const SuggestionList = lazy(() =>
  import('./suggestion-list.tsx').then((m) => ({ default: m.SuggestionList })),
);

export const SEARCH_PLACEHOLDER = 'Search artists, artwork, services...';
const DEBOUNCE_MS = 200;

type SearchComboboxProps = {
  className?: string;
  /** Called after the box sends the user somewhere (the mobile menu closes itself). */
  onNavigate?: () => void;
  /** In the mobile menu the suggestions push the menu down instead of floating over it. */
  inline?: boolean;
};

/**
 * The navigation search box as an ARIA 1.2 combobox: suggestions from two characters on
 * (debounced), Up/Down move through them, Enter opens the highlighted one or the results
 * page, Escape closes the list (and a second Escape clears the box).
 */
export function SearchCombobox({ className, onNavigate, inline = false }: SearchComboboxProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // Whether the box has had focus: only then is the popup's code worth loading.
  const [used, setUsed] = useState(false);
  const [active, setActive] = useState(-1);
  const inputId = useId();
  const listboxId = useId();

  const term = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const wanted = term.length >= SUGGEST_MIN_LENGTH;
  const query = useQuery({ ...searchQuery(term, SUGGEST_LIMIT), enabled: wanted });
  // Until the debounce catches up with the box, older suggestions would be misleading to pick.
  const settled = wanted && text.trim() === term;
  const current = settled && query.data !== undefined && !query.isPlaceholderData;
  const hits = current ? flattenHits(query.data) : [];
  const expanded = open && text.trim().length >= SUGGEST_MIN_LENGTH;
  const failed = expanded && settled && query.isError;
  const optionCount = hits.length + (hits.length > 0 ? 1 : 0); // the hits, then "See all results"

  function go(path: string, clear: boolean) {
    setOpen(false);
    setActive(-1);
    if (clear) setText('');
    navigate(path);
    onNavigate?.();
  }

  function choose(index: number) {
    const hit: SearchHit | undefined = hits[index];
    if (hit) go(hitPath(hit), true);
    else go(resultsPath(text), false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (expanded && active >= 0) choose(active);
    else if (text.trim()) go(resultsPath(text), false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      if (optionCount === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 (nothing highlighted) sits between the last option and the first, as in most comboboxes.
      setActive((index) => {
        const next = index + step;
        if (next >= optionCount) return -1;
        if (next < -1) return optionCount - 1;
        return next;
      });
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        // Keeps a surrounding dialog (the mobile menu) open; only the list closes.
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        event.stopPropagation();
        setText('');
      }
    }
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to older browsers and jsdom
    <form role="search" onSubmit={submit} className={cn('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-5 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
      />
      <input
        id={inputId}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={used ? listboxId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setUsed(true);
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        placeholder={SEARCH_PLACEHOLDER}
        className={cn(
          'h-10 w-full rounded-full border border-line bg-surface-muted pr-4 pl-10 text-sm text-ink',
          'placeholder:text-ink-muted transition-colors hover:border-line-strong',
          'focus-visible:border-accent focus-visible:bg-surface focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
        )}
      />
      {used ? (
        <Suspense fallback={null}>
          <SuggestionList
            id={listboxId}
            open={expanded}
            inline={inline}
            text={text.trim()}
            hits={hits}
            active={active}
            loading={expanded && !current && !failed}
            failed={failed}
            onHover={setActive}
            onChoose={choose}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
