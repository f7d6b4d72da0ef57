import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatLongLocalDate } from '#shared/booking-format.ts';
import type { Service } from '#shared/schemas/calendar.ts';
import { Button } from '#web/ui/button.tsx';
import { BookingTimeText } from './booking-time-text.tsx';
import type { WizardDetailsOutput } from './step-details.tsx';

type StepReviewProps = {
  artistName: string;
  date: string;
  dateTime: string;
  timezone: string;
  service: Service | undefined;
  details: WizardDetailsOutput;
  submitting: boolean;
  onSubmit: () => void;
  onBack: () => void;
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2.5 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** Step 4: everything the request will carry, then submit. */
export function StepReview(props: StepReviewProps) {
  const { artistName, date, dateTime, timezone, service, details, submitting, onSubmit, onBack } = props;
  return (
    <section aria-labelledby="wizard-review-heading" className="flex flex-col gap-4">
      <h3 id="wizard-review-heading" className="text-lg font-semibold">
        Review your request
      </h3>
      <dl className="divide-y divide-line rounded-xl border border-line px-4">
        <Row label="Artist">{artistName}</Row>
        <Row label="Date">{formatLongLocalDate(date)}</Row>
        <Row label="Time">
          <BookingTimeText instant={dateTime} artistZone={timezone} />
        </Row>
        <Row label="Service">
          {service ? `${service.name} · ${service.duration} · ${service.priceLabel}` : details.service}
        </Row>
        <Row label="Name">{details.name}</Row>
        <Row label="Email">{details.email}</Row>
        <Row label="Message">
          <span className="font-normal whitespace-pre-line">{details.message}</span>
        </Row>
      </dl>
      <p className="text-xs text-ink-muted">
        {artistName} confirms or declines the request, usually within 24 hours. Nothing is charged now.
      </p>
      <div className="flex justify-between gap-2">
        <Button variant="ghost" onClick={onBack} disabled={submitting}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button onClick={onSubmit} disabled={submitting}>
          {submitting ? 'Submitting...' : 'Send Booking Request'}
        </Button>
      </div>
    </section>
  );
}
