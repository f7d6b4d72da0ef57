import { describe, expect, it } from 'vitest';
import { formatCount, formatTimeAgo } from './format.ts';

const now = new Date('2025-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatTimeAgo', () => {
  it("says 'Just now' under 60 seconds, and for a time slightly in the future", () => {
    expect(formatTimeAgo(ago(0), now)).toBe('Just now');
    expect(formatTimeAgo(ago(59), now)).toBe('Just now');
    expect(formatTimeAgo(ago(-5), now)).toBe('Just now');
  });

  it('counts minutes, then hours, then days, singular and plural', () => {
    expect(formatTimeAgo(ago(60), now)).toBe('1 minute ago');
    expect(formatTimeAgo(ago(59 * 60 + 59), now)).toBe('59 minutes ago');
    expect(formatTimeAgo(ago(3600), now)).toBe('1 hour ago');
    expect(formatTimeAgo(ago(23 * 3600 + 3599), now)).toBe('23 hours ago');
    expect(formatTimeAgo(ago(86_400), now)).toBe('1 day ago');
    expect(formatTimeAgo(ago(7 * 86_400 - 1), now)).toBe('6 days ago');
  });

  it('shows the US English date from 7 days on', () => {
    expect(formatTimeAgo(ago(7 * 86_400), now)).toBe('Mar 3, 2025');
    expect(formatTimeAgo('2024-12-25T08:00:00Z', now)).toBe('Dec 25, 2024');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatTimeAgo('2025-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatTimeAgo(now.getTime() - 2 * 3600_000, now)).toBe('2 hours ago');
  });
});

describe('formatCount', () => {
  it('leaves numbers under 1000 as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
  });

  it('abbreviates 1000 and up with one decimal and K', () => {
    expect(formatCount(1000)).toBe('1.0K');
    expect(formatCount(1500)).toBe('1.5K');
    expect(formatCount(12_345)).toBe('12.3K');
    expect(formatCount(250_000)).toBe('250.0K');
  });
});
