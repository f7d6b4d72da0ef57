import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { deleteCampaign } from '../../api/campaign-admin-api.ts';

export const DELETE_CAMPAIGN_CONFIRM_MESSAGE =
  'Are you sure you want to delete this campaign? This cannot be undone.';
export const DELETE_CAMPAIGN_FAILED_MESSAGE = 'Failed to delete campaign. Please try again.';

type DeleteCampaignDialogProps = {
  campaign: Campaign | null;
  onClose: () => void;
  onDeleted: () => void;
};

/** Asks first; the server keeps a campaign that already holds confirmed money and says why. */
export function DeleteCampaignDialog({ campaign, onClose, onDeleted }: DeleteCampaignDialogProps) {
  const remove = useMutation({ mutationFn: (target: Campaign) => deleteCampaign(target.id) });
  const { reset } = remove;
  useEffect(() => {
    if (campaign) reset();
  }, [campaign, reset]);

  return (
    <Dialog open={campaign !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        role="alertdialog"
        size="sm"
        title="Delete campaign"
        description={DELETE_CAMPAIGN_CONFIRM_MESSAGE}
      >
        {campaign ? <p className="text-sm font-medium break-words">“{campaign.title}”</p> : null}
        {remove.isError ? (
          <FormAlert className="mt-4">{errorMessage(remove.error, DELETE_CAMPAIGN_FAILED_MESSAGE)}</FormAlert>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() => {
              if (!campaign) return;
              remove.mutate(campaign, {
                onSuccess: () => {
                  onDeleted();
                  onClose();
                },
              });
            }}
          >
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
