import { describe, expect, it } from 'vitest';
import { addDaysToDate, instantFromZoned, zonedTime } from '#shared/zoned-time.ts';
import { clockForDay } from './slot-clock.ts';
import { planDay, planDays, type RuleSet } from './slot-engine.ts';
import { busy, everyDay, hours, weekdays, weekly } from './slot-test-rules.ts';

// Daylight saving in a European and an American zone, spring and autumn 2026, hour by hour.
type DstCase = {
  name: string;
  timeZone: string;
  date: string;
  rules: RuleSet;
  /** Expected local times and their instants. */
  slots: [string, string][];
};

const allDay = { weekly: everyDay('00:00', '24:00'), dates: [] };
const utcHours = (date: string, first: number, last: number) =>
  Array.from(
    { length: last - first + 1 },
    (_, i) => `${date}T${String(first + i).padStart(2, '0')}:00:00.000Z`,
  );
const pairs = (times: string[], instants: string[]) =>
  times.map((t, i) => [t, instants[i]!] as [string, string]);

const dstCases: DstCase[] = [
  {
    name: 'Berlin, the Thursday before spring forward: 09:00 CET is 08:00 UTC',
    timeZone: 'Europe/Berlin',
    date: '2026-03-26',
    rules: { weekly: weekdays('09:00', '12:00'), dates: [] },
    slots: pairs(['09:00', '10:00', '11:00'], utcHours('2026-03-26', 8, 10)),
  },
  {
    name: 'Berlin, spring forward on 29 March: 02:00 does not exist, 23 slots',
    timeZone: 'Europe/Berlin',
    date: '2026-03-29',
    rules: allDay,
    slots: pairs(
      ['00:00', '01:00', ...hours(3, 23)],
      ['2026-03-28T23:00:00.000Z', ...utcHours('2026-03-29', 0, 21)],
    ),
  },
  {
    name: 'Berlin, the Monday after: 09:00 CEST is 07:00 UTC',
    timeZone: 'Europe/Berlin',
    date: '2026-03-30',
    rules: { weekly: weekdays('09:00', '12:00'), dates: [] },
    slots: pairs(['09:00', '10:00', '11:00'], utcHours('2026-03-30', 7, 9)),
  },
  {
    name: 'Berlin, a window starting in the gap opens when the clock reaches 03:00',
    timeZone: 'Europe/Berlin',
    date: '2026-03-29',
    rules: { weekly: [weekly(0, '02:00', '05:00')], dates: [] },
    slots: pairs(['03:00', '04:00'], utcHours('2026-03-29', 1, 2)),
  },
  {
    name: 'Berlin, fall back on 25 October: 02:00 happens twice and is offered once',
    timeZone: 'Europe/Berlin',
    date: '2026-10-25',
    rules: allDay,
    slots: pairs(hours(0, 23), [
      '2026-10-24T22:00:00.000Z',
      '2026-10-24T23:00:00.000Z',
      ...utcHours('2026-10-25', 1, 22),
    ]),
  },
  {
    name: 'New York, spring forward on 8 March: no 02:00, 09:00 EDT is 13:00 UTC',
    timeZone: 'America/New_York',
    date: '2026-03-08',
    rules: allDay,
    slots: pairs(
      ['00:00', '01:00', ...hours(3, 23)],
      [
        '2026-03-08T05:00:00.000Z',
        '2026-03-08T06:00:00.000Z',
        ...utcHours('2026-03-08', 7, 23),
        ...utcHours('2026-03-09', 0, 3),
      ],
    ),
  },
  {
    name: 'New York, the Saturday before: 09:00 EST is 14:00 UTC',
    timeZone: 'America/New_York',
    date: '2026-03-07',
    rules: { weekly: [weekly(6, '09:00', '11:00')], dates: [] },
    slots: pairs(['09:00', '10:00'], utcHours('2026-03-07', 14, 15)),
  },
  {
    name: 'New York, fall back on 1 November: 01:00 happens twice and is offered once',
    timeZone: 'America/New_York',
    date: '2026-11-01',
    rules: { weekly: [weekly(0, '00:00', '04:00')], dates: [] },
    slots: pairs(hours(0, 3), [
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
      '2026-11-01T08:00:00.000Z',
    ]),
  },
];

