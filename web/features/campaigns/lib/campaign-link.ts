/** The public address of a campaign, for Share. */
export const buildCampaignLink = (id: string, origin = window.location.origin) =>
  `${origin}/campaigns/${encodeURIComponent(id)}`;
