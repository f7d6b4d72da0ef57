import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import type { DisputeOutcome } from '#shared/booking-payments.ts';
import type { DisputeResolveBody } from '#shared/schemas/disputes.ts';
import type { OpenDispute } from '#shared/schemas/moderation.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';
import { Field } from '#web/ui/field.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { Input } from '#web/ui/input.tsx';
import { Textarea } from '#web/ui/textarea.tsx';
import { toast } from '#web/ui/toast.tsx';
import { resolveDispute } from '../api/admin-actions.ts';
import { adminKeys } from '../api/admin-api.ts';
import { ACTION_FAILED_MESSAGE, isStaleDecision, serverFieldErrors } from '../lib/action-errors.ts';
import { formatMacsAmount } from '../lib/admin-format.ts';
import {
  type DisputeErrors,
  type DisputeField,
  type DisputeInput,
  evenRefundText,
  settlementShares,
  validateDispute,
} from '../lib/validate-dispute.ts';
import { OutcomeChoice } from './outcome-choice.tsx';
import { SettlementPreview } from './settlement-preview.tsx';

const NOTE_MAX = 500;
const fields: readonly DisputeField[] = ['outcome', 'refund', 'note'];
/** The fields on screen for a decision: the amount only for a split. */
const fieldsOf = (body: { outcome: DisputeOutcome | null }) =>
  body.outcome === 'split' ? fields : fields.filter((field) => field !== 'refund');
const submitLabels: Record<DisputeOutcome, string> = {
  release: 'Release to artist',
  refund: 'Refund client',
  split: 'Split payment',
};

type DisputeDialogProps = { dispute: OpenDispute | null; onClose: () => void };

/** Settles a disputed session's escrow: release, refund or split, with a note to both parties. */
export function DisputeDialog({ dispute, onClose }: DisputeDialogProps) {
  // The last dispute stays on screen while the dialog fades out after closing.
  const [shown, setShown] = useState(dispute);
  if (dispute && dispute !== shown) setShown(dispute);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={dispute !== null} onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent
        title="Resolve dispute"
        description="The held MACS go where you decide. Both parties are told, with your note."
      >
        {/* The content unmounts once closed, so every decision starts from a blank form. */}
        {shown ? (
          <DisputeForm key={shown.bookingId} dispute={shown} onDone={onClose} onBusyChange={setBusy} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

type DisputeFormProps = { dispute: OpenDispute; onDone: () => void; onBusyChange: (busy: boolean) => void };

function DisputeForm({ dispute: d, onDone, onBusyChange }: DisputeFormProps) {
  const queryClient = useQueryClient();
  const [input, setInput] = useState<DisputeInput>({ outcome: null, refund: '', note: '' });
  const [errors, setErrors] = useState<DisputeErrors>({});
  const refundRef = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const send = useMutation({
    mutationFn: (body: DisputeResolveBody) => resolveDispute(d.bookingId, body),
    onMutate: () => onBusyChange(true),
    onSettled: () => onBusyChange(false),
  });
  const held = formatMacsAmount(d.amount);

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  const change = <F extends DisputeField>(field: F, value: DisputeInput[F]) => {
    setInput((current) => ({ ...current, [field]: value }));
    // A new decision also clears the amount's error: the field may not even be shown any more.
    setErrors((current) => ({
      ...current,
      [field]: undefined,
      ...(field === 'outcome' ? { refund: undefined } : {}),
    }));
  };
  const showErrors = (found: DisputeErrors) => {
    setErrors(found);
    if (found.refund) refundRef.current?.focus();
    else if (found.note && !found.outcome) noteRef.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const checked = validateDispute(input, d.amount);
    if (checked.errors) return showErrors(checked.errors);
    send.mutate(checked.body, {
      onSuccess: (result) => {
        toast.success(result.message);
        void refresh();
        onDone();
      },
      onError: (error) => {
        if (!isStaleDecision(error)) return showErrors(serverFieldErrors(error, fieldsOf(checked.body)));
        toast.error(errorMessage(error, ACTION_FAILED_MESSAGE));
        void refresh();
        onDone();
      },
    });
  };

  // An error for a field not on screen (the amount, after choosing again) goes to the form's alert.
  const placedOnField = Object.keys(serverFieldErrors(send.error, fieldsOf(input))).length > 0;
  const shares = settlementShares(input, d.amount);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="rounded-xl bg-surface-muted px-4 py-3 text-sm [overflow-wrap:anywhere]">
        <p className="font-medium">
          {d.service} <span className="font-mono text-xs font-normal text-ink-muted">{d.reference}</span>
        </p>
        <p className="text-ink-muted">
          {held} held · {d.artist.name} (artist) and {d.client.name} (client)
        </p>
      </div>
      <OutcomeChoice
        held={held}
        value={input.outcome}
        onChange={(outcome) => change('outcome', outcome)}
        error={errors.outcome}
        disabled={send.isPending}
      />
      {input.outcome === 'split' ? (
        <div className="flex flex-col items-start gap-1.5">
          <Field
            className="w-full"
            label="Refund to the client (MACS)"
            required
            hint={`More than 0 and less than ${held}; the artist gets the rest.`}
            error={errors.refund}
          >
            <Input
              ref={refundRef}
              name="refund"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              className="tabular-nums sm:max-w-56"
              value={input.refund}
              disabled={send.isPending}
              onChange={(event) => change('refund', event.target.value)}
            />
          </Field>
          <Button
            variant="link"
            size="sm"
            className="text-sm"
            disabled={send.isPending}
            onClick={() => change('refund', evenRefundText(d.amount))}
          >
            Split it evenly
          </Button>
        </div>
      ) : null}
      {input.outcome ? (
        <SettlementPreview shares={shares} client={d.client.name} artist={d.artist.name} />
      ) : null}
      <Field
        label="Note to both parties"
        required
        hint={`Sent to ${d.artist.name} and ${d.client.name}, and kept in the audit log with your name. ${input.note.length}/${NOTE_MAX}`}
        error={errors.note}
      >
        <Textarea
          ref={noteRef}
          name="note"
          rows={3}
          value={input.note}
          maxLength={NOTE_MAX}
          disabled={send.isPending}
          onChange={(event) => change('note', event.target.value)}
        />
      </Field>
      {send.isError && !placedOnField ? (
        <FormAlert>{errorMessage(send.error, ACTION_FAILED_MESSAGE)}</FormAlert>
      ) : null}
      <DialogFooter className="mt-1">
        <Button variant="outline" onClick={onDone} disabled={send.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={send.isPending}>
          {input.outcome ? submitLabels[input.outcome] : 'Resolve dispute'}
        </Button>
      </DialogFooter>
    </form>
  );
}
