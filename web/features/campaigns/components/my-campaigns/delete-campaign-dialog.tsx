import type { Campaign } from '#shared/schemas/campaigns.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { ConfirmDeleteDialog } from '#web/ui/confirm-delete-dialog.tsx';
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
  return (
    <ConfirmDeleteDialog
      target={campaign}
      title="Delete campaign"
      description={DELETE_CAMPAIGN_CONFIRM_MESSAGE}
      targetLabel={(target) => target.title}
      remove={(target) => deleteCampaign(target.id)}
      describeError={(error) => errorMessage(error, DELETE_CAMPAIGN_FAILED_MESSAGE)}
      onDeleted={onDeleted}
      onClose={onClose}
    />
  );
}
