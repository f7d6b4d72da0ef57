import { MACS_MINOR_UNITS } from '#shared/macs.ts';
import { moneySchema } from './bounds.ts';

// Its own module, not in bounds.ts or shared/macs.ts: bounds is on every form's path, and macs.ts is
// bundled with the booking and wallet rules (vite.config.ts), which most forms never need.

/** Keeps any price inside the integer column with room to spare. */
export const MACS_MAX_AMOUNT = 1_000_000;

/**
 * A positive MACS decimal with at most two decimals. A lower ceiling (a single top-up) comes with
 * its own words, so a far larger amount is not told of the general one instead.
 */
export function macsAmountSchema(message: string, ceiling?: { max: number; tooBig: string }) {
  return moneySchema({
    // The smallest amount there is: a positive 1e-9 would round to 0 hundredths and break the ledger's CHECK.
    min: 1 / MACS_MINOR_UNITS,
    max: ceiling?.max ?? MACS_MAX_AMOUNT,
    message,
    tooBig: ceiling?.tooBig ?? `${message} (at most ${MACS_MAX_AMOUNT.toLocaleString('en-US')} MACS)`,
  });
}
