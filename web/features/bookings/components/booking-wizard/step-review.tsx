import type { ReactNode } from 'react';
import { formatLongLocalDate } from '#shared/booking-format.ts';
import type { Service } from '#shared/schemas/calendar.ts';
import { formatServicePrice } from '../../lib/service-terms.ts';
import { ServicePaymentNote } from '../service-terms.tsx';
import { BookingTimeText } from './booking-time-text.tsx';
import { ReviewActions, type ReviewBlock } from './review-actions.tsx';
import type { WizardDetailsOutput } from './step-details.tsx';

type StepReviewProps = {
  artistName: string;
  date: string;
  dateTime: string;
  timezone: string;
  service: Service | undefined;
  details: WizardDetailsOutput;
  /** Why the request cannot be sent as it stands (sign in first, top up first). */
  block: ReviewBlock | null;
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

/** Step 4: everything the request will carry, what it costs and what cancelling gives back, then submit. */
export function StepReview(props: StepReviewProps) {
  const { artistName, date, dateTime, timezone, service, details, block, submitting, onSubmit, onBack } =
    props;
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
          {service
            ? `${service.name} · ${service.duration} · ${formatServicePrice(service.price)}`
            : details.service}
        </Row>
        <Row label="Name">{details.name}</Row>
        <Row label="Email">{details.email}</Row>
        <Row label="Message">
          <span className="font-normal whitespace-pre-line">{details.message}</span>
        </Row>
      </dl>
      {service ? <ServicePaymentNote service={service} artistName={artistName} phase="request" /> : null}
      <p className="text-xs text-ink-muted">
        {artistName} confirms or declines the request, usually within 24 hours.
      </p>
      <ReviewActions block={block} submitting={submitting} onSubmit={onSubmit} onBack={onBack} />
    </section>
  );
}