describe('slot engine: daylight saving changes', () => {
  const longAgo = new Date('2026-01-01T00:00:00Z');

  it.each(dstCases)('$name', (c) => {
    const plan = planDay({ rules: c.rules, busy: [], now: longAgo, timeZone: c.timeZone }, c.date);
    expect(plan.slots.map((s) => [s.time, s.start.toISOString()])).toEqual(c.slots);
    expect(plan.state).toBe('available');
    // Every offered time reads back as itself: none falls in a gap.
    for (const slot of plan.slots) expect(zonedTime(slot.start, c.timeZone)).toBe(slot.time);
  });

  it('gives Berlin’s DST week the weekly pattern’s states, day by day', () => {
    const plans = planDays(
      {
        rules: { weekly: weekdays('09:00', '18:00'), dates: [] },
        busy: [],
        now: longAgo,
        timeZone: 'Europe/Berlin',
      },
      '2026-03-23',
      '2026-03-30',
    );
    expect(plans.map((p) => [p.date, p.state, p.slots.length])).toEqual([
      ['2026-03-23', 'available', 9],
      ['2026-03-24', 'available', 9],
      ['2026-03-25', 'available', 9],
      ['2026-03-26', 'available', 9],
      ['2026-03-27', 'available', 9],
      ['2026-03-28', 'unavailable', 0],
      ['2026-03-29', 'unavailable', 0],
      ['2026-03-30', 'available', 9],
    ]);
  });

  it('gives New York’s autumn week its states, the 25-hour day offering 24 hours', () => {
    const plans = planDays(
      {
        rules: allDay,
        // All of Sunday 1 November, midnight EDT to midnight EST: 25 real hours.
        busy: [busy('2026-11-01T04:00:00Z', '2026-11-02T05:00:00Z')],
        now: longAgo,
        timeZone: 'America/New_York',
      },
      '2026-10-31',
      '2026-11-02',
    );
    expect(plans.map((p) => [p.date, p.state, p.slots.length])).toEqual([
      ['2026-10-31', 'available', 24],
      ['2026-11-01', 'booked', 24],
      ['2026-11-02', 'available', 24],
    ]);
  });

  it('sees a booking over the Berlin gap take the slots it really covers', () => {
    // 01:00–03:00 local on the spring-forward night is one real hour: 00:00–01:00 UTC.
    const plan = planDay(
      {
        rules: allDay,
        busy: [busy('2026-03-29T00:00:00Z', '2026-03-29T01:00:00Z')],
        now: longAgo,
        timeZone: 'Europe/Berlin',
      },
      '2026-03-29',
    );
    expect(plan.state).toBe('partial');
    expect(plan.slots.filter((s) => !s.free).map((s) => s.time)).toEqual(['01:00']);
  });

  it('agrees with shared/zoned-time every half hour around each 2026 change and across the year', () => {
    // Lord Howe moves its clocks by half an hour (5 April, 4 October).
    const changes = ['2026-03-08', '2026-03-29', '2026-04-05', '2026-10-04', '2026-10-25', '2026-11-01'];
    const dates = new Set(changes.flatMap((d) => [-1, 0, 1].map((n) => addDaysToDate(d, n))));
    for (let day = 0; day < 366; day += 14) dates.add(addDaysToDate('2026-01-01', day));
    for (const zone of ['UTC', 'Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe']) {
      for (const date of dates) {
        const clock = clockForDay(date, zone);
        for (let minute = 0; minute < 1440; minute += 30) {
          const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
          const shared = instantFromZoned(date, time, zone);
          const exists = zonedTime(shared, zone) === time;
          expect(clock.instantAt(minute), `${zone} ${date} ${time}`).toBe(exists ? shared.getTime() : null);
        }
      }
    }
  });
});
