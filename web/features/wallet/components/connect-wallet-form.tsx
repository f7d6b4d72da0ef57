import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { cryptoNetworks, networkLabels } from '#shared/crypto-networks.ts';
import { connectWalletSchema } from '#shared/schemas/wallet.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { Button } from '#web/ui/button.tsx';
import { cn } from '#web/ui/cn.ts';
import { Field } from '#web/ui/field.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { controlClasses, Input } from '#web/ui/input.tsx';
import { toast } from '#web/ui/toast.tsx';
import { useConnectWallet } from '../api/wallet-api.ts';

type ConnectValues = z.input<typeof connectWalletSchema>;
const fields = ['network', 'address'] as const;

/** Network and address; the server checks the address per network and its message shows here. */
export function ConnectWalletForm() {
  const connect = useConnectWallet();
  const form = useForm<ConnectValues>({
    resolver: zodResolver(connectWalletSchema),
    defaultValues: { network: 'polygon', address: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await connect.mutateAsync(connectWalletSchema.parse(values));
      form.reset({ network: values.network, address: '' });
      toast.success('Wallet connected');
    } catch (error) {
      const message = applyServerErrors(error, form.setError, fields, 'The wallet could not be connected.');
      // A duplicate (409) names no field; it is about the address all the same.
      if (message) form.setError('address', { type: 'server', message }, { shouldFocus: true });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start">
      <Field label="Network" error={errors.network?.message}>
        <select className={cn(controlClasses, 'h-10 appearance-auto')} {...form.register('network')}>
          {cryptoNetworks.map((network) => (
            <option key={network} value={network}>
              {networkLabels[network]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Wallet address" error={errors.address?.message}>
        <Input
          autoComplete="off"
          spellCheck={false}
          placeholder="0x…, r…, or a Solana address"
          {...form.register('address')}
        />
      </Field>
      <Button type="submit" variant="secondary" loading={isSubmitting} className="sm:mt-6">
        Connect wallet
      </Button>
      {errors.root?.message ? <FormAlert className="sm:col-span-3">{errors.root.message}</FormAlert> : null}
    </form>
  );
}
