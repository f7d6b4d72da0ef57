import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { networkLabels } from '#shared/crypto-networks.ts';
import { bridgeInitiateSchema, type ConnectedWallet } from '#shared/schemas/wallet.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { Button } from '#web/ui/button.tsx';
import { cn } from '#web/ui/cn.ts';
import { Field } from '#web/ui/field.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { controlClasses, Input } from '#web/ui/input.tsx';
import { toast } from '#web/ui/toast.tsx';
import { useInitiateBridge } from '../api/wallet-api.ts';
import { newIdempotencyKey, shortenAddress } from '../lib/wallet-format.ts';

type BridgeValues = z.input<typeof bridgeInitiateSchema>;

type BridgeFormProps = {
  wallets: ConnectedWallet[];
  initialWalletId: string | undefined;
  /** Called after a request was made; the card remounts the form empty for the next one. */
  onSent: (walletId: string) => void;
};

/** Choose a connected wallet and an amount; the MACS leave the balance at once and wait in escrow. */
export function BridgeForm({ wallets, initialWalletId, onSent }: BridgeFormProps) {
  const bridge = useInitiateBridge();
  // One key per form instance: a second press after a lost answer replays instead of debiting twice.
  const [key] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const clearFailure = () => setFailure(null);
  const form = useForm<BridgeValues>({
    resolver: zodResolver(bridgeInitiateSchema),
    defaultValues: { walletId: initialWalletId ?? wallets[0]?.id ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await bridge.mutateAsync({ body: bridgeInitiateSchema.parse(values), key });
      toast.success(answer.message ?? 'Bridge request received');
      onSent(values.walletId);
    } catch (error) {
      setFailure(
        applyServerErrors(error, form.setError, ['walletId', 'amount'], 'The bridge request failed.'),
      );
    }
    // A new attempt the fields refuse clears the last answer too: it spoke of other values.
  }, clearFailure);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start">
      <Field label="To wallet" error={errors.walletId?.message}>
        <select className={cn(controlClasses, 'h-10 appearance-auto')} {...form.register('walletId')}>
          {wallets.map((wallet) => (
            <option key={wallet.id} value={wallet.id}>
              {networkLabels[wallet.network]} · {shortenAddress(wallet.address)}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Amount (MACS)" error={errors.amount?.message}>
        <Input
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          {...form.register('amount', { valueAsNumber: true })}
        />
      </Field>
      <Button type="submit" loading={isSubmitting} className="sm:mt-6">
        Bridge out
      </Button>
      {failure ? <FormAlert className="sm:col-span-3">{failure}</FormAlert> : null}
    </form>
  );
}
