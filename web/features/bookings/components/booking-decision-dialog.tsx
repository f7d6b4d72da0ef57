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
  pending?: boolean;
  onConfirm: (reason: string) => void;
};

/** Decline or cancel: the other side is told, with a reason when one is given (it is optional). */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
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
              Keep booking
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
