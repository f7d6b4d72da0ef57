import type { UseQueryResult } from '@tanstack/react-query';
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { WALLET_COPY_INDICATOR_MS } from '#shared/constants.ts';
import { cryptoNetworks, networkLabels } from '#shared/crypto-networks.ts';
import { copyText } from '#web/lib/clipboard.ts';
import { Button } from '#web/ui/button.tsx';
import { Checkbox } from '#web/ui/checkbox.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Field } from '#web/ui/field.tsx';
import { Input } from '#web/ui/input.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { toast } from '#web/ui/toast.tsx';
import type { CryptoNetworksResponse } from '../api/contribute-api.ts';
import type { ContributionErrors, ContributionValues } from '../lib/contribution-form.ts';
import { ChoiceGroup } from './choice-group.tsx';

/** Copy with a 'Copied' confirmation that lasts 2000 ms (spec §9 wallet-copy indicator). */
function useCopyIndicator() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string) => {
    if (!(await copyText(text))) {
      toast.error('Could not copy the address. Please select it and copy it by hand.');
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), WALLET_COPY_INDICATOR_MS);
  };
  return { copied, copy };
}

function PlatformWallet({ address }: { address: string }) {
  const { copied, copy } = useCopyIndicator();
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-medium">Send to this platform wallet</p>
      <div className="flex items-center gap-2 rounded-xl border border-line bg-surface-muted p-2 pl-3">
        <code className="min-w-0 flex-1 text-xs break-all">{address}</code>
        <Button variant="outline" size="sm" onClick={() => void copy(address)} className="shrink-0">
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      </div>
      <p className="sr-only" role="status">
        {copied ? 'Wallet address copied' : ''}
      </p>
    </div>
  );
}

export type CryptoFieldsProps = {
  values: ContributionValues;
  errors: ContributionErrors;
  networks: UseQueryResult<CryptoNetworksResponse>;
  onChange: (changes: Partial<ContributionValues>) => void;
};

/** Network, the receiving wallet to copy, the sender's wallet, an optional hash and the 'sent' box. */
export function ContributionCryptoFields({ values, errors, networks, onChange }: CryptoFieldsProps) {
  if (networks.isPending) {
    return (
      <div role="status" aria-label="Loading networks" className="space-y-3">
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-14 rounded-xl" />
      </div>
    );
  }
  if (networks.isError) {
    return (
      <ErrorState
        className="py-6"
        title="Networks could not be loaded"
        message="Crypto details are unavailable right now."
        onRetry={() => void networks.refetch()}
        retrying={networks.isRefetching}
      />
    );
  }
  const chosen = networks.data.data.find((info) => info.network === values.network);
  const byNetwork = new Map(networks.data.data.map((info) => [info.network, info]));
  return (
    <div className="space-y-4">
      <ChoiceGroup
        legend="Network"
        name="network"
        value={values.network}
        onChange={(network) => onChange({ network })}
        columns="grid-cols-2 sm:grid-cols-3"
        choices={cryptoNetworks
          .filter((network) => byNetwork.has(network))
          .map((network) => ({
            value: network,
            label: networkLabels[network],
            hint: byNetwork.get(network)?.token,
          }))}
      />
      {chosen ? <PlatformWallet address={chosen.platformWallet} /> : null}
      <Field label="Your wallet address" required error={errors.walletAddress}>
        <Input
          value={values.walletAddress}
          onChange={(event) => onChange({ walletAddress: event.target.value })}
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      <Field
        label="Transaction hash (optional)"
        hint="Helps the artist find your transfer."
        error={errors.txHash}
      >
        <Input
          value={values.txHash}
          onChange={(event) => onChange({ txHash: event.target.value })}
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-start gap-2.5">
          <Checkbox
            id="contribution-sent"
            checked={values.sent}
            onCheckedChange={(checked) => onChange({ sent: checked === true })}
            aria-invalid={errors.sent ? true : undefined}
            aria-describedby={errors.sent ? 'contribution-sent-error' : undefined}
          />
          <label htmlFor="contribution-sent" className="text-sm">
            I have sent {chosen ? chosen.token : 'the contribution'} to the platform wallet above
          </label>
        </div>
        {errors.sent ? (
          <p id="contribution-sent-error" className="text-xs font-medium text-danger">
            {errors.sent}
          </p>
        ) : null}
      </div>
    </div>
  );
}
