import { describe, expect, it } from 'vitest';
import {
  chargeOfService,
  formatPolicyName,
  formatServicePrice,
  hasCancellationTerms,
} from './service-terms.ts';

describe('service terms', () => {
  it('tells a paid service from a Quote and a free one', () => {
    expect(chargeOfService({ price: 75 })).toBe('paid');
    expect(chargeOfService({ price: 0.01 })).toBe('paid');
    expect(chargeOfService({ price: null })).toBe('quote');
    expect(chargeOfService({ price: 0 })).toBe('free');
    expect([75, null, 0].map((price) => hasCancellationTerms({ price }))).toEqual([true, true, false]);
  });

  it('writes prices with their unit, Quote and Free', () => {
    expect(formatServicePrice(75)).toBe('75 MACS');
    expect(formatServicePrice(1250.5)).toBe('1250.5 MACS');
    expect(formatServicePrice(0.1 + 0.2)).toBe('0.3 MACS');
    expect(formatServicePrice(null)).toBe('Quote');
    expect(formatServicePrice(0)).toBe('Free');
    expect(formatPolicyName('strict')).toBe('Strict cancellation');
  });
});
