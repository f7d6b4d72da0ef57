import type { OwnerContribution } from '#shared/schemas/campaign-writes.ts';
import { Badge } from '#web/ui/badge.tsx';
import { Button } from '#web/ui/button.tsx';
import { formatContributionTime, formatExactUsd, formatNetwork } from './contribution-format.ts';

type ContributionRowProps = {
  contribution: OwnerContribution;
  busy: boolean;
  onConfirm?: () => void;
  onReject?: () => void;
  onRefund?: () => void;
};

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="font-mono text-xs break-all">{value}</dd>
    </div>
  );
}

/** One contribution with what the artist needs to find it on chain, and its actions. */
export function ContributionRow({ contribution, busy, onConfirm, onReject, onRefund }: ContributionRowProps) {
  const c = contribution;
  const label = `${formatExactUsd(c.amount)} from ${c.contributorName}`;
  return (
    <li className="rounded-xl border border-line bg-surface p-4" aria-label={label}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold tabular-nums">
            {formatExactUsd(c.amount)}{' '}
            <span className="font-normal text-ink-muted">from {c.contributorName}</span>
          </p>
          <p className="text-xs text-ink-muted">
            {formatContributionTime(c.createdAt)}
            {c.network ? ` · ${formatNetwork(c.network)}${c.token ? ` (${c.token})` : ''}` : ' · Card'}
          </p>
        </div>
        <Badge tone={c.status === 'pending' ? 'amber' : c.status === 'confirmed' ? 'green' : 'gray'}>
          {c.status.charAt(0).toUpperCase() + c.status.slice(1)}
        </Badge>
      </div>
      {c.note ? <p className="mt-2 text-sm break-words">“{c.note}”</p> : null}
      <dl className="mt-3 grid gap-2 sm:grid-cols-2">
        <Detail label="Sender wallet" value={c.senderAddress} />
        <Detail label="Transaction hash" value={c.txHash} />
        <Detail label="Received at" value={c.platformWallet} />
      </dl>
      {onConfirm || onReject || onRefund ? (
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          {onReject ? (
            <Button
              size="sm"
              variant="outline"
              onClick={onReject}
              disabled={busy}
              aria-label={`Reject ${label}`}
            >
              Reject
            </Button>
          ) : null}
          {onRefund ? (
            <Button
              size="sm"
              variant="outline"
              onClick={onRefund}
              disabled={busy}
              aria-label={`Refund ${label}`}
            >
              Refund
            </Button>
          ) : null}
          {onConfirm ? (
            <Button size="sm" onClick={onConfirm} loading={busy} aria-label={`Confirm ${label}`}>
              Confirm
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
