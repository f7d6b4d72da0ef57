import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { emailSchema } from '#shared/schemas/auth-fields.ts';
import { bookingMessageSchema, bookingNameSchema, localTimeSchema } from '#shared/schemas/bookings.ts';
import { instantFromZoned } from '#shared/zoned-time.ts';
import { cn } from '#web/ui/cn.ts';
import { Field } from '#web/ui/field.tsx';
import { controlClasses, Input } from '#web/ui/input.tsx';
import { Textarea } from '#web/ui/textarea.tsx';
import { BookingTimeText } from './booking-wizard/booking-time-text.tsx';

/** Spec §3 booking form state: name, email, message, requestedTime (§5: all required). */
export const simpleBookingSchema = z.object({
  name: bookingNameSchema,
  email: emailSchema,
  message: bookingMessageSchema,
  requestedTime: localTimeSchema,
});
export type SimpleBookingValues = z.input<typeof simpleBookingSchema>;

type BookingModalFieldsProps = {
  form: UseFormReturn<SimpleBookingValues>;
  date: string;
  /** Spec §9: 09:00 to 17:00 hourly. */
  times: readonly string[];
  /** Free times of the date; null while unknown (loading or failed), when every time stays choosable. */
  freeTimes: ReadonlySet<string> | null;
  timezone: string | null;
  disabled: boolean;
};

/** Name, email, message and the preferred time; times that are not free that day are disabled. */
export function BookingModalFields({
  form,
  date,
  times,
  freeTimes,
  timezone,
  disabled,
}: BookingModalFieldsProps) {
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const time = watch('requestedTime');
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-4">
      <legend className="sr-only">Your request</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors.name?.message} required>
          <Input autoComplete="name" {...register('name')} />
        </Field>
        <Field label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
      </div>
      <Field
        label="Preferred time"
        error={errors.requestedTime?.message}
        hint={
          timezone && time ? (
            <BookingTimeText instant={instantFromZoned(date, time, timezone)} artistZone={timezone} />
          ) : null
        }
        required
      >
        <select className={cn(controlClasses, 'h-10 appearance-auto')} {...register('requestedTime')}>
          {times.map((option) => {
            const taken = freeTimes !== null && !freeTimes.has(option);
            return (
              <option key={option} value={option} disabled={taken}>
                {taken ? `${option} (not available)` : option}
              </option>
            );
          })}
        </select>
      </Field>
      <Field label="Message" error={errors.message?.message} required>
        <Textarea rows={4} placeholder="What would you like to do in the session?" {...register('message')} />
      </Field>
    </fieldset>
  );
}
