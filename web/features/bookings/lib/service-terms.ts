import { type CancellationPolicy, cancellationPolicyLabels } from '#shared/booking-payments.ts';
import { formatMacs, toMacsMinor } from '#shared/macs.ts';
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

/** '75.00 MACS', 'Quote' or 'Free', as every booking screen writes a service's price. */
export function formatServicePrice(price: number | null): string {
  if (price === null) return 'Quote';
  return price > 0 ? formatMacs(toMacsMinor(price)) : 'Free';
}

/** 'Flexible cancellation'. */
export function formatPolicyName(policy: CancellationPolicy): string {
  return `${cancellationPolicyLabels[policy]} cancellation`;
}

/** A policy matters only where MACS are (or will be) held: paid services and accepted quotes. */
export function hasCancellationTerms(service: Pick<Service, 'price'>): boolean {
  return chargeOfService(service) !== 'free';
}
