import { SquareArrowOutUpRight } from 'lucide-react';
import { useId } from 'react';
import { networkLabels } from '#shared/crypto-networks.ts';
import type { PendingCrypto } from '#shared/schemas/moderation.ts';
import { Badge } from '#web/ui/badge.tsx';
import { Button } from '#web/ui/button.tsx';
import { formatUsdAmount } from '../lib/admin-format.ts';
import { AddressLine } from './address-line.tsx';
import { PersonName } from './person-name.tsx';
import { TimeAgo } from './time-ago.tsx';

type CryptoCardProps = { contribution: PendingCrypto; onDecide: (kind: 'confirm' | 'reject') => void };

/** A pending crypto contribution with what is needed to find it on chain. */
export function CryptoCard({ contribution: c, onDecide }: CryptoCardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-surface p-4 shadow-soft sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words">
            <a
              href={`/campaigns/${encodeURIComponent(c.campaign.id)}`}
              target="_blank"
              rel="noreferrer"
              className="underline-offset-4 hover:underline"
            >
              {c.campaign.title}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </h3>
          <p className="text-sm text-ink-muted">
            campaign by <PersonName person={c.artist} /> · <TimeAgo iso={c.createdAt} />
          </p>
        </div>
        <div className="flex flex-col items-end gap-1 text-right">
          <p className="font-display text-xl font-semibold tabular-nums">{formatUsdAmount(c.amount)}</p>
          <Badge tone="neutral">
            {networkLabels[c.network]} · {c.token}
          </Badge>
        </div>
      </div>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <AddressLine label="Sender address">{c.senderAddress}</AddressLine>
        <AddressLine label="Transaction hash">
          {c.txHash && c.explorerUrl ? (
            <a
              href={c.explorerUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-start gap-1 text-accent-text underline-offset-4 hover:underline"
            >
              <span className="break-all">{c.txHash}</span>
              <SquareArrowOutUpRight aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
              <span className="sr-only">(opens the {networkLabels[c.network]} explorer in a new tab)</span>
            </a>
          ) : (
            (c.txHash ?? <span className="font-sans text-ink-muted">Not given</span>)
          )}
        </AddressLine>
      </dl>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="outline" onClick={() => onDecide('reject')}>
          Reject
        </Button>
        <Button size="sm" onClick={() => onDecide('confirm')}>
          Confirm
        </Button>
      </div>
    </article>
  );
}
