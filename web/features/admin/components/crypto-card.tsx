import { SquareArrowOutUpRight } from 'lucide-react';
import { networkLabels } from '#shared/crypto-networks.ts';
import type { PendingCrypto } from '#shared/schemas/moderation.ts';
import { Badge } from '#web/ui/badge.tsx';
import { Button } from '#web/ui/button.tsx';
import { formatUsdAmount } from '../lib/admin-format.ts';
import { AddressLine } from './address-line.tsx';
import { PersonName } from './person-name.tsx';
import { QueueCard } from './queue-card.tsx';
import { TimeAgo } from './time-ago.tsx';

type CryptoCardProps = { contribution: PendingCrypto; onDecide: (kind: 'confirm' | 'reject') => void };

/** A pending crypto contribution with what is needed to find it on chain. */
export function CryptoCard({ contribution: c, onDecide }: CryptoCardProps) {
  return (
    <QueueCard
      titleClassName="font-semibold"
      title={
        <a
          href={`/campaigns/${encodeURIComponent(c.campaign.id)}`}
          target="_blank"
          rel="noreferrer"
          className="underline-offset-4 hover:underline"
        >
          {c.campaign.title}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      }
      meta={
        <>
          campaign by <PersonName person={c.artist} /> · <TimeAgo iso={c.createdAt} />
        </>
      }
      amount={formatUsdAmount(c.amount)}
      badge={
        <Badge tone="neutral">
          {networkLabels[c.network]} · {c.token}
        </Badge>
      }
      actions={
        <>
          <Button size="sm" variant="outline" onClick={() => onDecide('reject')}>
            Reject
          </Button>
          <Button size="sm" onClick={() => onDecide('confirm')}>
            Confirm
          </Button>
        </>
      }
    >
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
    </QueueCard>
  );
}
