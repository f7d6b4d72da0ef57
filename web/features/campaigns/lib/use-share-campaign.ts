import { copyText } from '#web/lib/clipboard.ts';
import { toast } from '#web/ui/toast.tsx';
import { buildCampaignLink } from './campaign-link.ts';

export const LINK_COPIED_MESSAGE = 'Campaign link copied to clipboard';

/** Share copies the campaign's address (the spec's Share did nothing) and says so in a toast. */
export function useShareCampaign() {
  return async (id: string) => {
    if (await copyText(buildCampaignLink(id))) toast.success(LINK_COPIED_MESSAGE);
    else toast.error('Could not copy the link. Please copy it from the address bar.');
  };
}
