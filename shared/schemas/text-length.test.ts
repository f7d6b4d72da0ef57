import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGE_MIN_LENGTH } from '#shared/constants.ts';
import {
  BIO_MAX_LENGTH,
  bioSchema,
  LOCATION_MAX_LENGTH,
  locationSchema,
  SHORT_TEXT_MAX_LENGTH,
  shortTextSchema,
} from './artist-fields.ts';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, nameSchema, newPasswordSchema } from './auth-fields.ts';
import {
  BOOKING_MESSAGE_MAX_LENGTH,
  BOOKING_NAME_MAX_LENGTH,
  bookingMessageSchema,
  bookingNameSchema,
} from './bookings.ts';
import { textLength } from './text-length.ts';

// An astral character: one code point, two UTF-16 units.
const EMOJI = '🎨';

describe('length rules written as refinements', () => {
  it('count code points, not UTF-16 units', () => {
    expect(textLength(`a${EMOJI}é`)).toBe(3);
    expect(textLength('')).toBe(0);
    // A lone surrogate is one code point, as JSON Schema counts it.
    expect(textLength('\ud83c')).toBe(1);
  });

  // Each rule with its bounds as the OpenAPI document states them (minLength, maxLength or a pattern),
  // which count code points: a text of emoji at each bound must be taken, one past it refused.
  const rules: [string, z.ZodType, number, number][] = [
    ['name', nameSchema, NAME_MIN_LENGTH, NAME_MAX_LENGTH],
    ['new password', newPasswordSchema(), 8, 128],
    ['booking name', bookingNameSchema, NAME_MIN_LENGTH, BOOKING_NAME_MAX_LENGTH],
    ['booking message', bookingMessageSchema, MESSAGE_MIN_LENGTH, BOOKING_MESSAGE_MAX_LENGTH],
    ['bio', bioSchema, 0, BIO_MAX_LENGTH],
    ['location', locationSchema, 0, LOCATION_MAX_LENGTH],
    ['a short text', shortTextSchema('Specialty'), 0, SHORT_TEXT_MAX_LENGTH],
  ];
  it.each(rules)('%s: emoji count one character each', (_, schema, min, max) => {
    // `🎨x` repeated, cut to n code points: half emoji, half letters, none split.
    const ofLength = (n: number) => [...`${EMOJI}x`.repeat(n)].slice(0, n).join('');
    expect(schema.safeParse(ofLength(max)).success, 'at the maximum').toBe(true);
    expect(schema.safeParse(ofLength(max + 1)).success, 'one over').toBe(false);
    if (min > 0) {
      expect(schema.safeParse(ofLength(min)).success, 'at the minimum').toBe(true);
      expect(schema.safeParse(EMOJI.repeat(min - 1)).success, 'one under').toBe(false);
    }
  });
});
