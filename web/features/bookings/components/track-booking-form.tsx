import { useMutation } from '@tanstack/react-query';
import { Mail, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { emailSchema } from '#shared/schemas/auth-fields.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { Button } from '#web/ui/button.tsx';
import { Field } from '#web/ui/field.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { Input } from '#web/ui/input.tsx';
import { toast } from '#web/ui/toast.tsx';
import { lookupBookings, requestBookingAccessLink } from '../api/bookings-api.ts';
import {
  TRACK_EMAIL_REQUIRED_MESSAGE,
  TRACK_FAILED_MESSAGE,
  TRACK_NONE_FOUND_MESSAGE,
  trackFailureMessage,
  trackFoundMessage,
} from '../lib/track-messages.ts';

export type TrackBookingFormProps = {
  defaultEmail?: string;
  /** Called with what the search found (possibly nothing). */
  onResults: (bookings: Booking[]) => void;
};

/**
 * The e-mail and one booking reference: the booking of that reference is shown (a reference
 * proves that one booking, nothing about the address's others). Every booking of the address
 * needs the mailbox: the second button mails the address a link to them all.
 */
export function TrackBookingForm({ defaultEmail = '', onResults }: TrackBookingFormProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [reference, setReference] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const search = useMutation({
    mutationFn: (values: { email: string; reference: string }) =>
      lookupBookings(values.email, values.reference),
    onSuccess: (result) => {
      if (!result.success) {
        toast.error(TRACK_FAILED_MESSAGE);
        return;
      }
      const found = result.bookings;
      onResults(found);
      if (found.length === 0) toast.info(TRACK_NONE_FOUND_MESSAGE);
      else toast.success(trackFoundMessage(found.length));
    },
    onError: (error) => toast.error(trackFailureMessage(error)),
  });

  const mailLink = useMutation({
    mutationFn: requestBookingAccessLink,
    onError: (error) => toast.error(trackFailureMessage(error)),
  });

  /** The typed address, normalised, or undefined after telling the person what is wrong with it. */
  const checkedEmail = (): string | undefined => {
    if (email.trim() === '') {
      toast.warning(TRACK_EMAIL_REQUIRED_MESSAGE);
      return undefined;
    }
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      return undefined;
    }
    setEmailError(undefined);
    return parsed.data;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = checkedEmail();
    if (address) search.mutate({ email: address, reference: reference.trim().toUpperCase() });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Find your bookings"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-soft sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Email address" required error={emailError}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(undefined);
            }}
          />
        </Field>
        <Field
          label="Booking reference"
          hint="From the e-mail you got when you booked; it shows you that booking."
        >
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="EAS-7K3Q9M"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            className="font-mono uppercase placeholder:normal-case"
          />
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" loading={search.isPending}>
          {search.isPending ? null : <Search aria-hidden="true" />}
          {search.isPending ? 'Searching...' : 'Search'}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="lg"
          loading={mailLink.isPending}
          onClick={() => {
            const address = checkedEmail();
            if (address) mailLink.mutate(address);
          }}
        >
          {mailLink.isPending ? null : <Mail aria-hidden="true" />}
          Email me all my bookings
        </Button>
      </div>
      {mailLink.isSuccess ? <FormAlert tone="success">{mailLink.data.message}</FormAlert> : null}
    </form>
  );
}
