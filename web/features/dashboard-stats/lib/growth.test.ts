import { describe, expect, it } from 'vitest';
import {
  describeGrowth,
  describeGrowthPeriod,
  formatGrowth,
  formatGrowthChip,
  formatLongMonth,
  formatShortMonth,
  growthTone,
} from './growth.ts';

describe('growth chips', () => {
  it('signs the percentage with one decimal and colours it by direction', () => {
    expect(formatGrowth(12.5)).toBe('+12.5%');
    expect(formatGrowth(-3)).toBe('−3.0%');
    expect(formatGrowth(0)).toBe('0.0%');
    expect(formatGrowthChip(null, '2026-09')).toBe('No Sep data');
    expect(formatGrowthChip(12.5, '2026-09')).toBe('+12.5% vs Sep');
    expect(describeGrowth(-3, '2026-09')).toBe('−3.0% compared with September 2026');
    expect([12.5, -3, 0, null].map(growthTone)).toEqual(['green', 'red', 'neutral', 'neutral']);
  });

  it('names the compared month in UTC, including across a new year', () => {
    expect(formatShortMonth('2026-09')).toBe('Sep');
    expect(formatShortMonth('2025-12')).toBe('Dec');
    expect(formatLongMonth('2026-01')).toBe('January 2026');
    expect(describeGrowthPeriod({ current: '2026-01', previous: '2025-12' })).toBe(
      'Growth compares January 2026, the last full month, with December 2025.',
    );
  });
});
