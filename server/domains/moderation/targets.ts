import { loadArtistTarget } from '#server/domains/artists/moderation.ts';
import { loadCampaignTarget, setCampaignHidden } from '#server/domains/campaigns/moderation.ts';
import {
  loadArtworkTarget,
  loadCommentTarget,
  setArtworkHidden,
  setCommentHidden,
} from '#server/domains/media/moderation.ts';
import { loadMessageTarget, setMessageHidden } from '#server/domains/messages/moderation.ts';
import type { Db } from '#server/platform/db/client.ts';
import type { HiddenMark, ModerationTarget } from '#server/platform/db/hidden-columns.ts';
import type { ReportTargetType } from '#shared/schemas/moderation.ts';

/**
 * What moderation may do with each kind of target, through the owning domain's service (DESIGN
 * rule 1). An artist profile has no hide of its own: it goes with its owner's suspension.
 */
type TargetKind = {
  /** `partyId`: the reporter, for kinds only some people can see (a conversation's messages). */
  load(db: Db, id: string, partyId?: string): Promise<ModerationTarget | null>;
  setHidden: ((tx: Db, id: string, mark: HiddenMark) => Promise<boolean>) | null;
};

export const targetKinds: Record<ReportTargetType, TargetKind> = {
  artwork: { load: loadArtworkTarget, setHidden: setArtworkHidden },
  comment: { load: loadCommentTarget, setHidden: setCommentHidden },
  artist: { load: loadArtistTarget, setHidden: null },
  campaign: { load: loadCampaignTarget, setHidden: setCampaignHidden },
  message: { load: loadMessageTarget, setHidden: setMessageHidden },
};
