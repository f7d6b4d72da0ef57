import { useState } from 'react';
import type { Booking } from '#shared/schemas/bookings.ts';
import { TrackBookingForm } from './track-booking-form.tsx';
import { TrackResults } from './track-results.tsx';

/** The track form and, after a search, its results (or the empty state). */
export function TrackBookingSearch({ defaultEmail }: { defaultEmail?: string }) {
  const [results, setResults] = useState<Booking[] | null>(null);
  return (
    <div className="flex flex-col gap-8">
      <TrackBookingForm defaultEmail={defaultEmail} onResults={setResults} />
      {results ? <TrackResults bookings={results} /> : null}
    </div>
  );
}
