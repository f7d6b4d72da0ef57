import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { artistCategoryLabels, artistCategorySlugs } from '#shared/schemas/artists.ts';
import { cn } from '#web/ui/cn.ts';
import { Field } from '#web/ui/field.tsx';
import { controlClasses, Input } from '#web/ui/input.tsx';
import { Label } from '#web/ui/label.tsx';
import { Switch } from '#web/ui/switch.tsx';
import { Textarea } from '#web/ui/textarea.tsx';
import type { ProfileFormFieldsProps } from './profile-form-fields.tsx';

// Its own module, loaded when editing starts: the switch and the zone list are not needed to read a profile.

const selectClasses = cn(controlClasses, 'h-10 appearance-auto');

/** Every IANA zone the browser knows, with the one already saved kept even if it is not listed. */
function useTimeZones(current: string): string[] {
  return useMemo(() => {
    const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    return [...new Set(['UTC', current, ...zones])].sort();
  }, [current]);
}

export function ProfileArtistFields({ form }: ProfileFormFieldsProps) {
  const { register, formState, control, watch } = form;
  const { errors } = formState;
  const timeZones = useTimeZones(watch('timezone') ?? 'UTC');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label="Category" error={errors.category?.message}>
        <select className={selectClasses} {...register('category')}>
          {artistCategorySlugs.map((slug) => (
            <option key={slug} value={slug}>
              {artistCategoryLabels[slug]}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label="Time zone"
        error={errors.timezone?.message}
        hint="Your availability is shown in this zone."
      >
        <select className={selectClasses} {...register('timezone')}>
          {timeZones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Specialties" error={errors.specialties?.message} hint="Separate with commas.">
        <Input placeholder="Ceramics, Glazing" {...register('specialties')} />
      </Field>
      <Field label="Languages" error={errors.languages?.message} hint="Separate with commas.">
        <Input placeholder="English, Spanish" {...register('languages')} />
      </Field>
      <Field label="Experience" error={errors.experience?.message}>
        <Input placeholder="8 years" {...register('experience')} />
      </Field>
      <Field label="Response time" error={errors.responseTime?.message}>
        <Input placeholder="Within 24 hours" {...register('responseTime')} />
      </Field>
      <Field
        label="Hourly rate (MACS)"
        error={errors.hourlyRate?.message}
        hint="Leave empty to show no rate."
      >
        <Input inputMode="decimal" className="tabular-nums" {...register('hourlyRate')} />
      </Field>
      <Field label="Phone" error={errors.phone?.message} hint="Private: never shown on your public profile.">
        <Input type="tel" autoComplete="tel" {...register('phone')} />
      </Field>
      <Field label="Education" error={errors.education?.message} hint="One entry per line.">
        <Textarea rows={3} {...register('education')} />
      </Field>
      <Field label="Achievements" error={errors.achievements?.message} hint="One entry per line.">
        <Textarea rows={3} {...register('achievements')} />
      </Field>
      <Controller
        control={control}
        name="bookingEnabled"
        render={({ field }) => (
          <div className="flex items-start gap-3 sm:col-span-2">
            <Switch
              id="profile-booking-enabled"
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={field.onChange}
              aria-describedby="profile-booking-enabled-hint"
            />
            <div>
              <Label htmlFor="profile-booking-enabled">Accept booking requests</Label>
              <p id="profile-booking-enabled-hint" className="text-xs text-ink-muted">
                Shows Book Session on your public profile.
              </p>
            </div>
          </div>
        )}
      />
    </div>
  );
}
