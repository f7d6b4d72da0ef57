import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  cancellationPolicies,
  cancellationPolicyLabels,
  cancellationPolicySummaries,
  DEFAULT_CANCELLATION_POLICY,
} from '#shared/booking-payments.ts';
import type { Service } from '#shared/schemas/calendar.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { Checkbox } from '#web/ui/checkbox.tsx';
import { cn } from '#web/ui/cn.ts';
import { Dialog, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';
import { Field } from '#web/ui/field.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { controlClasses, Input } from '#web/ui/input.tsx';
import { Label } from '#web/ui/label.tsx';
import { toast } from '#web/ui/toast.tsx';
import {
  createService,
  type ServiceInput,
  serviceCategoriesQuery,
  updateService,
} from '../api/calendar-api.ts';
import { type Draft, type DraftErrors, draftOf, emptyDraft, parseDraft } from './services-editor-draft.ts';

export const SERVICE_SAVE_FAILED = 'Could not save the service. Please try again.';

type ServiceDialogProps = {
  /** null = closed; 'new' = add; a service = edit it. */
  target: Service | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
};

/** Add or edit a service: name, length, the label clients read, and a MACS price or Quote. */
export function ServiceDialog({ target, onClose, onSaved }: ServiceDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DialogContent title={target === 'new' ? 'Add a service' : 'Edit service'}>
          <ServiceForm target={target} onClose={onClose} onSaved={onSaved} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ServiceForm({
  target,
  onClose,
  onSaved,
}: { target: Service | 'new' } & Omit<ServiceDialogProps, 'target'>) {
  const adding = target === 'new';
  const [draft, setDraft] = useState<Draft>(
    adding ? emptyDraft : draftOf(target, DEFAULT_CANCELLATION_POLICY),
  );
  const [errors, setErrors] = useState<DraftErrors>({});
  const categories = useQuery({ ...serviceCategoriesQuery(), enabled: adding });
  const save = useMutation({
    mutationFn: (input: ServiceInput) => (adding ? createService(input) : updateService(target.id, input)),
    onSuccess: () => {
      toast.success(adding ? 'Service added' : 'Service updated');
      onSaved();
      onClose();
    },
  });

  const set = (key: keyof Draft, value: string | boolean) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key === 'quote' ? 'price' : key]: undefined }));
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = parseDraft(draft);
        setErrors(parsed.errors);
        if (parsed.input) save.mutate(parsed.input);
      }}
    >
      {save.isError ? <FormAlert>{errorMessage(save.error, SERVICE_SAVE_FAILED)}</FormAlert> : null}
      {adding && categories.data ? (
        <Field label="Start from the catalogue" hint="Fills in the fields below; change anything you like.">
          <select
            className={cn(controlClasses, 'h-10 appearance-auto')}
            defaultValue=""
            onChange={(event) => {
              const category = categories.data.find((c) => c.id === event.target.value);
              if (category) setDraft((current) => draftOf(category, current.cancellationPolicy));
            }}
          >
            <option value="">A new service of my own</option>
            {categories.data.map((category) => (
              <option key={category.id} value={category.id}>
                {`${category.name} — ${category.duration} — ${category.priceLabel}`}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <Field label="Name" error={errors.name} required>
        <Input value={draft.name} onChange={(event) => set('name', event.target.value)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Length in minutes"
          error={errors.durationMinutes}
          hint="The time a booking blocks"
          required
        >
          <Input
            type="number"
            inputMode="numeric"
            min={15}
            max={720}
            step={15}
            value={draft.durationMinutes}
            onChange={(event) => set('durationMinutes', event.target.value)}
          />
        </Field>
        <Field label="Duration shown to clients" error={errors.duration} hint="e.g. '2-3 hours'">
          <Input value={draft.duration} onChange={(event) => set('duration', event.target.value)} />
        </Field>
      </div>
      <Field label="Price in MACS" error={errors.price} required={!draft.quote}>
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          disabled={draft.quote}
          value={draft.quote ? '' : draft.price}
          onChange={(event) => set('price', event.target.value)}
        />
      </Field>
      <div className="flex items-center gap-2.5">
        <Checkbox
          id="service-quote"
          checked={draft.quote}
          onCheckedChange={(checked) => set('quote', checked === true)}
        />
        <Label htmlFor="service-quote">Quote — the price is agreed per request</Label>
      </div>
      <Field
        label="Cancellation policy"
        error={errors.cancellationPolicy}
        hint={`${cancellationPolicySummaries[draft.cancellationPolicy]} Applies to paid sessions and accepted quotes.`}
      >
        <select
          className={cn(controlClasses, 'h-10 appearance-auto')}
          value={draft.cancellationPolicy}
          onChange={(event) => set('cancellationPolicy', event.target.value)}
        >
          {cancellationPolicies.map((policy) => (
            <option key={policy} value={policy}>
              {cancellationPolicyLabels[policy]}
            </option>
          ))}
        </select>
      </Field>
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {adding ? 'Add service' : 'Save service'}
        </Button>
      </DialogFooter>
    </form>
  );
}
