import { type CancellationPolicy, cancellationPolicyLabels } from '#shared/booking-payments.ts';
import { fromMacsMinor, toMacsMinor } from '#shared/macs.ts';
import type { Service } from '#shared/schemas/calendar.ts';

/**
 * How booking a service is paid (issue 18): a price is held in escrow at the request, a 'Quote'
 * is paid once the client accepts the artist's price, and a free service charges nothing.
 */
export type ServiceCharge = 'paid' | 'quote' | 'free';

export function chargeOfService(service: Pick<Service, 'price'>): ServiceCharge {
  if (service.price === null) return 'quote';
  return service.price > 0 ? 'paid' : 'free';
}

/**
 * '75 MACS', 'Quote' or 'Free', as every booking screen writes a service's price: the spec's
 * catalogue style (the server's `priceLabel`), while amounts of money moved read '75.00 MACS'.
 */
export function formatServicePrice(price: number | null): string {
  if (price === null) return 'Quote';
  // Through hundredths, so float noise (0.1 + 0.2) never shows; as the server's priceLabel writes it.
  return price > 0 ? `${fromMacsMinor(toMacsMinor(price))} MACS` : 'Free';
}

/** 'Flexible cancellation'. */
export function formatPolicyName(policy: CancellationPolicy): string {
  return `${cancellationPolicyLabels[policy]} cancellation`;
}

/** A policy matters only where MACS are (or will be) held: paid services and accepted quotes. */
export function hasCancellationTerms(service: Pick<Service, 'price'>): boolean {
  return chargeOfService(service) !== 'free';
}
