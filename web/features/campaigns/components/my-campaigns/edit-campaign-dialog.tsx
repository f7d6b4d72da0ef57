import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { updateCampaign } from '../../api/campaign-admin-api.ts';
import { CampaignFormFields } from './campaign-form-fields.tsx';
import {
  type CampaignFormError,
  type CampaignFormField,
  type CampaignFormValues,
  campaignFormValuesOf,
  emptyCampaignForm,
  latestDeadlineInputValue,
  tomorrowInputValue,
  validateCampaignForm,
} from './campaign-form-rules.ts';

export const UPDATE_CAMPAIGN_FAILED_MESSAGE = 'Failed to update campaign. Please try again.';

type EditCampaignDialogProps = {
  campaign: Campaign | null;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * Edits title, description, image, deadline and target with PUT /crowdfunding/{id}. Only what
 * changed is sent, so an untouched target is never re-checked against the raised amount; the
 * server's refusal (a target below what was raised) is shown as it words it.
 */
export function EditCampaignDialog({ campaign, onClose, onSaved }: EditCampaignDialogProps) {
  const [initial, setInitial] = useState<CampaignFormValues>(emptyCampaignForm);
  const [values, setValues] = useState<CampaignFormValues>(emptyCampaignForm);
  const [fieldError, setFieldError] = useState<CampaignFormError | null>(null);
  const save = useMutation({
    mutationFn: (changes: Parameters<typeof updateCampaign>[1]) =>
      updateCampaign(campaign?.id ?? '', changes),
  });
  const { reset } = save;

  useEffect(() => {
    if (!campaign) return;
    const start = campaignFormValuesOf(campaign);
    setInitial(start);
    setValues(start);
    setFieldError(null);
    reset();
  }, [campaign, reset]);

  const change = (field: CampaignFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = validateCampaignForm(values, new Date(), initial);
    if (!checked.ok) return setFieldError(checked.error);
    const changes: Parameters<typeof updateCampaign>[1] = {};
    if (values.title !== initial.title) changes.title = checked.value.title;
    if (values.description !== initial.description) changes.description = checked.value.description;
    if (values.targetAmount !== initial.targetAmount) changes.targetAmount = checked.value.targetAmount;
    if (values.deadline !== initial.deadline) changes.deadline = checked.value.deadline;
    if (values.imageUrl !== initial.imageUrl) changes.imageUrl = checked.value.imageUrl;
    if (Object.keys(changes).length === 0) return onClose();
    save.mutate(changes, {
      onSuccess: () => {
        onSaved();
        onClose();
      },
    });
  };

  return (
    <Dialog open={campaign !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        size="lg"
        title="Edit campaign"
        description="Supporters see your changes on the campaign page at once."
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <CampaignFormFields
            values={values}
            onChange={change}
            error={fieldError}
            minDeadline={tomorrowInputValue(new Date())}
            maxDeadline={latestDeadlineInputValue(new Date())}
            disabled={save.isPending}
          />
          {save.isError ? (
            <FormAlert>{errorMessage(save.error, UPDATE_CAMPAIGN_FAILED_MESSAGE)}</FormAlert>
          ) : null}
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save Changes
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
