import { describe, expect, it } from 'vitest';
import { instantFromZoned } from '#shared/zoned-time.ts';
import {
  type BusyInterval,
  fitOpenHours,
  type OpenHoursFit,
  planDay,
  type RuleSet,
  type SlotInput,
  windowsFromSlotTimes,
} from './slot-engine.ts';
import { busy, closed, hours, open, weekdays, weekly } from './slot-test-rules.ts';

// 2026-06-10 is a Wednesday.
const NOW = '2026-06-10T08:30:00Z';
const nineToSix: RuleSet = { weekly: weekdays('09:00', '18:00'), dates: [] };

type DayCase = {
  name: string;
  date: string;
  rules?: RuleSet;
  busy?: BusyInterval[];
  now?: string;
  timeZone?: string;
  duration?: number;
  state: string;
  free: string[];
  taken?: string[];
  past?: boolean;
  latestStart?: string;
};

const utcCases: DayCase[] = [
  {
    name: 'a weekday of 09:00–18:00 offers 09:00…17:00',
    date: '2026-06-11',
    state: 'available',
    free: hours(9, 17),
  },
  { name: 'a weekend without rules is unavailable', date: '2026-06-13', state: 'unavailable', free: [] },
  {
    name: 'the booking horizon cuts the day after its instant',
    date: '2026-06-11',
    latestStart: '2026-06-11T12:30:00Z',
    state: 'available',
    free: hours(9, 12),
  },
  {
    name: 'a past date is unavailable and past',
    date: '2026-06-09',
    state: 'unavailable',
    free: [],
    past: true,
  },
  {
    name: 'today before opening offers the whole day',
    date: '2026-06-10',
    state: 'available',
    free: hours(9, 17),
  },
  {
    name: 'today at 12:30 offers only what has not started',
    date: '2026-06-10',
    now: '2026-06-10T12:30:00Z',
    state: 'available',
    free: hours(13, 17),
  },
  {
    name: 'a slot starting exactly now is not offered',
    date: '2026-06-10',
    now: '2026-06-10T13:00:00Z',
    state: 'available',
    free: hours(14, 17),
  },
  {
    name: 'today after the last slot is unavailable, not booked',
    date: '2026-06-10',
    now: '2026-06-10T17:30:00Z',
    state: 'unavailable',
    free: [],
  },
  {
    name: 'a 10:00–11:00 booking makes the date partial',
    date: '2026-06-11',
    busy: [busy('2026-06-11T10:00:00Z', '2026-06-11T11:00:00Z')],
    state: 'partial',
    free: ['09:00', ...hours(11, 17)],
    taken: ['10:00'],
  },
  {
    name: 'a 10:30–11:30 booking takes the two slots it touches',
    date: '2026-06-11',
    busy: [busy('2026-06-11T10:30:00Z', '2026-06-11T11:30:00Z')],
    state: 'partial',
    free: ['09:00', ...hours(12, 17)],
    taken: ['10:00', '11:00'],
  },
  {
    name: 'a booking ending as a slot starts does not take it',
    date: '2026-06-11',
    busy: [busy('2026-06-11T08:00:00Z', '2026-06-11T09:00:00Z')],
    state: 'available',
    free: hours(9, 17),
  },
  {
    name: 'a block over the whole window makes the date fully booked',
    date: '2026-06-11',
    busy: [busy('2026-06-11T06:00:00Z', '2026-06-11T20:00:00Z')],
    state: 'booked',
    free: [],
    taken: hours(9, 17),
  },
  {
    name: 'a 3-hour service fits 09:00…15:00, and a 12:00 booking takes three starts',
    date: '2026-06-11',
    duration: 180,
    busy: [busy('2026-06-11T12:00:00Z', '2026-06-11T13:00:00Z')],
    state: 'partial',
    free: ['09:00', '13:00', '14:00', '15:00'],
    taken: ['10:00', '11:00', '12:00'],
  },
  {
    name: 'a closed date overrides the weekly pattern',
    date: '2026-06-11',
    rules: { weekly: weekdays('09:00', '18:00'), dates: [closed('2026-06-11')] },
    state: 'unavailable',
    free: [],
  },
  {
    name: 'a dated window replaces the weekly one',
    date: '2026-06-11',
    rules: { weekly: weekdays('09:00', '18:00'), dates: [open('2026-06-11', '10:00', '14:00')] },
    state: 'available',
    free: hours(10, 13),
  },
  {
    name: 'a dated window opens a weekend',
    date: '2026-06-13',
    rules: { weekly: weekdays('09:00', '18:00'), dates: [open('2026-06-13', '10:00', '12:00')] },
    state: 'available',
    free: ['10:00', '11:00'],
  },
  {
    name: 'closed wins over an open window on the same date',
    date: '2026-06-11',
    rules: {
      weekly: weekdays('09:00', '18:00'),
      dates: [open('2026-06-11', '10:00', '14:00'), closed('2026-06-11')],
    },
    state: 'unavailable',
    free: [],
  },
  {
    name: 'two windows a day, the last slot must end inside its window',
    date: '2026-06-11',
    rules: { weekly: [weekly(4, '09:00', '12:00'), weekly(4, '13:00', '17:30')], dates: [] },
    state: 'available',
    free: ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'],
  },
  {
    name: 'the grid starts at the window start',
    date: '2026-06-11',
    rules: { weekly: [weekly(4, '09:30', '12:00')], dates: [] },
    state: 'available',
    free: ['09:30', '10:30'],
  },
  {
    name: 'overlapping windows are merged, never doubled',
    date: '2026-06-11',
    rules: { weekly: [weekly(4, '09:00', '12:00'), weekly(4, '11:00', '14:00')], dates: [] },
    state: 'available',
    free: hours(9, 13),
  },
  {
    name: 'a window to 24:00 offers the last hour of the day',
    date: '2026-06-11',
    rules: { weekly: [weekly(4, '22:00', '24:00')], dates: [] },
    state: 'available',
    free: ['22:00', '23:00'],
  },
  {
    name: 'a window too short for the service offers nothing',
    date: '2026-06-11',
    duration: 120,
    rules: { weekly: [weekly(4, '09:00', '10:30')], dates: [] },
    state: 'unavailable',
    free: [],
  },
  {
    name: 'a booking from another day spilling over takes the first slot',
    date: '2026-06-11',
    rules: { weekly: [weekly(4, '00:00', '03:00')], dates: [] },
    busy: [busy('2026-06-10T23:00:00Z', '2026-06-11T00:30:00Z')],
    state: 'partial',
    free: ['01:00', '02:00'],
    taken: ['00:00'],
  },
  {
    name: 'Los Angeles: 09:00 local is 16:00 UTC and the zone decides what today is',
    date: '2026-06-10',
    timeZone: 'America/Los_Angeles',
    now: '2026-06-10T06:00:00Z', // 23:00 on 9 June in Los Angeles
    state: 'available',
    free: hours(9, 17),
  },
];

