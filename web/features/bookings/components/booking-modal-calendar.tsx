import { useCallback, useState } from 'react';
import { lazyNamed, WhenOpened } from '#web/ui/lazy.tsx';
import { AvailabilityCalendar } from './availability-calendar/availability-calendar.tsx';

const BookingModal = lazyNamed(() => import('./booking-modal.tsx'), 'BookingModal');

type BookingModalCalendarProps = { artistId: string; artistName: string };

/** The artist's calendar in booking mode: picking an open date opens the simple booking modal for it. */
export function BookingModalCalendar({ artistId, artistName }: BookingModalCalendarProps) {
  const [chosen, setChosen] = useState<{ date: string; time?: string } | null>(null);
  const close = useCallback(() => setChosen(null), []);
  return (
    <>
      <AvailabilityCalendar
        artistId={artistId}
        mode="booking"
        label={`${artistName}'s availability`}
        onSelectDate={(date, time) => setChosen({ date, time })}
      />
      <WhenOpened open={chosen !== null}>
        <BookingModal
          artistId={artistId}
          artistName={artistName}
          date={chosen?.date ?? null}
          initialTime={chosen?.time}
          onClose={close}
        />
      </WhenOpened>
    </>
  );
}
