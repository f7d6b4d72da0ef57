import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGE_COUNTER_MAX, type wizardDetailsSchema } from '#shared/schemas/bookings.ts';
import type { Service } from '#shared/schemas/calendar.ts';
import { useSignedIn } from '#web/lib/auth-state.tsx';
import { Button } from '#web/ui/button.tsx';
import { cn } from '#web/ui/cn.ts';
import { Field } from '#web/ui/field.tsx';
import { controlClasses, Input } from '#web/ui/input.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { Textarea } from '#web/ui/textarea.tsx';
import {
  chargeOfService,
  formatPolicyName,
  formatServicePrice,
  hasCancellationTerms,
} from '../../lib/service-terms.ts';
import { ServicePaymentNote } from '../service-terms.tsx';
import { ServicesLoadError } from '../services-load-error.tsx';

export type WizardDetailsInput = z.input<typeof wizardDetailsSchema>;
export type WizardDetailsOutput = z.output<typeof wizardDetailsSchema>;
type DetailsField = keyof WizardDetailsInput;

type StepDetailsProps = {
  artistName: string;
  form: UseFormReturn<WizardDetailsInput, unknown, WizardDetailsOutput>;
  services: UseQueryResult<Service[]>;
  /** Whether a service's length fits at the chosen time. */
  fits: (service: Service) => boolean;
  onNext: (values: WizardDetailsOutput) => void;
  onBack: () => void;
};

/** 'Art Consultation — 1 hour — 75.00 MACS — Flexible cancellation': all a native option can hold. */
function optionLabel(service: Service, fitsHere: boolean): string {
  const parts = [service.name, service.duration, formatServicePrice(service.price)];
  if (hasCancellationTerms(service)) parts.push(formatPolicyName(service.cancellationPolicy));
  return `${parts.join(' — ')}${fitsHere ? '' : ' (too long for this time)'}`;
}

/**
 * Step 3: full name, email, service and message. Next stays disabled until all four hold
 * something; then it validates with the spec's messages, and editing a field clears its error.
 * The chosen service's price, payment and cancellation policy show under it.
 */
export function StepDetails(props: StepDetailsProps) {
  const { artistName, form, services, fits, onNext, onBack } = props;
  const signedIn = useSignedIn();
  const {
    register,
    watch,
    clearErrors,
    handleSubmit,
    formState: { errors },
  } = form;
  const values = watch();
  const filled = [values.name, values.email, values.service, values.message].every(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
  const field = (name: DetailsField) => register(name, { onChange: () => clearErrors(name) });
  const chosen = services.data?.find((service) => service.id === values.service);

  return (
    <form noValidate onSubmit={handleSubmit(onNext)} className="flex flex-col gap-4">
      <h3 className="text-lg font-semibold">Service details</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Full name" error={errors.name?.message} required>
          <Input autoComplete="name" {...field('name')} />
        </Field>
        <Field label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...field('email')} />
        </Field>
      </div>
      {services.isError ? (
        <ServicesLoadError services={services} />
      ) : !services.data ? (
        <div role="status" aria-label="Loading services" className="flex flex-col gap-1.5">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-10" />
        </div>
      ) : (
        <Field label="Service" error={errors.service?.message} required>
          <select className={cn(controlClasses, 'h-10 appearance-auto')} {...field('service')}>
            <option value="">Choose a service…</option>
            {services.data.map((service) => {
              const fitsHere = fits(service);
              return (
                <option key={service.id} value={service.id} disabled={!fitsHere}>
                  {optionLabel(service, fitsHere)}
                </option>
              );
            })}
          </select>
        </Field>
      )}
      {chosen ? (
        <div className="flex flex-col gap-2">
          <ServicePaymentNote service={chosen} artistName={artistName} phase="request" />
          {!signedIn && chargeOfService(chosen) === 'paid' ? (
            <p className="text-sm text-ink-muted">
              Paid sessions need an account: you will sign in or create one before sending, and nothing you
              typed here is lost.
            </p>
          ) : null}
        </div>
      ) : null}
      <Field
        label="Message"
        error={errors.message?.message}
        hint={
          <span className="tabular-nums">
            {values.message?.length ?? 0}/{MESSAGE_COUNTER_MAX}
          </span>
        }
        required
      >
        <Textarea rows={4} placeholder="Tell the artist what you have in mind" {...field('message')} />
      </Field>
      <div className="flex justify-between gap-2">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button type="submit" disabled={!filled}>
          Next
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
