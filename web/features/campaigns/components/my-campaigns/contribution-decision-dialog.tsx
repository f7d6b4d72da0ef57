import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { formatUsd } from '#shared/campaign-display.ts';
import { contributionDecisionSchema, type OwnerContribution } from '#shared/schemas/campaign-writes.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';
import { Field } from '#web/ui/field.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { Textarea } from '#web/ui/textarea.tsx';
import { decideContribution } from '../../api/campaign-admin-api.ts';

export const DECISION_FAILED_MESSAGE = 'Failed to update the contribution. Please try again.';

export type ClosingDecision = { kind: 'reject' | 'refund'; contribution: OwnerContribution };

const wording = {
  reject: {
    title: 'Reject contribution',
    description: 'Use this when the payment cannot be found on chain. The contributor is told why.',
    action: 'Reject',
  },
  refund: {
    title: 'Refund contribution',
    description: 'Mark this contribution as paid back. It no longer counts towards the amount raised.',
    action: 'Refund',
  },
} as const;

type ContributionDecisionDialogProps = {
  campaignId: string;
  decision: ClosingDecision | null;
  onClose: () => void;
  onDone: (decision: ClosingDecision) => void;
};

/** Reject (a pending one) or refund (a confirmed one), with an optional reason for the contributor. */
export function ContributionDecisionDialog({
  campaignId,
  decision,
  onClose,
  onDone,
}: ContributionDecisionDialogProps) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const decide = useMutation({
    mutationFn: ({ kind, contribution, text }: ClosingDecision & { text: string }) =>
      decideContribution(campaignId, contribution.id, kind, text),
  });
  const { reset } = decide;

  useEffect(() => {
    if (!decision) return;
    setReason('');
    setFieldError(undefined);
    reset();
  }, [decision, reset]);

  const words = wording[decision?.kind ?? 'reject'];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!decision || decide.isPending) return;
    const checked = contributionDecisionSchema.safeParse({ reason });
    if (!checked.success) return setFieldError(checked.error.issues[0]?.message);
    decide.mutate(
      { ...decision, text: checked.data.reason },
      {
        onSuccess: () => {
          onDone(decision);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open={decision !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent role="alertdialog" title={words.title} description={words.description}>
        {decision ? (
          <p className="text-sm">
            <span className="font-semibold tabular-nums">{formatUsd(decision.contribution.amount)}</span> from{' '}
            {decision.contribution.contributorName}
          </p>
        ) : null}
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <Field label="Reason (optional)" error={fieldError}>
            <Textarea
              name="reason"
              rows={3}
              value={reason}
              maxLength={500}
              disabled={decide.isPending}
              onChange={(event) => {
                setReason(event.target.value);
                setFieldError(undefined);
              }}
            />
          </Field>
          {decide.isError ? (
            <FormAlert>{errorMessage(decide.error, DECISION_FAILED_MESSAGE)}</FormAlert>
          ) : null}
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={onClose} disabled={decide.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" loading={decide.isPending}>
              {words.action}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