function run(c: DayCase) {
  const input: SlotInput = {
    rules: c.rules ?? nineToSix,
    busy: c.busy ?? [],
    now: new Date(c.now ?? NOW),
    timeZone: c.timeZone ?? 'UTC',
    ...(c.duration ? { durationMinutes: c.duration } : {}),
    ...(c.latestStart ? { latestStart: new Date(c.latestStart) } : {}),
  };
  return planDay(input, c.date);
}

describe('slot engine: one date in UTC', () => {
  it.each(utcCases)('$name', (c) => {
    const plan = run(c);
    expect(plan.state).toBe(c.state);
    expect(plan.past).toBe(c.past ?? false);
    expect(plan.slots.filter((s) => s.free).map((s) => s.time)).toEqual(c.free);
    expect(plan.slots.filter((s) => !s.free).map((s) => s.time)).toEqual(c.taken ?? []);
    for (const slot of plan.slots) {
      expect(slot.start.toISOString()).toBe(
        instantFromZoned(c.date, slot.time, c.timeZone ?? 'UTC').toISOString(),
      );
    }
  });
});

type FitCase = {
  name: string;
  start: string;
  end: string;
  fit: OpenHoursFit;
  rules?: RuleSet;
  timeZone?: string;
};

const fitCases: FitCase[] = [
  {
    name: 'a 10:30 start inside 09:00–18:00',
    start: '2026-06-11T10:30:00Z',
    end: '2026-06-11T11:30:00Z',
    fit: 'ok',
  },
  { name: 'exactly the whole window', start: '2026-06-11T09:00:00Z', end: '2026-06-11T18:00:00Z', fit: 'ok' },
  {
    name: 'running past closing',
    start: '2026-06-11T17:30:00Z',
    end: '2026-06-11T18:30:00Z',
    fit: 'outside',
  },
  {
    name: 'starting before opening',
    start: '2026-06-11T08:00:00Z',
    end: '2026-06-11T09:00:00Z',
    fit: 'outside',
  },
  { name: 'a weekend', start: '2026-06-13T10:00:00Z', end: '2026-06-13T11:00:00Z', fit: 'closed' },
  { name: 'earlier today', start: '2026-06-10T08:00:00Z', end: '2026-06-10T09:00:00Z', fit: 'elapsed' },
  { name: 'yesterday', start: '2026-06-09T10:00:00Z', end: '2026-06-09T11:00:00Z', fit: 'past-date' },
  {
    name: 'two windows, spanning the gap between them',
    rules: { weekly: [weekly(4, '09:00', '12:00'), weekly(4, '13:00', '17:00')], dates: [] },
    start: '2026-06-11T11:30:00Z',
    end: '2026-06-11T13:30:00Z',
    fit: 'outside',
  },
  {
    name: 'New York spring forward: 01:30 EST is before a window opening at 02:00',
    timeZone: 'America/New_York',
    rules: { weekly: [weekly(0, '02:00', '05:00')], dates: [] },
    start: '2026-03-08T06:30:00Z',
    end: '2026-03-08T07:30:00Z',
    fit: 'outside',
  },
  {
    name: 'New York spring forward: 03:00 EDT is inside it',
    timeZone: 'America/New_York',
    rules: { weekly: [weekly(0, '02:00', '05:00')], dates: [] },
    start: '2026-03-08T07:00:00Z',
    end: '2026-03-08T08:00:00Z',
    fit: 'ok',
  },
];

describe('slot engine: open-hours fit of any stretch', () => {
  it.each(fitCases)('$name', (c) => {
    const now = new Date(c.timeZone ? '2026-01-01T00:00:00Z' : NOW);
    expect(
      fitOpenHours(c.rules ?? nineToSix, c.timeZone ?? 'UTC', now, new Date(c.start), new Date(c.end)),
    ).toBe(c.fit);
  });
});

describe('slot engine: manage-mode slot lists', () => {
  it.each([
    { times: [], windows: [] },
    {
      times: ['09:00', '10:00', '11:00', '14:00'],
      windows: [
        [540, 720],
        [840, 900],
      ],
    },
    {
      times: ['14:00', '09:00', '10:00', '09:00'],
      windows: [
        [540, 660],
        [840, 900],
      ],
    },
    { times: ['09:30', '10:00'], windows: [[570, 660]] },
    { times: ['23:00'], windows: [[1380, 1440]] },
  ])('$times → $windows', ({ times, windows }) => {
    expect(windowsFromSlotTimes(times).map((w) => [w.start, w.end])).toEqual(windows);
  });
});
