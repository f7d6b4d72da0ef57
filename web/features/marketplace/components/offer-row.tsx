import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Offer, OfferDecision } from '#shared/schemas/marketplace.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Badge, type BadgeTone } from '#web/ui/badge.tsx';
import { Button } from '#web/ui/button.tsx';
import { toast } from '#web/ui/toast.tsx';
import { decideOffer, marketplaceKeys, type OfferRole } from '../api/marketplace-api.ts';
import { formatPrice } from '../lib/listing-labels.ts';

const statusTones: Record<Offer['status'], BadgeTone> = {
  pending: 'amber',
  accepted: 'green',
  declined: 'red',
  withdrawn: 'gray',
};
const statusLabels: Record<Offer['status'], string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/** One offer: the work, the other party, the amount against the asking price, and what may be done. */
export function OfferRow({ offer, role }: { offer: Offer; role: OfferRole }) {
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (decision: OfferDecision) => decideOffer(offer.id, decision),
    onSuccess: (body) => toast.success(body.message),
    onError: (error) => toast.error(errorMessage(error, 'The offer could not be updated.')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: marketplaceKeys.all }),
  });
  const party = role === 'artist' ? `from ${offer.buyer.name}` : `to ${offer.artist.name}`;
  const pending = offer.status === 'pending';
  return (
    <li className="flex flex-wrap items-center gap-4 p-4">
      <span className="size-14 shrink-0 overflow-hidden rounded-lg bg-surface-sunken">
        {offer.artwork.thumbnailUrl ? (
          <img src={offer.artwork.thumbnailUrl} alt="" className="size-full object-cover" />
        ) : null}
      </span>
      <div className="min-w-[12rem] flex-1">
        <p className="font-semibold">
          {offer.artwork.title} <span className="font-normal text-ink-muted">{party}</span>
        </p>
        {offer.message ? <p className="line-clamp-2 text-sm text-ink-muted">“{offer.message}”</p> : null}
      </div>
      {/* On a phone the figures and actions take their own line, under the title. */}
      <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto">
        <div className="sm:text-right">
          <p className="numeric font-semibold">{formatPrice(offer.amount)}</p>
          {offer.artwork.price !== null ? (
            <p className="numeric text-xs text-ink-muted">asking {formatPrice(offer.artwork.price)}</p>
          ) : null}
        </div>
        <Badge tone={statusTones[offer.status]}>{statusLabels[offer.status]}</Badge>
        {pending ? (
          <div className="flex gap-2">
            {role === 'artist' ? (
              <>
                <Button
                  size="sm"
                  loading={decide.isPending && decide.variables === 'accept'}
                  disabled={decide.isPending}
                  onClick={() => decide.mutate('accept')}
                >
                  Accept
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate('decline')}
                >
                  Decline
                </Button>
              </>
            ) : (
              <Button
                size="sm"
                variant="outline"
                loading={decide.isPending}
                onClick={() => decide.mutate('withdraw')}
              >
                Withdraw
              </Button>
            )}
          </div>
        ) : null}
      </div>
    </li>
  );
}
