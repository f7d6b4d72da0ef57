import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Listing, Order } from '#shared/schemas/marketplace.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { toast } from '#web/ui/toast.tsx';
import { balanceQuery, buyArtwork, marketplaceKeys } from '../api/marketplace-api.ts';
import { editionLabel, formatPrice } from '../lib/listing-labels.ts';

type BuyDialogProps = {
  listing: Listing;
  onClose: () => void;
  onBought: (order: Order) => void;
};

const isShortOfFunds = (error: unknown) => error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS';

/** Asks before buying: the price, the buyer's balance when the wallet can tell, then Buy Now. */
export function BuyDialog({ listing, onClose, onBought }: BuyDialogProps) {
  const queryClient = useQueryClient();
  // One key per opening: a retried request can never buy a second copy.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const balance = useQuery(balanceQuery());
  const buy = useMutation({
    mutationFn: () => buyArtwork(listing.id, listing.price, idempotencyKey),
    onSuccess: (body) => {
      toast.success(body.message);
      void queryClient.invalidateQueries({ queryKey: marketplaceKeys.all });
      onBought(body.data);
    },
    // Sold out, short of funds or a new price: the grid and balance may be stale, so read them again.
    onError: () => void queryClient.invalidateQueries({ queryKey: marketplaceKeys.all }),
  });
  const known = balance.isSuccess ? balance.data : null;
  const short = isShortOfFunds(buy.error) || (known !== null && known < listing.price);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title="Confirm purchase"
        description={`Buy “${listing.title}” by ${listing.artist.name}?`}
      >
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-xl bg-surface-muted p-4 text-sm">
          <dt className="text-ink-muted">Price</dt>
          <dd className="numeric text-right font-semibold">{formatPrice(listing.price)}</dd>
          <dt className="text-ink-muted">Availability</dt>
          <dd className="numeric text-right">{editionLabel(listing)}</dd>
          {known !== null ? (
            <>
              <dt className="text-ink-muted">Your balance</dt>
              <dd className="numeric text-right">{formatPrice(known)}</dd>
            </>
          ) : null}
        </dl>
        <p className="mt-3 text-sm text-ink-muted">
          The price moves from your MACS wallet to the artist at once, and the original file is yours to
          download.
        </p>
        {short ? (
          <FormAlert className="mt-4">
            {isShortOfFunds(buy.error)
              ? buy.error?.message
              : 'Your MACS balance is too low for this artwork.'}{' '}
            <Link to="/wallet" className="font-semibold underline">
              Top up your wallet
            </Link>
          </FormAlert>
        ) : buy.isError ? (
          <FormAlert className="mt-4">
            {errorMessage(buy.error, 'The purchase did not go through.')}
          </FormAlert>
        ) : null}
        <DialogFooter className="mt-6">
          <Button variant="outline" onClick={onClose} disabled={buy.isPending}>
            Cancel
          </Button>
          <Button
            loading={buy.isPending}
            disabled={short || (buy.error instanceof ApiError && buy.error.code === 'SOLD_OUT')}
            onClick={() => buy.mutate()}
          >
            Buy Now for {formatPrice(listing.price)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
