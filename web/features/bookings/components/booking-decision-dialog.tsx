import { Wallet } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { BOOKING_REASON_MAX_LENGTH } from '#shared/schemas/bookings.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';
import { Field } from '#web/ui/field.tsx';
import { Textarea } from '#web/ui/textarea.tsx';

export type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** What the cancellation means for the money, e.g. how much the client gets back. */
  notice?: string | null;
  /** The button that closes the dialog without acting. */
  keepLabel?: string;
  pending?: boolean;
  onConfirm: (reason: string) => void;
};

/**
 * Decline or cancel (a booking or a quote): the other side is told, with a reason when one is given
 * (it is optional), and a notice says what happens to the money.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  notice,
  keepLabel = 'Keep booking',
  pending = false,
  onConfirm,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(reason.trim());
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setReason('');
        onOpenChange(next);
      }}
    >
      <DialogContent title={title} description={description}>
        <form onSubmit={submit} noValidate>
          {notice ? (
            <p className="mb-4 flex items-start gap-2.5 rounded-xl bg-surface-muted px-3.5 py-3 text-sm font-medium">
              <Wallet aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
              <span>{notice}</span>
            </p>
          ) : null}
          <Field label="Reason (optional)" hint={`${reason.length}/${BOOKING_REASON_MAX_LENGTH}`}>
            <Textarea
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={BOOKING_REASON_MAX_LENGTH}
              rows={3}
            />
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              {keepLabel}
            </Button>
            <Button type="submit" variant="danger" loading={pending}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
