import { type CancellationPolicy, DEFAULT_CANCELLATION_POLICY } from '#shared/booking-payments.ts';
import { type Service, serviceInputSchema } from '#shared/schemas/calendar.ts';
import type { ServiceCategory, ServiceInput } from '../api/calendar-api.ts';

/** The service form's fields as typed (numbers as text), read with the shared schema on save. */
export type Draft = {
  name: string;
  durationMinutes: string;
  duration: string;
  price: string;
  quote: boolean;
  cancellationPolicy: CancellationPolicy;
};
export type DraftErrors = Partial<
  Record<'name' | 'durationMinutes' | 'duration' | 'price' | 'cancellationPolicy', string>
>;

export const emptyDraft: Draft = {
  name: '',
  durationMinutes: '60',
  duration: '',
  price: '',
  quote: false,
  cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
};

/** A service to edit, or a catalogue entry to start from (which has no policy: it keeps the draft's). */
export function draftOf(service: Service | ServiceCategory, policy: CancellationPolicy): Draft {
  return {
    name: service.name,
    durationMinutes: String(service.durationMinutes),
    duration: service.duration,
    price: service.price === null ? '' : String(service.price),
    quote: service.price === null,
    cancellationPolicy: 'cancellationPolicy' in service ? service.cancellationPolicy : policy,
  };
}

/** Reads the form with the shared schema's own messages; empty number fields count as missing. */
export function parseDraft(draft: Draft): { input?: ServiceInput; errors: DraftErrors } {
  const result = serviceInputSchema.safeParse({
    name: draft.name,
    durationMinutes: draft.durationMinutes.trim() === '' ? undefined : Number(draft.durationMinutes),
    duration: draft.duration.trim() || undefined,
    price: draft.quote ? null : draft.price.trim() === '' ? undefined : Number(draft.price),
    cancellationPolicy: draft.cancellationPolicy,
  });
  if (result.success) return { input: result.data, errors: {} };
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof DraftErrors;
    errors[key] ??= issue.message;
  }
  return { errors };
}
