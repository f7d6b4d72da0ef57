import { AvailabilityCalendar } from '../availability-calendar/availability-calendar.tsx';

/** Step 1: the artist's calendar in booking mode; an open date moves on to its times. */
export function StepSelectDate({
  artistId,
  artistName,
  onSelect,
}: {
  artistId: string;
  artistName: string;
  onSelect: (date: string) => void;
}) {
  return (
    <section aria-labelledby="wizard-date-heading" className="flex flex-col gap-3">
      <h3 id="wizard-date-heading" className="text-lg font-semibold">
        Select a date
      </h3>
      <AvailabilityCalendar
        artistId={artistId}
        mode="booking"
        label={`${artistName}'s availability`}
        onSelectDate={onSelect}
      />
    </section>
  );
}
