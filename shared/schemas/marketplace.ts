import { z } from 'zod';
import { marketplaceSorts } from '#shared/marketplace-sorts.ts';
import { artistCategorySlugs, categoryFilter } from './artist-fields.ts';
import { artworkRenditionsSchema } from './artwork-renditions.ts';
import { moneyQuerySchema, numberQuery } from './bounds.ts';
import { MACS_MAX_AMOUNT, macsAmountSchema } from './macs-amount.ts';
import { artistRefSchema, personRefSchema } from './people.ts';

export { type MarketplaceSort, marketplaceSortLabels, marketplaceSorts } from '#shared/marketplace-sorts.ts';

export const MARKETPLACE_DEFAULT_LIMIT = 12;
export const MARKETPLACE_MAX_LIMIT = 48;

export const PURCHASE_DONE_MESSAGE = 'Purchase complete. Your download is ready in My purchases.';
export const UNIQUE_SOLD_MESSAGE = 'This artwork has already been sold';
export const editionsSoldMessage = (editions: number) =>
  `All ${editions} editions of this artwork have been sold`;
export const OWN_ARTWORK_MESSAGE = 'You cannot buy your own artwork';
export const NOT_FOR_SALE_MESSAGE = 'This work is not for sale';
export const PRICE_SEEN_MESSAGE = 'Please send the price you were shown, in MACS';
/** The artist changed the price after the buyer saw it: nothing was charged. */
export const priceChangedMessage = (price: string) =>
  `The artist changed the price to ${price} since you looked. Nothing was charged; look again before you buy.`;

/**
 * POST /marketplace/{mediaId}/purchase: the list price the buyer was shown. The sale goes through
 * only at that price, so an artist who changes it meanwhile cannot charge more than was agreed.
 */
export const purchaseBodySchema = z.object({ price: macsAmountSchema(PRICE_SEEN_MESSAGE) });
export type PurchaseBody = z.infer<typeof purchaseBodySchema>;
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const ARTWORK_REMOVED_MESSAGE =
  'The artist has removed this artwork, so its file is no longer available';
export const OFFER_NOT_FOUND_MESSAGE = 'Offer not found';
export const OFFER_PENDING_MESSAGE = 'You already have an offer pending on this work';
export const BUYER_CANNOT_PAY_MESSAGE =
  "The buyer's MACS balance is too low to pay this offer. It stays pending until they top up.";
export const offerNotPendingMessage = (status: string) => `This offer is already ${status}`;
export const offerDecisionMessages = {
  accept: 'Offer accepted. The artwork is sold at the offered price.',
  decline: 'Offer declined. The buyer has been told.',
  withdraw: 'Offer withdrawn.',
} as const;
export type OfferDecision = keyof typeof offerDecisionMessages;

/** A price filter: any MACS figure a price can be, so the query never compares past the column. */
const priceBound = (label: string) =>
  moneyQuerySchema({
    min: 0,
    max: MACS_MAX_AMOUNT,
    message: `${label} must be a number of MACS`,
    tooBig: `${label} must be at most ${MACS_MAX_AMOUNT.toLocaleString('en-US')} MACS`,
    decimals: false,
  }).optional();

/**
 * A price filter where an empty value (`?minPrice=`) means no bound, as a form sends it. The
 * document says so: a number within the bounds, or the empty text.
 */
const priceFilter = (label: string) =>
  z
    .preprocess((v) => (v === '' ? undefined : v), priceBound(label))
    .meta({
      type: undefined,
      anyOf: [
        { type: 'number', minimum: 0, maximum: MACS_MAX_AMOUNT },
        { type: 'string', enum: [''] },
      ],
    });

/** GET /marketplace. Empty values (`?category=`) mean "any", so a form can send what it holds. */
export const marketplaceQuerySchema = z
  .object({
    category: categoryFilter,
    minPrice: priceFilter('Minimum price'),
    maxPrice: priceFilter('Maximum price'),
    sort: z
      .enum(marketplaceSorts, { error: 'Sort must be newest, price_asc, price_desc or popular' })
      .default('newest'),
    page: numberQuery('Page must be a whole number from 1', (n) =>
      n.int('Page must be a whole number from 1').min(1, 'Page must be a whole number from 1'),
    ).default(1),
    // Out-of-range limits are clamped rather than refused, as in the feed.
    limit: numberQuery('Limit must be a whole number', (n) => n.int('Limit must be a whole number'))
      .default(MARKETPLACE_DEFAULT_LIMIT)
      .transform((n) => Math.min(MARKETPLACE_MAX_LIMIT, Math.max(1, n))),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'Minimum price cannot be above the maximum price',
    path: ['minPrice'],
  });
export type MarketplaceQueryInput = z.input<typeof marketplaceQuerySchema>;
export type MarketplaceQuery = z.output<typeof marketplaceQuerySchema>;

export const listingSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  type: z.enum(['image', 'video']),
  imageUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  renditions: artworkRenditionsSchema,
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** MACS as a decimal (stored as hundredths). */
  price: z.number(),
  /** Null for a unique piece. */
  editionSize: z.number().int().nullable(),
  sold: z.number().int(),
  remaining: z.number().int(),
  soldOut: z.boolean(),
  likes: z.number().int(),
  createdAt: z.iso.datetime(),
  artist: artistRefSchema.extend({
    category: z.enum(artistCategorySlugs).nullable(),
  }),
});
export type Listing = z.infer<typeof listingSchema>;

export const listingPageSchema = z.object({
  success: z.literal(true),
  data: z.array(listingSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type ListingPage = z.infer<typeof listingPageSchema>;

export const orderSchema = z.object({
  id: z.uuid(),
  /** Null once the artist deleted the artwork; the record stays. */
  mediaId: z.uuid().nullable(),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** MACS actually paid, as a decimal. */
  price: z.number(),
  editionNumber: z.number().int(),
  editionSize: z.number().int().nullable(),
  buyer: personRefSchema,
  artist: personRefSchema,
  /** The buyer's original-file link (kept when the artwork is deleted); null for the artist's view. */
  downloadUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Order = z.infer<typeof orderSchema>;

export const purchaseResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: orderSchema,
});
export type PurchaseResponse = z.infer<typeof purchaseResponseSchema>;
export const orderListResponseSchema = z.object({ success: z.literal(true), data: z.array(orderSchema) });
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

export const offerStatuses = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

export const offerSchema = z.object({
  id: z.uuid(),
  status: z.enum(offerStatuses),
  /** MACS offered, as a decimal. */
  amount: z.number(),
  message: z.string(),
  artwork: z.object({
    id: z.uuid(),
    title: z.string(),
    thumbnailUrl: z.string().nullable(),
    price: z.number().nullable(),
  }),
  buyer: personRefSchema,
  artist: personRefSchema,
  orderId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerRoles = ['artist', 'buyer'] as const;
export const offerListQuerySchema = z.object({
  role: z.enum(offerRoles, { error: 'Role must be artist or buyer' }).default('buyer'),
});
export type OfferListQuery = z.infer<typeof offerListQuerySchema>;
export const offerListResponseSchema = z.object({ success: z.literal(true), data: z.array(offerSchema) });
export type OfferListResponse = z.infer<typeof offerListResponseSchema>;
export const offerDecisionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: offerSchema,
});
export type OfferDecisionResponse = z.infer<typeof offerDecisionResponseSchema>;

/** Any text: an id that is not a UUID is simply not found (404), as elsewhere in the API. */
export const artworkParamsSchema = z.object({ mediaId: z.string() });
export const recordParamsSchema = z.object({ id: z.string() });
