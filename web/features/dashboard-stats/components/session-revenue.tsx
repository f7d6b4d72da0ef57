import { paymentStateLabels } from '#shared/booking-payments.ts';
import type { EscrowTotals } from '#shared/schemas/wallet.ts';
import { formatMacsAmount } from '../lib/money.ts';

const parts = [
  {
    key: 'held',
    label: paymentStateLabels.held,
    hint: 'Paid by clients, released when a session is complete',
  },
  { key: 'released', label: 'Released to you', hint: 'From completed sessions' },
  { key: 'refunded', label: 'Refunded', hint: 'Given back to clients after a decline or cancellation' },
] as const satisfies readonly { key: keyof EscrowTotals; label: string; hint: string }[];

/**
 * Issue 18: paid sessions' MACS as the artist, apart: what clients paid that is still held in
 * escrow, what was released to the artist, and what went back to clients.
 */
export function SessionRevenue({ totals }: { totals: EscrowTotals }) {
  return (
    <section
      aria-labelledby="session-revenue-heading"
      className="mt-2 flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-soft sm:p-5"
    >
      <h3 id="session-revenue-heading" className="text-sm text-ink-muted">
        Session revenue
      </h3>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {parts.map((part) => (
          <div key={part.key} data-part={part.key} className="flex min-w-0 flex-col gap-0.5">
            <dt className="text-sm font-medium">{part.label}</dt>
            <dd className="order-first font-display text-xl font-semibold tabular-nums">
              {formatMacsAmount(totals[part.key])}
            </dd>
            <dd className="text-xs text-ink-muted">{part.hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
