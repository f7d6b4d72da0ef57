import { describe, expect, it } from 'vitest';
import {
  type BookingStatus,
  bookingStatuses,
  bookingStatusNotes,
  canTransition,
  dueLabel,
  transitionActors,
} from './booking-rules.ts';

describe('booking status transitions', () => {
  const allowed = new Set([
    'pending→confirmed',
    'pending→declined',
    'pending→cancelled',
    'confirmed→completed',
    'confirmed→cancelled',
    // Paid sessions (decision 020): the schedule expires a request nobody answered, the client
    // disputes a paid session; a disputed one is the operator's to end, so no party move leaves it.
    'pending→expired',
    'confirmed→disputed',
  ]);
  const pairs = bookingStatuses.flatMap((from) => bookingStatuses.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s is allowed only when the issue says so', (from, to) => {
    expect(canTransition(from, to)).toBe(allowed.has(`${from}→${to}`));
  });

  it('gives accept, decline and complete to the artist, cancel to either party, a dispute to the client, expiry to no one', () => {
    expect(transitionActors).toEqual({
      confirmed: ['artist'],
      declined: ['artist'],
      completed: ['artist'],
      cancelled: ['artist', 'client'],
      expired: [],
      disputed: ['client'],
    });
  });
});

describe('status notes', () => {
  it.each([
    ['pending', "Waiting for artist confirmation. You'll be notified once the artist responds."],
    ['confirmed', 'Your booking is confirmed! The artist will contact you with further details.'],
    ['declined', 'This booking was declined. You can try booking a different time slot.'],
  ] as [BookingStatus, string][])('%s reads as the spec writes it', (status, note) => {
    expect(bookingStatusNotes[status]).toBe(note);
  });
});

describe('due labels in the artist zone', () => {
  it.each([
    // [now, start, zone, label]
    ['2026-12-03T10:00:00Z', '2026-12-03T09:59:00Z', 'UTC', 'Past'],
    ['2026-12-03T10:00:00Z', '2026-12-03T23:30:00Z', 'UTC', 'Today'],
    ['2026-12-03T10:00:00Z', '2026-12-04T00:00:00Z', 'UTC', 'Tomorrow'],
    ['2026-12-03T10:00:00Z', '2026-12-06T08:00:00Z', 'UTC', 'In 3 days'],
    // 23:30 UTC on the 3rd is already the 4th in Berlin: tomorrow there, not today.
    ['2026-12-03T10:00:00Z', '2026-12-03T23:30:00Z', 'Europe/Berlin', 'Tomorrow'],
    // Across the Berlin spring change (29 March 2026), days still count as calendar days.
    ['2026-03-28T12:00:00Z', '2026-03-30T07:00:00Z', 'Europe/Berlin', 'In 2 days'],
    ['2026-03-28T23:30:00Z', '2026-03-29T08:00:00Z', 'Europe/Berlin', 'Today'],
    ['2026-03-28T22:30:00Z', '2026-03-29T08:00:00Z', 'Europe/Berlin', 'Tomorrow'],
    // New York's spring change (8 March 2026): a 23-hour day is still one day.
    ['2026-03-07T17:00:00Z', '2026-03-08T16:00:00Z', 'America/New_York', 'Tomorrow'],
    ['2026-03-07T17:00:00Z', '2026-03-09T13:00:00Z', 'America/New_York', 'In 2 days'],
  ])('now %s, start %s in %s → %s', (now, start, zone, label) => {
    expect(dueLabel(start, new Date(now), zone)).toBe(label);
  });
});
