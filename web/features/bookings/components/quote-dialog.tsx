import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { QUOTE_EXPIRY_DAYS } from '#shared/booking-payments.ts';
import {
  type Booking,
  QUOTE_NOTE_MAX_LENGTH,
  type QuoteBody,
  quoteBodySchema,
} from '#shared/schemas/bookings.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';
import { Field } from '#web/ui/field.tsx';
import { Input } from '#web/ui/input.tsx';
import { Textarea } from '#web/ui/textarea.tsx';
import { isFieldRejection } from '../lib/decision-messages.ts';

type QuoteValues = z.input<typeof quoteBodySchema>;

export type QuoteDialogProps = {
  booking: Booking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the quote; a refusal naming price or note is shown under that field. */
  onSend: (quote: QuoteBody) => Promise<unknown>;
};

/** The artist prices a Quote request (or prices it again); the client then accepts and pays, or declines. */
export function QuoteDialog({ booking, open, onOpenChange, onSend }: QuoteDialogProps) {
  const again = booking.quote?.status === 'quoted';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={again ? 'Send a new quote' : 'Send a quote'}
        description={`${booking.clientName} asked for a quote for ${booking.service}. They can accept it and pay, or decline it, within ${QUOTE_EXPIRY_DAYS} days.`}
      >
        {/* Mounted only while open, so every opening starts from the current quote. */}
        {open ? <QuoteForm booking={booking} onSend={onSend} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function QuoteForm({
  booking,
  onSend,
  onCancel,
}: Pick<QuoteDialogProps, 'booking' | 'onSend'> & { onCancel: () => void }) {
  const { register, handleSubmit, setError, control, formState } = useForm<QuoteValues, unknown, QuoteBody>({
    resolver: zodResolver(quoteBodySchema),
    defaultValues: { price: booking.quote?.price ?? undefined, note: booking.quote?.note ?? '' },
  });
  const note = useWatch({ control, name: 'note' }) ?? '';
  const onSubmit = handleSubmit(async (quote) => {
    try {
      await onSend(quote);
    } catch (error) {
      // Anything else is told beside the booking's buttons, and the dialog closes.
      if (isFieldRejection(error)) applyServerErrors(error, setError, ['price', 'note'], '');
    }
  });
  const { errors, isSubmitting } = formState;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <Field label="Price (MACS)" error={errors.price?.message} required>
        <Input
          type="number"
          inputMode="decimal"
          min={1}
          step={0.01}
          {...register('price', { valueAsNumber: true })}
        />
      </Field>
      <Field
        label="Note (optional)"
        hint={`${note.length}/${QUOTE_NOTE_MAX_LENGTH}`}
        error={errors.note?.message}
      >
        <Textarea
          rows={3}
          maxLength={QUOTE_NOTE_MAX_LENGTH}
          placeholder="What the price includes, materials, timing…"
          {...register('note')}
        />
      </Field>
      <DialogFooter className="mt-1">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Send quote
        </Button>
      </DialogFooter>
    </form>
  );
}
