import { disputeOutcomeLabels, disputeOutcomes } from '#shared/booking-payments.ts';
import { DISPLAY_LOCALE } from '#shared/constants.ts';
import { dateFormatOnFirstUse } from '#shared/date-format-on-first-use.ts';
import { formatMacs, toMacsMinor } from '#shared/macs.ts';

const exactUsd = new Intl.NumberFormat(DISPLAY_LOCALE, {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '$95.50 USD': an operator checks a payment against the chain to the cent, and money shows its unit. */
export const formatUsdAmount = (usd: number): string => `${exactUsd.format(usd)} USD`;

/** '1,250.00 MACS' from the API's decimal. */
export const formatMacsAmount = (macs: number): string => formatMacs(toMacsMinor(macs));

const dateTime = dateFormatOnFirstUse(DISPLAY_LOCALE, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Mar 9, 2026, 3:30 PM' in the viewer's zone, for the exact moment beside a relative age. */
export const formatDateTime = (iso: string): string => dateTime().format(new Date(iso));

/** 'Mar 9, 2026, 3:30 – 4:30 PM': a session from its start to its end, the shared parts said once. */
export const formatDateTimeRange = (startIso: string, endIso: string): string =>
  dateTime().formatRange(new Date(startIso), new Date(endIso));

const date = dateFormatOnFirstUse(DISPLAY_LOCALE, { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Mar 9, 2026'. */
export const formatDate = (iso: string): string => date().format(new Date(iso));

/**
 * Codes whose words alone would not say what happened to the money: 'dispute.split' is the operator
 * splitting a disputed session's escrow between the client and the artist.
 */
const namedActions: Record<string, string> = Object.fromEntries(
  disputeOutcomes.map((outcome) => [
    `dispute.${outcome}`,
    `Dispute: ${disputeOutcomeLabels[outcome].toLowerCase()}`,
  ]),
);

/**
 * The log's action codes as a sentence start: 'user.suspend' → 'User suspend'. The contract leaves the
 * codes open, so only the few above are named; the code itself is shown beside it for the filter.
 */
export function describeAction(action: string): string {
  const named = namedActions[action];
  if (named) return named;
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : action;
}

/** '3 reports', '1 report'. */
export const pluralize = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
