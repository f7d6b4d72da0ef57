import { useMutation, useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { CONTRIBUTION_MIN, CONTRIBUTION_STEP } from '#shared/constants.ts';
import { CONTRIBUTION_NOTE_MAX } from '#shared/schemas/campaign-writes.ts';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import { useAuth } from '#web/lib/auth-state.tsx';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';
import { Field } from '#web/ui/field.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { Input } from '#web/ui/input.tsx';
import { Textarea } from '#web/ui/textarea.tsx';
import { toast } from '#web/ui/toast.tsx';
import { cryptoNetworksQuery, submitContribution } from '../api/contribute-api.ts';
import {
  buildContributeBody,
  type ContributionErrors,
  type ContributionValues,
  describeContributionFailure,
  emptyContribution,
  validateContribution,
} from '../lib/contribution-form.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { ContributionCryptoFields } from './contribution-crypto-fields.tsx';

export const TEST_MODE_LABEL = 'Test mode — no real money moves';
export const CRYPTO_PENDING_MESSAGE =
  'Thank you! Your crypto contribution is pending until the artist confirms it.';

export type ContributionDialogProps = {
  campaign: Pick<Campaign, 'id' | 'title'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the updated campaign (the server's data.campaign) after a successful contribution. */
  onContributed?: (campaign: Campaign) => void;
};

/**
 * Spec §2/§4 contribution dialog. The form lives inside the dialog's content, which unmounts on
 * close, so every open starts from the empty values and a fresh Idempotency-Key.
 */
export function ContributionDialog({ campaign, open, onOpenChange, onContributed }: ContributionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Contribute" description={`Support “${campaign.title}”`}>
        <ContributionForm
          campaignId={campaign.id}
          onDone={(updated) => {
            onOpenChange(false);
            onContributed?.(updated);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function ContributionForm({ campaignId, onDone }: { campaignId: string; onDone: (c: Campaign) => void }) {
  const { user } = useAuth();
  const networks = useQuery(cryptoNetworksQuery());
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState<ContributionValues>(emptyContribution);
  const [errors, setErrors] = useState<ContributionErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: ReturnType<typeof buildContributeBody>) =>
      submitContribution(campaignId, body, idempotencyKey),
  });

  const change = (changes: Partial<ContributionValues>) => {
    setValues((prev) => ({ ...prev, ...changes }));
    // An edited field's message goes away; the others stay until the next submit.
    setErrors((prev) => {
      const next = { ...prev };
      if ('amount' in changes) delete next.amount;
      if ('walletAddress' in changes) delete next.walletAddress;
      if ('sent' in changes) delete next.sent;
      return next;
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = validateContribution(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    const info = networks.data?.data.find((candidate) => candidate.network === values.network);
    send.mutate(buildContributeBody(values, info), {
      onSuccess: (answer) => {
        const pending = answer.data.contribution.status === 'pending';
        toast.success(
          pending ? CRYPTO_PENDING_MESSAGE : answer.message || 'Thank you for your contribution!',
        );
        onDone(answer.data.campaign);
      },
      onError: (error) => setFormError(describeContributionFailure(error)),
    });
  };

  const testMode = networks.data?.paymentMode === 'test';
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field label="Amount (USD)" required error={errors.amount}>
        <Input
          type="number"
          inputMode="decimal"
          min={CONTRIBUTION_MIN}
          step={CONTRIBUTION_STEP}
          value={values.amount}
          onChange={(event) => change({ amount: event.target.value })}
          placeholder="e.g. 25"
        />
      </Field>
      <Field label="Note (optional)">
        <Textarea
          rows={2}
          maxLength={CONTRIBUTION_NOTE_MAX}
          value={values.note}
          onChange={(event) => change({ note: event.target.value })}
          placeholder="A few words for the artist"
        />
      </Field>
      {user ? null : (
        <Field label="Email for your receipt (optional)">
          <Input
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => change({ email: event.target.value })}
          />
        </Field>
      )}
      <ChoiceGroup
        legend="Payment type"
        name="payment-type"
        value={values.paymentType}
        onChange={(paymentType) => change({ paymentType })}
        choices={[
          { value: 'fiat', label: 'Card (fiat)' },
          { value: 'crypto', label: 'Crypto' },
        ]}
      />
      {values.paymentType === 'fiat' ? (
        testMode ? (
          <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
            <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {TEST_MODE_LABEL}
          </p>
        ) : null
      ) : (
        <ContributionCryptoFields values={values} errors={errors} networks={networks} onChange={change} />
      )}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Processing...' : 'Contribute'}
        </Button>
      </DialogFooter>
    </form>
  );
}
