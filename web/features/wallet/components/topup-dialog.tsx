import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TOPUP_MAX_MACS, topupSchema } from '#shared/schemas/wallet.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';
import { Field } from '#web/ui/field.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { Input } from '#web/ui/input.tsx';
import { toast } from '#web/ui/toast.tsx';
import { useTopUp } from '../api/wallet-api.ts';
import { newIdempotencyKey, topupLabel } from '../lib/wallet-format.ts';

type TopupValues = z.input<typeof topupSchema>;

type TopupDialogProps = {
  testMode: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * 'Top up (test mode)': adds MACS through the payment provider; no real money moves in test mode.
 * The button lives in the balance card, so this form loads only when someone opens it.
 */
export function TopupDialog({ testMode, open, onOpenChange }: TopupDialogProps) {
  const [key, setKey] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const clearFailure = () => setFailure(null);
  const topUp = useTopUp();
  const form = useForm<TopupValues>({ resolver: zodResolver(topupSchema) });
  const label = topupLabel(testMode);
  const { reset } = form;

  // Every opening starts empty, with a new idempotency key for a new top-up.
  useEffect(() => {
    if (!open) return;
    reset({});
    setKey(newIdempotencyKey());
    setFailure(null);
  }, [open, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await topUp.mutateAsync({ body: topupSchema.parse(values), key });
      toast.success(answer.message);
      onOpenChange(false);
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, ['amount'], 'The top-up failed. Please try again.'));
    }
    // A new attempt the fields refuse clears the last answer too: it spoke of other values.
  }, clearFailure);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        title={label}
        description={
          testMode
            ? 'Test mode: no real money moves. The MACS are added at once so you can try the marketplace.'
            : 'Your payment is charged, then the MACS are added to your wallet.'
        }
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <Field
            label="Amount (MACS)"
            error={form.formState.errors.amount?.message}
            hint={`Up to ${TOPUP_MAX_MACS.toLocaleString('en-US')} MACS at a time`}
            required
          >
            <Input
              type="number"
              inputMode="decimal"
              min={0.01}
              step={0.01}
              {...form.register('amount', { valueAsNumber: true })}
            />
          </Field>
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <DialogFooter className="mt-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Add MACS
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
