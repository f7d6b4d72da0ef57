import { CircleCheckBig, HandCoins, type LucideIcon, MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { type CancellationPolicy, cancellationPolicySummaries } from '#shared/booking-payments.ts';
import { formatMacs, toMacsMinor } from '#shared/macs.ts';
import type { Service } from '#shared/schemas/calendar.ts';
import { cn } from '#web/ui/cn.ts';
import {
  chargeOfService,
  formatPolicyName,
  hasCancellationTerms,
  type ServiceCharge,
} from '../lib/service-terms.ts';

/**
 * 'Flexible cancellation: Full refund if …' as plain text, so it reads the same on a phone as
 * with a mouse (no tooltip to hover). For a 'Quote' service it applies once a quote is accepted.
 */
export function CancellationPolicyText({
  policy,
  quote = false,
  className,
}: {
  policy: CancellationPolicy;
  quote?: boolean;
  className?: string;
}) {
  return (
    <p className={cn('text-sm text-ink-muted', className)}>
      <span className="font-medium text-ink">
        {formatPolicyName(policy)}
        {quote ? ' once a quote is accepted' : ''}:
      </span>{' '}
      {cancellationPolicySummaries[policy]}
    </p>
  );
}

/** Before the request is sent, or after: the words change tense, the facts stay the same. */
export type PaymentPhase = 'request' | 'sent';

// Icons the app already shares (web/ui's icon chunk), so these notes add none to the home route.
const icons: Record<ServiceCharge, LucideIcon> = {
  paid: HandCoins,
  quote: MessageSquare,
  free: CircleCheckBig,
};

function paymentSentence(service: Service, artistName: string, phase: PaymentPhase): ReactNode {
  // An amount that moves reads as money ('75.00 MACS'), as the wallet and the booking cards write it.
  const price = (
    <strong className="numeric font-semibold">{formatMacs(toMacsMinor(service.price ?? 0))}</strong>
  );
  switch (chargeOfService(service)) {
    case 'paid':
      return phase === 'request' ? (
        <>
          {price} will be held in escrow when you send this request and paid to {artistName} when the session
          is completed. If the request is declined or not answered in time, you get it all back.
        </>
      ) : (
        <>
          {price} are held in escrow and will be paid to {artistName} when the session is completed.
        </>
      );
    case 'quote':
      return `${artistName} will reply with a price for you to accept. Nothing is paid until you accept it${
        phase === 'request' ? '; then the price is held in escrow until the session is completed.' : '.'
      }`;
    case 'free':
      return phase === 'request' ? 'Free request — nothing is charged.' : 'Nothing was charged.';
  }
}

/** What booking this service costs, when it is paid, and what cancelling gives back. */
export function ServicePaymentNote({
  service,
  artistName,
  phase,
  className,
}: {
  service: Service;
  artistName: string;
  phase: PaymentPhase;
  className?: string;
}) {
  const Icon = icons[chargeOfService(service)];
  return (
    <div className={cn('flex flex-col gap-2 rounded-xl bg-surface-muted px-4 py-3 text-left', className)}>
      <p className="flex items-start gap-2.5 text-sm">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
        <span>{paymentSentence(service, artistName, phase)}</span>
      </p>
      {hasCancellationTerms(service) ? (
        <CancellationPolicyText
          policy={service.cancellationPolicy}
          quote={service.price === null}
          className="pl-6.5"
        />
      ) : null}
    </div>
  );
}
