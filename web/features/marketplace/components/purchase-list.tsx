import { useQuery } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { DISPLAY_LOCALE } from '#shared/constants.ts';
import { dateFormatOnFirstUse } from '#shared/date-format-on-first-use.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { purchasesQuery } from '../api/marketplace-api.ts';
import { formatPrice } from '../lib/listing-labels.ts';
import { DownloadPurchaseButton } from './download-purchase-button.tsx';

/** 'Nov 27, 2026', as the wallet and the bookings write a day. */
const boughtOn = dateFormatOnFirstUse(DISPLAY_LOCALE, { dateStyle: 'medium' });

const editionText = (number: number, size: number | null) =>
  size === null ? 'Unique piece' : `Edition ${number} of ${size}`;

/** 'My purchases': every artwork the caller bought, newest first, each with its download. */
export function PurchaseList({ onBrowse }: { onBrowse: () => void }) {
  const purchases = useQuery(purchasesQuery());
  if (purchases.isPending) {
    return (
      <div role="status" aria-label="Loading your purchases" className="space-y-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 rounded-card" />
        ))}
      </div>
    );
  }
  if (purchases.isError) {
    return (
      <ErrorState
        title="Your purchases could not be loaded"
        message={errorMessage(purchases.error, 'Please check your connection and try again.')}
        onRetry={() => void purchases.refetch()}
        retrying={purchases.isRefetching}
      />
    );
  }
  if (purchases.data.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={ShoppingBag}
        title="No purchases yet"
        description="Artworks you buy appear here with their original file to download."
        action={
          <button type="button" onClick={onBrowse} className="font-semibold text-accent-text underline">
            Browse artworks for sale
          </button>
        }
      />
    );
  }
  return (
    <ul className="divide-y divide-line rounded-card border border-line bg-surface shadow-soft">
      {purchases.data.map((order) => (
        <li key={order.id} className="flex flex-wrap items-center gap-4 p-4">
          <span className="size-14 shrink-0 overflow-hidden rounded-lg bg-surface-sunken">
            {order.thumbnailUrl ? (
              <img src={order.thumbnailUrl} alt="" className="size-full object-cover" />
            ) : null}
          </span>
          <div className="min-w-[12rem] flex-1">
            <p className="font-semibold">{order.title}</p>
            <p className="text-sm text-ink-muted">
              by {order.artist.name} · {editionText(order.editionNumber, order.editionSize)} ·{' '}
              {boughtOn().format(new Date(order.createdAt))}
            </p>
          </div>
          {/* On a phone the price and download take their own line, under the title. */}
          <div className="flex w-full items-center justify-between gap-4 sm:w-auto">
            <p className="numeric font-semibold sm:w-32 sm:text-right">{formatPrice(order.price)}</p>
            <DownloadPurchaseButton order={order} />
          </div>
        </li>
      ))}
    </ul>
  );
}
