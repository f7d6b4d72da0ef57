/**
 * Spec §5 "Campaign" checks of the create and edit forms, in the order the user meets them, kept
 * apart from React so the rules read (and are tested) in one place.
 */
import {
  CAMPAIGN_MAX_DAYS,
  createCampaignSchema,
  DEADLINE_FUTURE_MESSAGE,
  DEADLINE_TOO_FAR_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from '#shared/schemas/campaign-writes.ts';
import type { Campaign } from '#shared/schemas/campaigns.ts';

export type CampaignFormValues = {
  title: string;
  description: string;
  /** As typed in the number input; '' when empty. */
  targetAmount: string;
  /** YYYY-MM-DD from the date picker. */
  deadline: string;
  imageUrl: string;
};

export type CampaignFormField = keyof CampaignFormValues;
export type CampaignFormError = { field: CampaignFormField | null; message: string };

export type ValidCampaign = {
  title: string;
  description: string;
  targetAmount: number;
  /** The end of the chosen day in the artist's own time zone, as ISO. */
  deadline: string;
  imageUrl: string | null;
};

export const emptyCampaignForm: CampaignFormValues = {
  title: '',
  description: '',
  targetAmount: '',
  deadline: '',
  imageUrl: '',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date of a moment, as a date input writes it (YYYY-MM-DD). */
export function toDateInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The date picker's minimum: tomorrow in the artist's time zone (spec §5). */
export function tomorrowInputValue(now: Date): string {
  return toDateInputValue(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
}

/** The date picker's maximum: a year from today (CAMPAIGN_MAX_DAYS). */
export function latestDeadlineInputValue(now: Date): string {
  return toDateInputValue(new Date(now.getFullYear(), now.getMonth(), now.getDate() + CAMPAIGN_MAX_DAYS));
}

/**
 * A campaign runs to the end of its last day where the artist lives, so 'tomorrow' always leaves
 * at least the rest of today and all of tomorrow.
 */
function endOfLocalDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const end = new Date(year, month - 1, day, 23, 59, 59, 999);
  return end.getDate() === day ? end : null;
}

const requiredFields: CampaignFormField[] = ['title', 'description', 'targetAmount', 'deadline'];
const { targetAmount: targetSchema, imageUrl: imageSchema } = createCampaignSchema.shape;

/**
 * The first broken rule, or the values ready to send. `kept` is what an edited campaign already
 * has: a deadline or picture left as it is never counts against the artist (an uploaded picture
 * is a path on this site, which the field itself would not take).
 */
export function validateCampaignForm(
  values: CampaignFormValues,
  now: Date,
  kept?: Pick<CampaignFormValues, 'deadline' | 'imageUrl'>,
): { ok: true; value: ValidCampaign } | { ok: false; error: CampaignFormError } {
  const missing = requiredFields.find((field) => values[field].trim() === '');
  if (missing) return { ok: false, error: { field: missing, message: REQUIRED_FIELDS_MESSAGE } };

  const target = targetSchema.safeParse(Number(values.targetAmount));
  if (!target.success) {
    return { ok: false, error: { field: 'targetAmount', message: target.error.issues[0]?.message ?? '' } };
  }
  const end = endOfLocalDay(values.deadline);
  // Before tomorrow is refused even when today has hours left: the picker's minimum is tomorrow.
  const keptDeadline = kept !== undefined && values.deadline === kept.deadline;
  if (!end || (!keptDeadline && values.deadline < tomorrowInputValue(now))) {
    return { ok: false, error: { field: 'deadline', message: DEADLINE_FUTURE_MESSAGE } };
  }
  if (!keptDeadline && values.deadline > latestDeadlineInputValue(now)) {
    return { ok: false, error: { field: 'deadline', message: DEADLINE_TOO_FAR_MESSAGE } };
  }
  const keptImage = kept !== undefined && values.imageUrl === kept.imageUrl;
  const image = keptImage
    ? { success: true as const, data: values.imageUrl.trim() || null }
    : imageSchema.safeParse(values.imageUrl);
  if (!image.success) {
    return { ok: false, error: { field: 'imageUrl', message: image.error.issues[0]?.message ?? '' } };
  }
  return {
    ok: true,
    value: {
      title: values.title.trim(),
      description: values.description.trim(),
      targetAmount: target.data,
      deadline: end.toISOString(),
      imageUrl: image.data ?? null,
    },
  };
}

/** The edit form starts from the campaign as it is now. */
export function campaignFormValuesOf(campaign: Campaign): CampaignFormValues {
  return {
    title: campaign.title,
    description: campaign.description,
    targetAmount: String(campaign.targetAmount),
    deadline: toDateInputValue(new Date(campaign.deadline)),
    imageUrl: campaign.imageUrl ?? '',
  };
}
