import { Search } from 'lucide-react';
import { type CampaignFilter, campaignFilterLabels, campaignFilters } from '#shared/campaign-display.ts';
import { cn } from '#web/ui/cn.ts';
import { Input } from '#web/ui/input.tsx';

export type CampaignToolbarProps = {
  search: string;
  onSearchChange: (value: string) => void;
  filter: CampaignFilter;
  onFilterChange: (filter: CampaignFilter) => void;
};

/** Text search over title and description, and the spec's filters: All, Ending Soon, Most Funded. */
export function CampaignToolbar({ search, onSearchChange, filter, onFilterChange }: CampaignToolbarProps) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="relative w-full sm:max-w-sm">
        <label htmlFor="campaign-search" className="sr-only">
          Search campaigns
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
        />
        <Input
          id="campaign-search"
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder="Search campaigns"
          autoComplete="off"
          className="h-11 rounded-full pl-10"
        />
      </div>
      <fieldset className="flex gap-1 self-start rounded-full border border-line bg-surface p-1 shadow-soft sm:self-auto">
        <legend className="sr-only">Filter campaigns</legend>
        {campaignFilters.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={filter === option}
            onClick={() => onFilterChange(option)}
            className={cn(
              'h-9 shrink-0 rounded-full px-4 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
              filter === option
                ? 'bg-ink text-canvas'
                : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
            )}
          >
            {campaignFilterLabels[option]}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
