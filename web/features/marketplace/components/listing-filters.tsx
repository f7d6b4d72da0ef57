import { type FormEvent, useState } from 'react';
import { artistCategoryLabels, artistCategorySlugs } from '#shared/artist-categories.ts';
import { type MarketplaceSort, marketplaceSortLabels, marketplaceSorts } from '#shared/marketplace-sorts.ts';
import { Button } from '#web/ui/button.tsx';
import { cn } from '#web/ui/cn.ts';
import { Field } from '#web/ui/field.tsx';
import { controlClasses, Input } from '#web/ui/input.tsx';
import type { ListingFilters } from '../lib/use-listing-params.ts';

type ListingFiltersBarProps = {
  filters: ListingFilters;
  onChange: (changes: Partial<Record<keyof ListingFilters, string>>) => void;
};

const selectClasses = cn(controlClasses, 'h-10 appearance-auto');

/**
 * Category and sort apply at once; the price range applies on 'Apply', checked with the same
 * rules the server uses so a reversed range is explained here instead of failing there.
 */
export function ListingFiltersBar({ filters, onChange }: ListingFiltersBarProps) {
  const [minPrice, setMinPrice] = useState(filters.minPrice);
  const [maxPrice, setMaxPrice] = useState(filters.maxPrice);
  const [error, setError] = useState<string | undefined>();

  async function applyPrices(event: FormEvent) {
    event.preventDefault();
    // The rules (and zod) load on the first Apply, not with the grid.
    const { marketplaceQuerySchema } = await import('#shared/schemas/marketplace.ts');
    const checked = marketplaceQuerySchema.safeParse({ minPrice, maxPrice });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onChange({ minPrice, maxPrice });
  }

  return (
    <form
      onSubmit={(event) =>
        applyPrices(event).catch(() => setError('The price check could not load. Please try again.'))
      }
      aria-label="Filter artworks"
      className="mb-6 grid grid-cols-2 gap-3 rounded-card border border-line bg-surface p-4 shadow-soft sm:grid-cols-[1.3fr_1fr_1fr_auto_1.3fr] sm:items-end"
    >
      <Field label="Category" className="col-span-2 sm:col-span-1">
        <select
          className={selectClasses}
          value={filters.category}
          onChange={(event) => onChange({ category: event.target.value })}
        >
          <option value="">All categories</option>
          {artistCategorySlugs.map((slug) => (
            <option key={slug} value={slug}>
              {artistCategoryLabels[slug]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Min price (MACS)" error={error}>
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={minPrice}
          onChange={(event) => setMinPrice(event.target.value)}
          placeholder="0"
        />
      </Field>
      <Field label="Max price (MACS)">
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={maxPrice}
          onChange={(event) => setMaxPrice(event.target.value)}
          placeholder="Any"
        />
      </Field>
      <Button type="submit" variant="outline" className="col-span-2 sm:col-span-1">
        Apply
      </Button>
      <Field label="Sort by" className="col-span-2 sm:col-span-1">
        <select
          className={selectClasses}
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as MarketplaceSort })}
        >
          {marketplaceSorts.map((sort) => (
            <option key={sort} value={sort}>
              {marketplaceSortLabels[sort]}
            </option>
          ))}
        </select>
      </Field>
    </form>
  );
}
