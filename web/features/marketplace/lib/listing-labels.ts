import { formatMacs, toMacsMinor } from '#shared/macs.ts';
import type { Listing } from '#shared/schemas/marketplace.ts';

/** '1,250.00 MACS' from the API's MACS decimal. */
export const formatPrice = (macs: number) => formatMacs(toMacsMinor(macs));

/** 'Unique', or 'Edition of 20 · 19 left'. */
export function editionLabel(listing: Pick<Listing, 'editionSize' | 'remaining'>): string {
  if (listing.editionSize === null) return 'Unique';
  return `Edition of ${listing.editionSize} · ${listing.remaining} left`;
}
