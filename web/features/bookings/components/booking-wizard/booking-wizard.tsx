import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SLOT_TAKEN_MESSAGE } from '#shared/booking-rules.ts';
import { WIZARD_SUCCESS_CLOSE_MS } from '#shared/constants.ts';
import { wizardDetailsSchema } from '#shared/schemas/bookings.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth-state.tsx';
import { Dialog, DialogContent } from '#web/ui/dialog.tsx';
import { toast } from '#web/ui/toast.tsx';
import { artistServicesQuery, daySlotsQuery } from '../../api/calendar-api.ts';
import { useAutoClose } from '../../hooks/use-auto-close.ts';
import {
  BOOKING_AWAITING_TOAST,
  SlotTakenError,
  useBookingRequest,
} from '../../hooks/use-booking-request.ts';
import { serviceFits } from './service-fit.ts';
import { StepChooseTime } from './step-choose-time.tsx';
import { StepDetails, type WizardDetailsInput, type WizardDetailsOutput } from './step-details.tsx';
import { StepReview } from './step-review.tsx';
import { StepSelectDate } from './step-select-date.tsx';
import { useReviewBlock } from './use-review-block.ts';
import { WizardFailure, WizardSuccess } from './wizard-outcome.tsx';
import { type WizardStep, WizardStepIndicator } from './wizard-step-indicator.tsx';

export const WIZARD_FAILED_MESSAGE = 'Failed to submit booking request. Please try again.';

export type BookingWizardProps = {
  artistId: string;
  artistName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Spec §2 four-step wizard: Select Date, Choose Time, Service Details, Confirmation. */
export function BookingWizard({ artistId, artistName, open, onOpenChange }: BookingWizardProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={`Book a session with ${artistName}`} size="lg">
          <WizardBody artistId={artistId} artistName={artistName} onClose={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type Picked = { date?: string; time?: string; dateTime?: string; timezone?: string };
type Outcome = { kind: 'sent'; reference: string } | { kind: 'failed'; message: string; slotTaken: boolean };

/** The failure panel's words: the server's sentence when it gave one, otherwise the spec's. */
function failureMessage(error: unknown): string {
  if (error instanceof SlotTakenError) return SLOT_TAKEN_MESSAGE;
  if (error instanceof ApiError && error.status > 0 && error.message) return error.message;
  return WIZARD_FAILED_MESSAGE;
}

function WizardBody({
  artistId,
  artistName,
  onClose,
}: {
  artistId: string;
  artistName: string;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const [step, setStep] = useState<WizardStep>(1);
  const [picked, setPicked] = useState<Picked>({});
  const [details, setDetails] = useState<WizardDetailsOutput | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const slots = useQuery({ ...daySlotsQuery(artistId, picked.date ?? ''), enabled: Boolean(picked.date) });
  // Signing in mid-wizard empties the query cache; the services stay on screen while they reload.
  const services = useQuery({ ...artistServicesQuery(artistId), placeholderData: keepPreviousData });
  const request = useBookingRequest(artistId);
  const form = useForm<WizardDetailsInput, unknown, WizardDetailsOutput>({
    resolver: zodResolver(wizardDetailsSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', service: '', message: '' },
  });

  // Spec §9: the success screen closes after 4 seconds (or at once on 'Got it!').
  useAutoClose(outcome?.kind === 'sent', WIZARD_SUCCESS_CLOSE_MS, onClose);

  const service = services.data?.find((candidate) => candidate.id === details?.service);
  const review = useReviewBlock(service);

  function submit() {
    if (!details || !picked.dateTime || review.block?.kind === 'sign-in') return;
    review.clear();
    request.mutate(
      {
        check: { artistId, dateTime: picked.dateTime, service: details.service },
        booking: {
          artistId,
          clientName: details.name,
          clientEmail: details.email,
          service: details.service,
          dateTime: picked.dateTime,
          message: details.message,
          // The terms on the review: the server makes the request on these or says they changed.
          ...(service ? { price: service.price, cancellationPolicy: service.cancellationPolicy } : {}),
        },
      },
      {
        onSuccess: (result) => {
          toast.success(BOOKING_AWAITING_TOAST);
          setOutcome({ kind: 'sent', reference: result.reference });
        },
        onError: (error) => {
          // No account, not enough MACS or a changed service: answered on the review, with everything
          // kept; the service's new terms are read again so the review shows them.
          if (review.refuse(error)) {
            if (error instanceof ApiError && error.code === 'PRICE_CHANGED') void services.refetch();
            return;
          }
          const slotTaken =
            error instanceof SlotTakenError || (error instanceof ApiError && error.code === 'SLOT_TAKEN');
          setOutcome({ kind: 'failed', message: failureMessage(error), slotTaken });
        },
      },
    );
  }

  if (outcome?.kind === 'sent') {
    return (
      <WizardSuccess
        reference={outcome.reference}
        artistName={artistName}
        service={service}
        onDone={onClose}
      />
    );
  }
  if (outcome?.kind === 'failed') {
    return (
      <WizardFailure
        message={outcome.message}
        retryLabel={outcome.slotTaken ? 'Choose another time' : 'Try again'}
        onClose={onClose}
        onRetry={() => {
          if (outcome.slotTaken) setStep(2);
          setOutcome(null);
        }}
      />
    );
  }

  return (
    <div>
      <WizardStepIndicator step={step} />
      {step === 1 ? (
        <StepSelectDate
          artistId={artistId}
          artistName={artistName}
          onSelect={(date) => {
            setPicked({ date });
            setStep(2);
          }}
        />
      ) : null}
      {step === 2 && picked.date ? (
        <StepChooseTime
          date={picked.date}
          slots={slots}
          selected={picked.time}
          onBack={() => setStep(1)}
          onPick={(slot, timezone) => {
            setPicked((current) => ({ ...current, time: slot.time, dateTime: slot.dateTime, timezone }));
            setStep(3);
          }}
        />
      ) : null}
      {step === 3 ? (
        <StepDetails
          artistName={artistName}
          form={form}
          services={services}
          fits={(candidate) =>
            slots.data && picked.time ? serviceFits(candidate, slots.data.slots, picked.time) : true
          }
          onBack={() => setStep(2)}
          onNext={(values) => {
            setDetails(values);
            setStep(4);
          }}
        />
      ) : null}
      {step === 4 && details && picked.date && picked.dateTime && picked.timezone ? (
        <StepReview
          artistName={artistName}
          date={picked.date}
          dateTime={picked.dateTime}
          timezone={picked.timezone}
          service={service}
          details={details}
          block={review.block}
          submitting={request.isPending}
          onSubmit={submit}
          onBack={() => setStep(3)}
        />
      ) : null}
    </div>
  );
}
