import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FEED_DEFAULT_LIMIT } from '#shared/constants.ts';
import { createBookingSchema, dateTimeSchema, localDateSchema } from './bookings.ts';
import { DATE_RANGE_MESSAGE } from './bounds.ts';
import { calendarEventsQuerySchema, serviceInputSchema, slotsQuerySchema } from './calendar.ts';
import {
  createCampaignSchema,
  DEADLINE_FUTURE_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  TARGET_AMOUNT_MESSAGE,
} from './campaign-writes.ts';
import { feedQuerySchema } from './feed.ts';
import { macsAmountSchema } from './macs-amount.ts';
import { marketplaceQuerySchema } from './marketplace.ts';
import { transactionsQuerySchema } from './wallet.ts';

/** The first message a person would see for this input, or undefined when it passes. */
const firstMessage = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('dates and instants within the years the product handles', () => {
  it.each(['0000-01-01', '0001-01-01', '0999-12-31', '1000-01-01', '1899-12-31', '3000-01-01', '9999-12-31'])(
    'refuses the day %s with a sentence about the range',
    (day) => {
      expect(firstMessage(localDateSchema, day)).toBe(DATE_RANGE_MESSAGE);
      expect(firstMessage(dateTimeSchema, `${day}T10:00:00Z`)).toBe(DATE_RANGE_MESSAGE);
    },
  );

  it('takes the first and the last day but not the days around them; a malformed date gets one message', () => {
    for (const day of ['1900-01-01', '2999-12-31', '2024-02-29']) {
      expect(firstMessage(localDateSchema, day)).toBeUndefined();
      expect(firstMessage(dateTimeSchema, `${day}T23:59:59.999Z`)).toBeUndefined();
    }
    expect(firstMessage(dateTimeSchema, '1899-12-31T23:59:59.999Z')).toBe(DATE_RANGE_MESSAGE);
    expect(firstMessage(dateTimeSchema, '3000-01-01T00:00:00Z')).toBe(DATE_RANGE_MESSAGE);
    for (const bad of ['2023-02-29', '+275760-09-13', '2024-13-01', 'yesterday']) {
      const result = localDateSchema.safeParse(bad);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'Please choose a valid date (YYYY-MM-DD)',
      ]);
    }
    expect(firstMessage(dateTimeSchema, '2030-06-01T12:00:00+14:00')).toBe('Please choose a date and time');
  });

  it('bounds every date field of the booking and calendar requests', () => {
    const booking = { artistId: 'a', dateTime: '9999-12-31T23:59:59Z', message: 'A portrait for my sister.' };
    expect(firstMessage(createBookingSchema, booking)).toBe(DATE_RANGE_MESSAGE);
    expect(firstMessage(slotsQuerySchema, { date: '0999-12-31' })).toBe(DATE_RANGE_MESSAGE);
    expect(
      firstMessage(calendarEventsQuerySchema, { start: '0000-01-01T00:00:00Z', end: '2030-01-01T00:00:00Z' }),
    ).toBe(DATE_RANGE_MESSAGE);
  });

  it("keeps the spec's campaign messages and refuses a deadline past the range", () => {
    const campaign = { title: 'Kiln', description: 'A kiln for the studio', targetAmount: 100 };
    expect(firstMessage(createCampaignSchema, campaign)).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(firstMessage(createCampaignSchema, { ...campaign, deadline: '9999-12-31' })).toBe(
      DATE_RANGE_MESSAGE,
    );
    expect(
      firstMessage(createCampaignSchema, { ...campaign, deadline: '2030-01-01T10:00:00+02:00' }),
    ).toBeUndefined();
    expect(firstMessage(createCampaignSchema, { ...campaign, targetAmount: 0, deadline: '2030-01-01' })).toBe(
      TARGET_AMOUNT_MESSAGE,
    );
    // "Deadline must be in the future" is the service's check against the clock, not the schema's.
    expect(DEADLINE_FUTURE_MESSAGE).toBe('Deadline must be in the future');
  });
});

describe('numbers within what the columns hold', () => {
  it.each([2 ** 31, Number.MAX_SAFE_INTEGER, 1e21, 1e308])(
    'refuses a price filter of %d in words',
    (price) => {
      expect(firstMessage(marketplaceQuerySchema, { minPrice: String(price) })).toBe(
        'Minimum price must be at most 1,000,000 MACS',
      );
      expect(firstMessage(marketplaceQuerySchema, { maxPrice: String(price) })).toBe(
        'Maximum price must be at most 1,000,000 MACS',
      );
    },
  );

  it('reads price filters as the form sends them, and refuses text that is no number', () => {
    expect(marketplaceQuerySchema.parse({ minPrice: '10.5', maxPrice: '' })).toMatchObject({
      minPrice: 10.5,
    });
    for (const text of ['NaN', 'Infinity', ' ', 'abc', '-1'])
      expect(firstMessage(marketplaceQuerySchema, { minPrice: text }), text).toBe(
        'Minimum price must be a number of MACS',
      );
  });

  it('keeps every amount inside its column, float noise taken, a third decimal refused', () => {
    const amount = macsAmountSchema('Please enter a valid price');
    expect(firstMessage(amount, 1e21)).toBe('Please enter a valid price (at most 1,000,000 MACS)');
    expect(firstMessage(amount, 0.1 + 0.2)).toBeUndefined();
    expect(firstMessage(amount, 0.005)).toBe('Please enter a valid price');
    expect(firstMessage(amount, 1.005)).toBe('Amounts have at most two decimals');
    expect(firstMessage(marketplaceQuerySchema, { minPrice: '10.555', maxPrice: '1e21' })).toBe(
      'Maximum price must be at most 1,000,000 MACS',
    );
  });

  it('reads query numbers from decimal text only, as the document says they are numbers', () => {
    // z.coerce.number read '' as 0 and '0b11' as 3, so `?limit=` passed where a number is required.
    for (const limit of ['', ' ', '0x1f', '0b11', 'Infinity', 'ten'])
      expect(firstMessage(feedQuerySchema, { limit }), JSON.stringify(limit)).toBe(
        'Limit must be a whole number',
      );
    expect(feedQuerySchema.parse({ limit: ' 7 ' }).limit).toBe(7);
    expect(feedQuerySchema.parse({ limit: '1e1' }).limit).toBe(10);
    expect(feedQuerySchema.parse({}).limit).toBe(FEED_DEFAULT_LIMIT);
    expect(firstMessage(transactionsQuerySchema, { page: '' })).toBe('Page must be a whole number');
  });

  it('answers whole-number fields in one sentence, whatever arrives', () => {
    const durationMessage = 'Duration must be a whole number of minutes from 15 to 720';
    for (const duration of ['10', '1e21', '9007199254740993', '1.5', 'abc'])
      expect(firstMessage(slotsQuerySchema, { date: '2030-01-01', duration }), duration).toBe(
        durationMessage,
      );
    const service = { name: 'Portrait', price: null };
    for (const durationMinutes of [14, 721, 2 ** 53, 60.5])
      expect(firstMessage(serviceInputSchema, { ...service, durationMinutes })).toBe(durationMessage);
  });
});
