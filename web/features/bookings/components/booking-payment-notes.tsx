import { Clock, HandCoins, MessageCircle, Wallet } from 'lucide-react';
import type { Booking } from '#shared/schemas/bookings.ts';
import { cn } from '#web/ui/cn.ts';
import { type PaymentNote, paymentNotes } from '../lib/payment-notes.ts';

const icons = { respond: Clock, quote: HandCoins, release: Wallet, dispute: MessageCircle } as const;

function Note({ note }: { note: PaymentNote }) {
  const Icon = icons[note.key];
  const alert = note.key === 'dispute';
  return (
    <li
      data-note={note.key}
      className={cn(
        'flex items-start gap-2.5 rounded-xl border px-4 py-3 text-sm',
        alert ? 'border-amber-200 bg-amber-50/60 dark:border-amber-900 dark:bg-amber-950/30' : 'border-line',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
      <div className="flex min-w-0 flex-col gap-1">
        {note.title ? <p className="font-medium">{note.title}</p> : null}
        <p>{note.text}</p>
        {note.quoted?.map((part) => (
          <p key={part.label} className="break-words whitespace-pre-line text-ink-muted">
            <span className="font-medium text-ink">{part.label}:</span> {part.text}
          </p>
        ))}
      </div>
    </li>
  );
}

/** The money side of a booking: answer deadline, quote, when the payment is released, any dispute. */
export function BookingPaymentNotes({ booking }: { booking: Booking }) {
  const notes = paymentNotes(booking);
  if (notes.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label="Payment and deadlines">
      {notes.map((note) => (
        <Note key={note.key} note={note} />
      ))}
    </ul>
  );
}
