import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formatMacs } from '#shared/macs.ts';
import { BOOKING_REASON_MAX_LENGTH, type Booking, disputeBodySchema } from '#shared/schemas/bookings.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';
import { Field } from '#web/ui/field.tsx';
import { Textarea } from '#web/ui/textarea.tsx';
import { heldMinor } from '../lib/booking-payment.ts';
import { isFieldRejection } from '../lib/decision-messages.ts';

type DisputeValues = z.input<typeof disputeBodySchema>;
type DisputeBody = z.output<typeof disputeBodySchema>;

export type DisputeDialogProps = {
  booking: Booking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the dispute; a refusal naming the reason is shown under it. */
  onSend: (reason: string) => Promise<unknown>;
};

/** The client of a paid session reports a problem: the MACS stay held until an operator decides. */
export function DisputeDialog({ booking, open, onOpenChange, onSend }: DisputeDialogProps) {
  const held = heldMinor(booking) > 0 ? ` (${formatMacs(heldMinor(booking))})` : '';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Report a problem"
        description={`Tell us what went wrong with your ${booking.service} session with ${booking.artistName}. Your payment${held} stays in escrow until our team decides; you both hear the outcome.`}
      >
        {open ? <DisputeForm onSend={onSend} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DisputeForm({ onSend, onCancel }: Pick<DisputeDialogProps, 'onSend'> & { onCancel: () => void }) {
  const { register, handleSubmit, setError, control, formState } = useForm<
    DisputeValues,
    unknown,
    DisputeBody
  >({ resolver: zodResolver(disputeBodySchema), defaultValues: { reason: '' } });
  const reason = useWatch({ control, name: 'reason' }) ?? '';
  const onSubmit = handleSubmit(async (body) => {
    try {
      await onSend(body.reason);
    } catch (error) {
      if (isFieldRejection(error)) applyServerErrors(error, setError, ['reason'], '');
    }
  });
  const { errors, isSubmitting } = formState;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <Field
        label="What went wrong?"
        hint={`${reason.length}/${BOOKING_REASON_MAX_LENGTH}`}
        error={errors.reason?.message}
        required
      >
        <Textarea rows={4} maxLength={BOOKING_REASON_MAX_LENGTH} {...register('reason')} />
      </Field>
      <DialogFooter className="mt-1">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" loading={isSubmitting}>
          Open dispute
        </Button>
      </DialogFooter>
    </form>
  );
}
