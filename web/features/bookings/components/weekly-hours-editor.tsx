import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { formatZoneCity } from '#shared/booking-format.ts';
import type { AvailabilityRule } from '#shared/schemas/calendar.ts';
import { minutesToTime } from '#shared/zoned-time.ts';
import { Button } from '#web/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { cn } from '#web/ui/cn.ts';
import { ErrorState } from '#web/ui/error-state.tsx';
import { controlClasses } from '#web/ui/input.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { Switch } from '#web/ui/switch.tsx';
import { availabilityRulesQuery } from '../api/calendar-api.ts';
import { DEFAULT_WINDOW, type HoursWindow, useWeeklyHours } from '../hooks/use-weekly-hours.ts';

/** Monday first, as people plan a working week; values are the server's weekday numbers. */
const weekdays = [
  [1, 'Monday'],
  [2, 'Tuesday'],
  [3, 'Wednesday'],
  [4, 'Thursday'],
  [5, 'Friday'],
  [6, 'Saturday'],
  [0, 'Sunday'],
] as const;

const startTimes = Array.from({ length: 24 }, (_, h) => minutesToTime(h * 60));
const endTimes = Array.from({ length: 24 }, (_, h) => minutesToTime((h + 1) * 60));
const selectClasses = cn(controlClasses, 'h-9 appearance-auto px-2.5');

/** Availability tab: the weekly pattern, per weekday open or closed and its hours. */
export function WeeklyHoursEditor({ artistId }: { artistId: string }) {
  const rules = useQuery(availabilityRulesQuery(artistId));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Weekly hours</CardTitle>
        <CardDescription>
          Your usual week. Clients can book hourly sessions inside these hours
          {rules.data ? ` (${formatZoneCity(rules.data.timezone)} time)` : ''}; dates you change on the
          calendar above override them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {rules.isError ? (
          <ErrorState
            title="We could not load your weekly hours"
            message={rules.error.message}
            onRetry={() => void rules.refetch()}
            retrying={rules.isRefetching}
          />
        ) : rules.data ? (
          <HoursForm weekly={rules.data.weekly} />
        ) : (
          <div role="status" aria-label="Loading weekly hours" className="flex flex-col gap-3">
            {weekdays.map(([day]) => (
              <Skeleton key={day} className="h-9" />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function WindowFields({
  day,
  window,
  onChange,
  onRemove,
}: {
  day: string;
  window: HoursWindow;
  onChange: (window: HoursWindow) => void;
  onRemove?: () => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <span className="w-28 shrink-0">
        <select
          aria-label={`${day} from`}
          className={selectClasses}
          value={window.start}
          onChange={(event) => onChange({ ...window, start: event.target.value })}
        >
          {startTimes.map((time) => (
            <option key={time}>{time}</option>
          ))}
        </select>
      </span>
      <span aria-hidden="true" className="text-ink-muted">
        –
      </span>
      <span className="w-28 shrink-0">
        <select
          aria-label={`${day} until`}
          className={selectClasses}
          value={window.end}
          onChange={(event) => onChange({ ...window, end: event.target.value })}
        >
          {endTimes.map((time) => (
            <option key={time}>{time}</option>
          ))}
        </select>
      </span>
      {onRemove ? (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Remove ${day} ${window.start}–${window.end}`}
          onClick={onRemove}
        >
          <X aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}

function HoursForm({ weekly }: { weekly: AvailabilityRule[] }) {
  const editor = useWeeklyHours(weekly);
  return (
    <div className="flex flex-col gap-1">
      <ul className="divide-y divide-line">
        {weekdays.map(([weekday, name]) => {
          const windows = editor.hours[weekday] ?? [];
          const open = windows.length > 0;
          const problem = editor.problems[weekday];
          const last = windows[windows.length - 1];
          return (
            <li key={weekday} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:gap-4">
              <div className="flex w-36 shrink-0 items-center gap-3 pt-1.5 text-sm font-medium">
                <Switch
                  checked={open}
                  aria-label={`Open on ${name}`}
                  onCheckedChange={(checked) => editor.setDay(weekday, checked ? [DEFAULT_WINDOW] : [])}
                />
                <span>{name}</span>
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                {open ? (
                  windows.map((window, i) => (
                    <WindowFields
                      // biome-ignore lint/suspicious/noArrayIndexKey: a window is its position; keys from its times would remount the select being edited
                      key={i}
                      day={name}
                      window={window}
                      onChange={(next) =>
                        editor.setDay(
                          weekday,
                          windows.map((w, j) => (j === i ? next : w)),
                        )
                      }
                      onRemove={
                        windows.length > 1
                          ? () =>
                              editor.setDay(
                                weekday,
                                windows.filter((_, j) => j !== i),
                              )
                          : undefined
                      }
                    />
                  ))
                ) : (
                  <p className="pt-1.5 text-sm text-ink-muted">Closed</p>
                )}
                {problem ? (
                  <p role="alert" className="text-xs font-medium text-danger">
                    {name}: {problem}
                  </p>
                ) : null}
              </div>
              {open && last && last.end < '23:00' ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="self-start"
                  aria-label={`Add hours on ${name}`}
                  onClick={() =>
                    editor.setDay(weekday, [
                      ...windows,
                      {
                        start: last.end,
                        end: endTimes[Math.min(endTimes.indexOf(last.end) + 2, 23)] ?? '24:00',
                      },
                    ])
                  }
                >
                  <Plus aria-hidden="true" />
                  Add hours
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
        <Button variant="ghost" disabled={!editor.dirty || editor.saving} onClick={editor.reset}>
          Discard
        </Button>
        <Button disabled={!editor.canSave} loading={editor.saving} onClick={editor.save}>
          Save weekly hours
        </Button>
      </div>
    </div>
  );
}
