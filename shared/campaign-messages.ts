// The campaign and contribution messages and limits, without zod: a page that only shows one (the
// campaign page's "ended" notice) does not load the validator with it. schemas/campaign-writes.ts
// re-exports them beside the schemas that use them.

/** Spec §5 "Campaign" and §5 "Contribution" messages, word for word. */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const TARGET_AMOUNT_MESSAGE = 'Please enter a valid target amount';
export const DEADLINE_FUTURE_MESSAGE = 'Deadline must be in the future';
/** Easel's own limit: backers give to a plan, and one more than a year off is not yet one. */
export const CAMPAIGN_MAX_DAYS = 365;
export const DEADLINE_TOO_FAR_MESSAGE =
  'A campaign can run for at most a year: please choose an earlier deadline';
export const IMAGE_URL_MESSAGE = 'Please enter a valid image URL starting with http:// or https://';
export const CONTRIBUTION_AMOUNT_MESSAGE = 'Please enter a valid contribution amount';
export const WALLET_ADDRESS_MESSAGE = 'Please enter your wallet address';
export const CONTRIBUTION_SENT_MESSAGE = 'Please confirm you have sent the contribution';
export const CAMPAIGN_CREATED_MESSAGE = 'Campaign created successfully!';
export const CAMPAIGN_ENDED_MESSAGE = 'This campaign has ended and no longer takes contributions';
export const CAMPAIGN_TITLE_MAX = 120;
export const CAMPAIGN_DESCRIPTION_MAX = 5_000;
export const CONTRIBUTION_NOTE_MAX = 500;
