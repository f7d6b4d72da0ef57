import { MACS_MAX_AMOUNT, MACS_MINOR_UNITS } from '#shared/macs.ts';
import { moneySchema } from './bounds.ts';

// Its own module, not in bounds.ts: bounds is on every form's path, and the MACS arithmetic it would
// pull in is bundled with the booking and wallet rules (vite.config.ts), which most forms never need.

/** A positive MACS decimal with at most two decimals. */
export function macsAmountSchema(message: string) {
  return moneySchema({
    // The smallest amount there is: a positive 1e-9 would round to 0 hundredths and break the ledger's CHECK.
    min: 1 / MACS_MINOR_UNITS,
    max: MACS_MAX_AMOUNT,
    message,
    tooBig: `${message} (at most ${MACS_MAX_AMOUNT.toLocaleString('en-US')} MACS)`,
  });
}
