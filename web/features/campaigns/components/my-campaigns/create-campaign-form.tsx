import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { CAMPAIGN_SUCCESS_RESET_MS } from '#shared/constants.ts';
import { CAMPAIGN_CREATED_MESSAGE } from '#shared/schemas/campaign-writes.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { Card } from '#web/ui/card.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { createCampaign } from '../../api/campaign-admin-api.ts';
import { CampaignFormFields } from './campaign-form-fields.tsx';
import {
  type CampaignFormError,
  type CampaignFormField,
  type CampaignFormValues,
  emptyCampaignForm,
  latestDeadlineInputValue,
  tomorrowInputValue,
  validateCampaignForm,
} from './campaign-form-rules.ts';

export const CREATE_FAILED_MESSAGE = 'Failed to create campaign';

/**
 * Spec §8: the server's own text, or 'Failed to create campaign' when it sent none; a call that
 * never reached the server says 'Network error. Please try again.'.
 */
export function describeCreateFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return CREATE_FAILED_MESSAGE;
  if (error.status !== 0 && /^HTTP \d+:/.test(error.message)) return CREATE_FAILED_MESSAGE;
  return error.message || CREATE_FAILED_MESSAGE;
}

type CreateCampaignFormProps = {
  artistId: string;
  onCreated: () => void;
};

/**
 * Spec §4 "Campaign creation form": idle, loading, error and success; the success message stays
 * and the form empties 2 s later. The artist id sent is the signed-in artist's own.
 */
export function CreateCampaignForm({ artistId, onCreated }: CreateCampaignFormProps) {
  const [values, setValues] = useState<CampaignFormValues>(emptyCampaignForm);
  const [fieldError, setFieldError] = useState<CampaignFormError | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useMutation({ mutationFn: createCampaign });
  const { reset: resetMutation } = create;

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  useEffect(() => {
    if (!fieldError?.field) return;
    formRef.current?.querySelector<HTMLElement>(`[name="${fieldError.field}"]`)?.focus();
  }, [fieldError]);

  const change = (field: CampaignFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldError(null);
    if (create.isError) resetMutation();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // While the success shows, the form still holds the campaign just made: a second press would
    // make it twice.
    if (create.isPending || succeeded) return;
    const checked = validateCampaignForm(values, new Date());
    if (!checked.ok) {
      setFieldError(checked.error);
      return;
    }
    setFieldError(null);
    setSucceeded(false);
    create.mutate(
      { artistId, ...checked.value },
      {
        onSuccess: () => {
          setSucceeded(true);
          onCreated();
          clearTimeout(resetTimer.current);
          resetTimer.current = setTimeout(() => {
            setValues(emptyCampaignForm);
            setSucceeded(false);
            resetMutation();
          }, CAMPAIGN_SUCCESS_RESET_MS);
        },
      },
    );
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="font-display text-xl font-semibold tracking-tight">Create a campaign</h2>
      <p className="mt-1 text-sm text-ink-muted">
        Tell supporters what you are making and how much you need. Fields marked * are required.
      </p>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4">
        <CampaignFormFields
          values={values}
          onChange={change}
          error={fieldError}
          minDeadline={tomorrowInputValue(new Date())}
          maxDeadline={latestDeadlineInputValue(new Date())}
          disabled={create.isPending || succeeded}
        />
        {create.isError ? <FormAlert>{describeCreateFailure(create.error)}</FormAlert> : null}
        {succeeded ? <FormAlert tone="success">{CAMPAIGN_CREATED_MESSAGE}</FormAlert> : null}
        <div className="flex justify-end">
          <Button type="submit" loading={create.isPending} disabled={succeeded} className="w-full sm:w-auto">
            {create.isPending ? 'Creating...' : 'Create Campaign'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
