import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { describeBookingTime, formatLongLocalDate, formatZoneCity } from '#shared/booking-format.ts';
import type { DaySlots } from '#shared/schemas/calendar.ts';
import { Button } from '#web/ui/button.tsx';
import { cn } from '#web/ui/cn.ts';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { viewerTimeZone } from '../availability-calendar/calendar-dates.ts';

type Slot = DaySlots['slots'][number];

type StepChooseTimeProps = {
  date: string;
  slots: UseQueryResult<DaySlots>;
  selected: string | undefined;
  onPick: (slot: Slot, timezone: string) => void;
  onBack: () => void;
};

/** Step 2: the date's slots in the artist's zone (the viewer's clock beside them); taken ones disabled. */
export function StepChooseTime({ date, slots, selected, onPick, onBack }: StepChooseTimeProps) {
  const viewer = viewerTimeZone();
  const data = slots.data;
  return (
    <section aria-labelledby="wizard-time-heading" className="flex flex-col gap-4">
      <div>
        <h3 id="wizard-time-heading" className="text-lg font-semibold">
          Choose a time
        </h3>
        <p className="text-sm text-ink-muted">{formatLongLocalDate(date)}</p>
      </div>
      {slots.isError ? (
        <ErrorState
          title="We could not load the times"
          message={slots.error.message}
          onRetry={() => void slots.refetch()}
          retrying={slots.isRefetching}
        />
      ) : !data ? (
        <div role="status" aria-label="Loading times" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      ) : data.slots.some((slot) => slot.available) ? (
        <ul aria-label="Times" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {data.slots.map((slot) => {
            const { viewerTime } = describeBookingTime(slot.dateTime, data.timezone, viewer);
            return (
              <li key={slot.time}>
                <button
                  type="button"
                  disabled={!slot.available}
                  aria-pressed={selected === slot.time}
                  aria-label={`${slot.time}${slot.available ? '' : ' (booked)'}${viewerTime ? `, ${viewerTime}` : ''}`}
                  onClick={() => onPick(slot, data.timezone)}
                  className={cn(
                    'flex w-full flex-col items-start rounded-xl border px-3 py-2.5 text-left transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    slot.available
                      ? 'border-line-strong bg-surface hover:border-accent hover:bg-accent-soft'
                      : 'cursor-not-allowed border-dashed border-line bg-surface-muted text-ink-muted',
                    selected === slot.time && 'border-accent bg-accent-soft',
                  )}
                >
                  <span className={cn('font-semibold tabular-nums', !slot.available && 'line-through')}>
                    {slot.time}
                  </span>
                  <span className="text-xs text-ink-muted">
                    {slot.available ? (viewerTime ?? `${formatZoneCity(data.timezone)} time`) : 'Booked'}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="rounded-xl bg-surface-muted px-4 py-6 text-center text-sm text-ink-muted">
          Every time on this date has just been taken. Please go back and choose another date.
        </p>
      )}
      <div>
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
      </div>
    </section>
  );
}
