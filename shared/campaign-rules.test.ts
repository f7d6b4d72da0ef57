import { describe, expect, it } from 'vitest';
import {
  centsToUsd,
  computeDaysRemaining,
  computeProgressPercentage,
  deriveCampaignStatus,
} from './campaign-rules.ts';

const now = new Date('2025-03-10T12:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('computeDaysRemaining', () => {
  it('counts whole days, rounding a part day up', () => {
    expect(computeDaysRemaining(at(24), now)).toBe(1);
    expect(computeDaysRemaining(at(25), now)).toBe(2);
    expect(computeDaysRemaining(at(1), now)).toBe(1);
    expect(computeDaysRemaining(at(7 * 24), now)).toBe(7);
  });

  it('is 0 at and after the deadline, never negative', () => {
    expect(computeDaysRemaining(now, now)).toBe(0);
    expect(computeDaysRemaining(at(-1), now)).toBe(0);
    expect(computeDaysRemaining(at(-24 * 30), now)).toBe(0);
  });
});

describe('computeProgressPercentage', () => {
  it('is not capped above 100', () => {
    expect(computeProgressPercentage(944_000, 800_000)).toBe(118);
  });

  it('rounds down, so 100 means the target is really met', () => {
    expect(computeProgressPercentage(99_999, 100_000)).toBe(99);
    expect(computeProgressPercentage(100_000, 100_000)).toBe(100);
    expect(computeProgressPercentage(0, 100_000)).toBe(0);
  });
});

describe('deriveCampaignStatus', () => {
  it('is successful from 100 %, whether or not the deadline passed', () => {
    expect(deriveCampaignStatus(100, 5)).toBe('successful');
    expect(deriveCampaignStatus(118, 0)).toBe('successful');
  });

  it('is active before the deadline and ended after it, below 100 %', () => {
    expect(deriveCampaignStatus(99, 1)).toBe('active');
    expect(deriveCampaignStatus(99, 0)).toBe('ended');
  });
});

it('turns integer cents into decimal dollars', () => {
  expect(centsToUsd(123_45)).toBe(123.45);
  expect(centsToUsd(0)).toBe(0);
});
