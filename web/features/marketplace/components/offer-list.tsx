import { useQuery } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '#web/lib/api-client.ts';
import { cn } from '#web/ui/cn.ts';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { type OfferRole, offersQuery } from '../api/marketplace-api.ts';
import { OfferRow } from './offer-row.tsx';

const roleLabels: Record<OfferRole, string> = { artist: 'Received', buyer: 'Made' };
const emptyTexts: Record<OfferRole, { title: string; description: string }> = {
  artist: {
    title: 'No offers received yet',
    description:
      'When someone makes an offer on a priced work in the feed, you can accept or decline it here.',
  },
  buyer: {
    title: 'You have not made any offers',
    description: 'Use Make Offer on a priced post in the feed to propose your own price to the artist.',
  },
};

function OfferItems({ role }: { role: OfferRole }) {
  const offers = useQuery(offersQuery(role));
  if (offers.isPending) {
    return (
      <div role="status" aria-label="Loading offers" className="space-y-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 rounded-card" />
        ))}
      </div>
    );
  }
  if (offers.isError) {
    return (
      <ErrorState
        title="Offers could not be loaded"
        message={errorMessage(offers.error, 'Please check your connection and try again.')}
        onRetry={() => void offers.refetch()}
        retrying={offers.isRefetching}
      />
    );
  }
  if (offers.data.length === 0) return <EmptyState headingLevel={3} icon={HandCoins} {...emptyTexts[role]} />;
  return (
    <ul className="divide-y divide-line rounded-card border border-line bg-surface shadow-soft">
      {offers.data.map((offer) => (
        <OfferRow key={offer.id} offer={offer} role={role} />
      ))}
    </ul>
  );
}

/** Offers received (artists accept or decline) and made (buyers follow or withdraw them). */
export function OfferList({ defaultRole }: { defaultRole: OfferRole }) {
  const [role, setRole] = useState<OfferRole>(defaultRole);
  return (
    <div>
      <fieldset className="mb-4 inline-flex gap-1 rounded-full border border-line bg-surface p-1 shadow-soft">
        <legend className="sr-only">Which offers</legend>
        {(['artist', 'buyer'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={role === option}
            onClick={() => setRole(option)}
            className={cn(
              'h-9 rounded-full px-4 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
              role === option ? 'bg-ink text-canvas' : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
            )}
          >
            {roleLabels[option]}
          </button>
        ))}
      </fieldset>
      <OfferItems role={role} />
    </div>
  );
}
