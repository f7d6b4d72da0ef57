import { z } from 'zod';

/**
 * The building blocks every date and money field of a request is made of, so that whatever a
 * schema lets through, the code behind it can handle.
 *
 * Dates: the zone arithmetic (Intl, 'YYYY-MM-DD' keys) works only on four-digit years, and
 * JavaScript and PostgreSQL part ways before year 1 and after 275760. Nothing Easel books, blocks
 * or funds lies outside 1900–2999, and the margin keeps a date shifted by any zone offset four-digit.
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2999-12-31';
export const DATE_RANGE_MESSAGE = 'Please choose a date between the years 1900 and 2999';

const earliestMs = Date.parse(`${EARLIEST_DATE}T00:00:00Z`);
const latestMs = Date.parse(`${LATEST_DATE}T23:59:59.999Z`);

/** Whether an ISO date ('YYYY-MM-DD') or instant (any offset) falls within Easel's calendar. */
export function isWithinCalendar(iso: string): boolean {
  const ms = Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return ms >= earliestMs && ms <= latestMs;
}

/** The range is checked only once the format passed, so a mistake gets one message, not two. */
const isWellFormed = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;

/**
 * What the document says such a date looks like: zod's own pattern with the year held to 1900–2999,
 * so a client that keeps to the document is never refused for the range. (An instant with an offset
 * can still cross a bound by a few hours; the server's check is the exact one.)
 */
export const calendarPattern = (pattern: RegExp) => `^(?=19|2)${pattern.source.slice(1)}`;

/** A calendar date, 'YYYY-MM-DD', within Easel's calendar. */
export const boundedDate = (message: string) =>
  z.iso
    .date({ error: message })
    .refine(isWithinCalendar, { message: DATE_RANGE_MESSAGE, when: isWellFormed })
    .meta({ pattern: calendarPattern(z.regexes.date) });

/** An ISO 8601 instant ending in Z (or any offset with `offset`), within Easel's calendar. */
export const boundedDateTime = (message?: string, options: { offset?: boolean } = {}) => {
  const offset = options.offset ?? false;
  return z.iso
    .datetime({ ...(message ? { error: message } : {}), offset })
    .refine(isWithinCalendar, { message: DATE_RANGE_MESSAGE, when: isWellFormed })
    .meta({ pattern: calendarPattern(z.regexes.datetime({ offset, local: false, precision: null })) });
};

export const TWO_DECIMALS_MESSAGE = 'Amounts have at most two decimals';

/** Float noise aside (0.1 + 0.2), a whole number of hundredths. */
const hasAtMostTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

export type MoneyBounds = {
  /** The least amount, in units (0.01 for "one hundredth at least": 1e-9 would round to 0 and break a CHECK). */
  min: number;
  /** The largest amount, in units; keeps the hundredths inside the 32-bit column they are stored in. */
  max: number;
  /** For a missing, non-numeric or too small amount. */
  message: string;
  /** For a too large amount (default: `message`). */
  tooBig?: string;
  /** For more than two decimals (default: TWO_DECIMALS_MESSAGE); false for a filter bound, which is rounded. */
  decimals?: string | false;
};

/** A money amount as the API speaks it (MACS or USD): a decimal of at most two places within bounds. */
export function moneySchema(bounds: MoneyBounds) {
  const bounded = z
    .number({ error: bounds.message })
    .min(bounds.min, bounds.message)
    .max(bounds.max, bounds.tooBig ?? bounds.message);
  if (bounds.decimals === false) return bounded;
  // The refinement tolerates float noise (0.1 + 0.2), which zod's multipleOf would refuse; the
  // document still says "hundredths" so clients and the fuzzer know.
  return bounded
    .refine(hasAtMostTwoDecimals, bounds.decimals ?? TWO_DECIMALS_MESSAGE)
    .meta({ multipleOf: 0.01 });
}

/** Decimal number text, as a person or a JSON client writes a number: not '', '0x1f' or 'Infinity'. */
const decimalNumberText = /^\s*[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?\s*$/;

/**
 * Query strings carry numbers as text. Only decimal text is read as a number; anything else stays
 * text and is refused with the field's sentence. (z.coerce.number would read '' as 0 and '0b11' as 3,
 * so `?limit=` passed where the document says a number is required.)
 */
const readNumberText = (value: unknown) =>
  typeof value === 'string' && decimalNumberText.test(value) ? Number(value) : value;

/** A number read from a query string, checked by `rules`; `message` is the sentence for text that is no number. */
export function numberQuery<T extends z.ZodType>(message: string, rules: (n: z.ZodNumber) => T) {
  return z.preprocess(readNumberText, rules(z.number({ error: message })));
}

/** The same amount read from a query string ('?minPrice=10'). */
export function moneyQuerySchema(bounds: MoneyBounds) {
  return z.preprocess(readNumberText, moneySchema(bounds));
}

/**
 * A whole number from `min` to `max`, with one sentence for anything else: text, a fraction, or a
 * value past either bound (zod's own "must be at most 9007199254740991" means nothing to a person).
 */
export function boundedInteger(min: number, max: number, message: string) {
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** The same whole number read from a query string ('?duration=60'). */
export function boundedIntegerQuery(min: number, max: number, message: string) {
  return z.preprocess(readNumberText, boundedInteger(min, max, message));
}
