import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SearchX, Store } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { Listing, Order } from '#shared/schemas/marketplace.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSignedInAction } from '#web/lib/use-signed-in-action.ts';
import { Button } from '#web/ui/button.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { lazyNamed } from '#web/ui/lazy.tsx';
import { listingsQuery } from '../api/marketplace-api.ts';
import { toQuery, useListingParams } from '../lib/use-listing-params.ts';
import { ListingCard } from './listing-card.tsx';
import { ListingFiltersBar } from './listing-filters.tsx';
import { ListingSkeleton } from './listing-skeleton.tsx';

// The purchase form loads when someone presses Buy Now, not with the listing.
const BuyDialog = lazyNamed(() => import('./buy-dialog.tsx'), 'BuyDialog');

/** The filter bar, the grid of artworks for sale with paging, and the Buy Now confirmation. */
export function ListingBrowser({ onBought }: { onBought: (order: Order) => void }) {
  const { filters, update, reset } = useListingParams();
  const listings = useQuery({ ...listingsQuery(toQuery(filters)), placeholderData: keepPreviousData });
  const [buying, setBuying] = useState<Listing | null>(null);
  // A visitor is asked to sign in first; nothing is sent until they have.
  const startBuying = useSignedInAction().guard(setBuying);
  const filtered = Boolean(filters.category || filters.minPrice || filters.maxPrice);

  return (
    <>
      <ListingFiltersBar
        key={`${filters.minPrice}|${filters.maxPrice}`}
        filters={filters}
        onChange={update}
      />
      {listings.isPending ? (
        <ListingSkeleton />
      ) : listings.isError ? (
        <ErrorState
          title="Artworks could not be loaded"
          message={errorMessage(listings.error, 'Please check your connection and try again.')}
          onRetry={() => void listings.refetch()}
          retrying={listings.isRefetching}
        />
      ) : listings.data.data.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={filtered ? SearchX : Store}
          title={filtered ? 'No artworks match these filters' : 'No artworks for sale yet'}
          description={
            filtered
              ? 'Try another category or a wider price range.'
              : 'When artists list work for sale, it appears here with its price in MACS.'
          }
          action={
            filtered ? (
              <Button variant="outline" onClick={reset}>
                Clear filters
              </Button>
            ) : null
          }
        />
      ) : (
        <>
          <h2 className="sr-only">Artworks for sale</h2>
          <ul
            aria-busy={listings.isPlaceholderData}
            className="grid grid-cols-1 gap-6 min-[480px]:grid-cols-2 lg:grid-cols-4"
          >
            {listings.data.data.map((listing, index) => (
              <li key={listing.id}>
                <ListingCard listing={listing} onBuy={startBuying} priority={index === 0} />
              </li>
            ))}
          </ul>
          <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-3">
            <Button
              variant="outline"
              disabled={filters.page <= 1}
              onClick={() => update({ page: String(filters.page - 1) })}
            >
              Previous
            </Button>
            <span className="numeric text-sm text-ink-muted">Page {filters.page}</span>
            <Button
              variant="outline"
              disabled={!listings.data.hasMore}
              onClick={() => update({ page: String(filters.page + 1) })}
            >
              Next
            </Button>
          </nav>
        </>
      )}
      {buying ? (
        <Suspense fallback={null}>
          <BuyDialog
            listing={buying}
            onClose={() => setBuying(null)}
            onBought={(order) => {
              setBuying(null);
              onBought(order);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
