import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import {
  OFFER_MESSAGE_MAX_LENGTH,
  type OfferBody,
  type OfferBodyInput,
  offerBodySchema,
} from '#shared/schemas/media.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { UnlessBlocked } from '#web/lib/reporting/you-blocked-notice.tsx';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';
import { Field } from '#web/ui/field.tsx';
import { Input } from '#web/ui/input.tsx';
import { Textarea } from '#web/ui/textarea.tsx';
import { toast } from '#web/ui/toast.tsx';
import { sendOffer } from '../api/media-api.ts';

type OfferDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mediaId: string;
  title: string;
  artist: { id: string; name: string };
  /** The asking price in MACS, offered as the starting amount. */
  price: number;
};

/**
 * 'Make Offer': the marketplace records the offer and tells the artist, who accepts (the work is
 * sold at this price) or declines in the Marketplace's Offers tab; the server's answer is shown.
 */
export function OfferDialog({ open, onOpenChange, ...props }: OfferDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Make an offer"
        description={`Send ${props.artist.name} an offer for “${props.title}”. The asking price is ${props.price} MACS.`}
      >
        {/* Mounted only while open, so every opening starts from a fresh form. */}
        {open ? (
          <UnlessBlocked person={props.artist} cannot="make offers on their work">
            <OfferForm {...props} onDone={() => onOpenChange(false)} />
          </UnlessBlocked>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function OfferForm({
  mediaId,
  price,
  onDone,
}: Omit<OfferDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const { register, handleSubmit, setError, control, formState } = useForm<
    OfferBodyInput,
    unknown,
    OfferBody
  >({
    resolver: zodResolver(offerBodySchema),
    defaultValues: { amount: price, message: '' },
  });
  const message = useWatch({ control, name: 'message' }) ?? '';
  const send = useMutation({ mutationFn: (offer: OfferBody) => sendOffer(mediaId, offer) });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const body = await send.mutateAsync(values);
      toast.success(body.message);
      onDone();
    } catch (error) {
      const text = applyServerErrors(error, setError, ['amount', 'message'], 'Could not send your offer');
      if (text) toast.error(errorMessage(error, text));
    }
  });

  const { errors, isSubmitting } = formState;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <Field label="Your offer (MACS)" error={errors.amount?.message} required>
        <Input
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          {...register('amount', { valueAsNumber: true })}
        />
      </Field>
      <Field
        label="Note to the artist"
        hint={`${message.length}/${OFFER_MESSAGE_MAX_LENGTH}`}
        error={errors.message?.message}
      >
        <Textarea
          rows={3}
          maxLength={OFFER_MESSAGE_MAX_LENGTH}
          placeholder="Optional: why this piece speaks to you, or how you would like to receive it."
          {...register('message')}
        />
      </Field>
      <DialogFooter className="mt-1">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Send offer
        </Button>
      </DialogFooter>
    </form>
  );
}
