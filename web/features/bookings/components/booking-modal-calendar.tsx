import { useCallback, useState } from 'react';
import { AvailabilityCalendar } from './availability-calendar/availability-calendar.tsx';
import { BookingModal } from './booking-modal.tsx';

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
      <BookingModal
        artistId={artistId}
        artistName={artistName}
        date={chosen?.date ?? null}
        initialTime={chosen?.time}
        onClose={close}
      />
    </>
  );
}
