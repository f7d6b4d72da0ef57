import type { BadgeTone } from '#web/ui/badge.tsx';

/** Ledger transfer kinds as people read them, with a badge tone (status colours stay for status). */
const transferTypes: Record<string, { label: string; tone: BadgeTone }> = {
  topup: { label: 'Top-up', tone: 'accent' },
  purchase: { label: 'Purchase', tone: 'neutral' },
  payment: { label: 'Payment', tone: 'neutral' },
  refund: { label: 'Refund', tone: 'neutral' },
  bridge_out: { label: 'Bridge out', tone: 'neutral' },
  bridge_in: { label: 'Bridge in', tone: 'neutral' },
  bridge_settle: { label: 'Bridge', tone: 'neutral' },
  adjustment: { label: 'Adjustment', tone: 'gray' },
  booking_hold: { label: 'Session payment', tone: 'neutral' },
  booking_release: { label: 'Session income', tone: 'accent' },
  booking_refund: { label: 'Session refund', tone: 'neutral' },
};

export function describeTransferType(type: string): { label: string; tone: BadgeTone } {
  return transferTypes[type] ?? { label: type, tone: 'gray' };
}

/** '0x5aAe…BeAed': enough of both ends to recognise an address without the middle. */
export function shortenAddress(address: string): string {
  return address.length <= 14 ? address : `${address.slice(0, 6)}…${address.slice(-5)}`;
}

/** MACS decimal from the API → integer hundredths for the shared formatter. */
export const toMinor = (macs: number) => Math.round(macs * 100);

/** A fresh Idempotency-Key: one per opened form, so a second press after a lost answer is safe. */
export const newIdempotencyKey = () => crypto.randomUUID();

/** The top-up button's and dialog's title; test mode says so, since no real money moves. */
export function topupLabel(testMode: boolean): string {
  return testMode ? 'Top up (test mode)' : 'Top up';
}
