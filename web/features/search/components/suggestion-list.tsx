import { BadgeCheck, CalendarClock, Search } from 'lucide-react';
import type { MouseEvent } from 'react';
import { artistCategoryLabels } from '#shared/artist-categories.ts';
import { Avatar } from '#web/ui/avatar.tsx';
import { cn } from '#web/ui/cn.ts';
import { Spinner } from '#web/ui/spinner.tsx';
import type { SearchHit } from '../api/search-api.ts';

type SuggestionListProps = {
  id: string;
  open: boolean;
  inline: boolean;
  text: string;
  hits: SearchHit[];
  /** Index of the highlighted option; hits.length is "See all results". */
  active: number;
  loading: boolean;
  failed: boolean;
  onHover: (index: number) => void;
  onChoose: (index: number) => void;
};

const groups = [
  { kind: 'artist', label: 'Artists' },
  { kind: 'artwork', label: 'Artworks' },
  { kind: 'service', label: 'Services' },
] as const;

/** The popup of the search combobox: options grouped by kind, then "See all results". */
export function SuggestionList({
  id,
  open,
  inline,
  text,
  hits,
  active,
  loading,
  failed,
  onHover,
  onChoose,
}: SuggestionListProps) {
  const optionId = (index: number) => `${id}-${index}`;
  // Options are chosen with the pointer without taking focus from the box.
  const optionProps = (index: number) => ({
    id: optionId(index),
    role: 'option' as const,
    'aria-selected': active === index,
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
    onMouseMove: () => active !== index && onHover(index),
    onClick: () => onChoose(index),
    className: cn(
      'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm',
      active === index ? 'bg-accent-soft text-ink' : 'text-ink',
    ),
  });
  const status = failed
    ? 'Search is not available right now. Press Enter to try the results page.'
    : loading
      ? 'Searching…'
      : hits.length === 0
        ? `No results for “${text}”`
        : `${hits.length} ${hits.length === 1 ? 'suggestion' : 'suggestions'}. Use the arrow keys to choose.`;

  return (
    <div
      hidden={!open}
      className={cn(
        'z-50 mt-2 w-full overflow-hidden rounded-2xl border border-line bg-surface p-1.5 shadow-lifted',
        inline ? 'relative' : 'absolute top-full left-0 min-w-80',
      )}
    >
      <p
        role="status"
        className={cn('px-3 py-2 text-sm text-ink-muted', hits.length > 0 && !loading && 'sr-only')}
      >
        {open ? (
          <span className="inline-flex items-center gap-2">
            {loading ? <Spinner size="sm" /> : null}
            {status}
          </span>
        ) : null}
      </p>
      <div
        id={id}
        role="listbox"
        aria-label="Search suggestions"
        hidden={hits.length === 0}
        className="max-h-[70dvh] overflow-y-auto"
      >
        {groups.map(({ kind, label }) => {
          const members = hits.map((hit, index) => ({ hit, index })).filter(({ hit }) => hit.kind === kind);
          if (members.length === 0) return null;
          return (
            // biome-ignore lint/a11y/useSemanticElements: inside a listbox a group must be role=group, not a form fieldset
            <div key={kind} role="group" aria-label={label} className="py-1">
              <p
                aria-hidden="true"
                className="px-3 pt-1.5 pb-1 text-xs font-semibold tracking-wider text-ink-muted uppercase"
              >
                {label}
              </p>
              {members.map(({ hit, index }) => (
                <div key={`${kind}-${hit.value.id}`} {...optionProps(index)}>
                  <HitLine hit={hit} />
                </div>
              ))}
            </div>
          );
        })}
        <div
          {...optionProps(hits.length)}
          className={cn(optionProps(hits.length).className, 'mt-1 border-t border-line')}
        >
          <Search aria-hidden="true" className="size-4 text-ink-muted" />
          <span>
            See all results for <span className="font-semibold">“{text}”</span>
          </span>
        </div>
      </div>
    </div>
  );
}

function HitLine({ hit }: { hit: SearchHit }) {
  if (hit.kind === 'artist') {
    const a = hit.value;
    return (
      <>
        <Avatar name={a.name} src={a.avatarUrl} size="sm" decorative />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-1 truncate font-medium">
            {a.name}
            {a.verified ? (
              <BadgeCheck role="img" aria-label="Verified" className="size-3.5 shrink-0 text-accent-text" />
            ) : null}
          </span>
          <span className="block truncate text-xs text-ink-muted">
            {[artistCategoryLabels[a.category], a.location].filter(Boolean).join(' · ')}
          </span>
        </span>
      </>
    );
  }
  if (hit.kind === 'artwork') {
    const w = hit.value;
    const thumb = w.thumbnailUrl ?? (w.type === 'image' ? w.imageUrl : null);
    return (
      <>
        <span className="size-8 shrink-0 overflow-hidden rounded-lg bg-surface-sunken ring-1 ring-line">
          {thumb ? <img src={thumb} alt="" className="size-full object-cover" /> : null}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{w.title}</span>
          <span className="block truncate text-xs text-ink-muted">by {w.artist.name}</span>
        </span>
        {w.price !== null ? (
          <span className="shrink-0 text-xs font-semibold text-accent-text">{w.price} MACS</span>
        ) : null}
      </>
    );
  }
  const s = hit.value;
  return (
    <>
      <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-surface-muted text-ink-muted">
        <CalendarClock aria-hidden="true" className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{s.name}</span>
        <span className="block truncate text-xs text-ink-muted">
          {s.artist.name} · {s.durationLabel}
        </span>
      </span>
      <span className="shrink-0 text-xs font-semibold text-ink-muted">{s.priceLabel}</span>
    </>
  );
}
