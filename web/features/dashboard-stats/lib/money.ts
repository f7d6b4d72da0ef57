import { formatUsdExact } from '#shared/schemas/campaign-writes.ts';
import { toMacsMinor } from '#shared/schemas/media.ts';
import { formatMacs } from '#shared/schemas/wallet.ts';

/** The API speaks decimals; the shared formatters take minor units. '1,250.00 MACS'. */
export const formatMacsAmount = (macs: number) => formatMacs(toMacsMinor(macs));

/** '$82.34 USD' or '$800 USD': money always shows its unit, even beside the dollar sign. */
export const formatUsdAmount = (usd: number) => `${formatUsdExact(Math.round(usd * 100))} USD`;
