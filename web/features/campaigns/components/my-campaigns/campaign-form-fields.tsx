import { TEXT_COUNTER_MAX } from '#shared/constants.ts';
import { CAMPAIGN_DESCRIPTION_MAX, CAMPAIGN_TITLE_MAX } from '#shared/schemas/campaign-writes.ts';
import { Field } from '#web/ui/field.tsx';
import { Input } from '#web/ui/input.tsx';
import { Textarea } from '#web/ui/textarea.tsx';
import type { CampaignFormError, CampaignFormField, CampaignFormValues } from './campaign-form-rules.ts';

type CampaignFormFieldsProps = {
  values: CampaignFormValues;
  onChange: (field: CampaignFormField, value: string) => void;
  /** The first broken rule; its message shows under the field it is about. */
  error: CampaignFormError | null;
  /** YYYY-MM-DD: the date picker's minimum. */
  minDeadline: string;
  maxDeadline: string;
  disabled?: boolean;
};

/**
 * Title, description (with the spec's /500 counter, not a cap), target (min 1, step 1),
 * deadline (minimum tomorrow) and the optional image URL. The browser's own checks stay off
 * (noValidate on the form) so the spec's messages are the ones the artist reads.
 */
export function CampaignFormFields({
  values,
  onChange,
  error,
  minDeadline,
  maxDeadline,
  disabled,
}: CampaignFormFieldsProps) {
  const errorOf = (field: CampaignFormField) => (error?.field === field ? error.message : undefined);
  return (
    <>
      <Field label="Campaign title" required error={errorOf('title')}>
        <Input
          name="title"
          value={values.title}
          maxLength={CAMPAIGN_TITLE_MAX}
          disabled={disabled}
          onChange={(event) => onChange('title', event.target.value)}
        />
      </Field>
      <Field
        label="Description"
        required
        error={errorOf('description')}
        hint={`${values.description.length}/${TEXT_COUNTER_MAX}`}
      >
        <Textarea
          name="description"
          rows={5}
          value={values.description}
          maxLength={CAMPAIGN_DESCRIPTION_MAX}
          disabled={disabled}
          onChange={(event) => onChange('description', event.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Target amount (USD)" required error={errorOf('targetAmount')}>
          <Input
            name="targetAmount"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={values.targetAmount}
            disabled={disabled}
            onChange={(event) => onChange('targetAmount', event.target.value)}
          />
        </Field>
        <Field label="Deadline" required error={errorOf('deadline')}>
          <Input
            name="deadline"
            type="date"
            min={minDeadline}
            max={maxDeadline}
            value={values.deadline}
            disabled={disabled}
            onChange={(event) => onChange('deadline', event.target.value)}
          />
        </Field>
      </div>
      <Field
        label="Image URL"
        error={errorOf('imageUrl')}
        hint="Optional. A link to an image starting with http:// or https://"
      >
        <Input
          name="imageUrl"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={values.imageUrl}
          disabled={disabled}
          onChange={(event) => onChange('imageUrl', event.target.value)}
        />
      </Field>
    </>
  );
}
