import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client.ts';
import { DASHBOARD_SERIES_DAYS, type DailyPoint } from '#shared/schemas/dashboard.ts';

/** The UTC calendar the dashboard's figures are cut by, fixed once per request. */
export type StatWindow = {
  /** First and last day of the chart (YYYY-MM-DD); `today` is the day of the request. */
  seriesFrom: string;
  today: string;
  /** The last full calendar month ('2026-10') and the one before it. */
  currentMonth: string;
  previousMonth: string;
  previousStart: string;
  currentStart: string;
  /** The first day of the month the request falls in: the current month ends before it. */
  currentEnd: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function statWindowAt(now: Date, days = DASHBOARD_SERIES_DAYS): StatWindow {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  // Date.UTC rolls month -1 and -2 back into the previous year.
  const previousStart = isoDay(Date.UTC(year, month - 2, 1));
  const currentStart = isoDay(Date.UTC(year, month - 1, 1));
  return {
    seriesFrom: isoDay(now.getTime() - (days - 1) * DAY_MS),
    today: isoDay(now.getTime()),
    currentMonth: currentStart.slice(0, 7),
    previousMonth: previousStart.slice(0, 7),
    previousStart,
    currentStart,
    currentEnd: isoDay(Date.UTC(year, month, 1)),
  };
}

/**
 * One figure over the window: the all-time total, the sums of the two compared months, their
 * growth and the zero-filled daily series. Amounts are in the figure's own unit (a count,
 * MACS hundredths or USD cents).
 */
export type Activity = {
  total: number;
  current: number;
  previous: number;
  /** Percent change from the previous month, one decimal; null when the previous month is 0. */
  growth: number | null;
  daily: DailyPoint[];
};

type ActivityRow = {
  total: number;
  current: number;
  previous: number;
  growth: number | null;
  daily: DailyPoint[] | string | null;
};

/**
 * Sums `events` (a query yielding `day date, amount numeric`, written by the domain that owns the
 * rows) over the window in one statement, so every figure is computed in SQL the same way.
 */
export async function summarizeActivity(db: Db, events: SQL, window: StatWindow): Promise<Activity> {
  const result = await db.execute<ActivityRow>(sql`
    with ev as (${events}),
    sums as (
      select coalesce(sum(amount), 0)::float8 as total,
             coalesce(sum(amount) filter (where day >= ${window.currentStart}::date and day < ${window.currentEnd}::date), 0)::float8 as current,
             coalesce(sum(amount) filter (where day >= ${window.previousStart}::date and day < ${window.currentStart}::date), 0)::float8 as previous
      from ev
    ),
    per_day as (select day, sum(amount)::float8 as amount from ev group by day)
    select total, current, previous,
           case when previous = 0 then null
                else round(((current - previous) * 100 / previous)::numeric, 1)::float8 end as growth,
           (select json_agg(json_build_object('date', to_char(d, 'YYYY-MM-DD'), 'value', coalesce(per_day.amount, 0)) order by d)
              from generate_series(${window.seriesFrom}::date, ${window.today}::date, interval '1 day') as d
              left join per_day on per_day.day = d::date) as daily
    from sums`);
  const row = result.rows[0];
  if (!row) throw new Error('The activity summary returned no row');
  // node-postgres parses json columns; PGlite may hand back the text.
  const daily = typeof row.daily === 'string' ? (JSON.parse(row.daily) as DailyPoint[]) : (row.daily ?? []);
  return {
    total: Number(row.total),
    current: Number(row.current),
    previous: Number(row.previous),
    growth: row.growth === null ? null : Number(row.growth),
    daily: daily.map((p) => ({ date: p.date, value: Number(p.value) })),
  };
}
