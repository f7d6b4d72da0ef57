/**
 * Business constants and limits of spec section 9. Web and server import these; a number that
 * appears here is never written as a literal elsewhere.
 */

/** API client: abort a request after this long. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** API client: total attempts for a retryable failure (first try included). */
export const RETRY_ATTEMPTS = 3;
/** API client: the delay before attempt n+1 is RETRY_DELAY_MS × n. */
export const RETRY_DELAY_MS = 1_000;

/** Local storage keys of the signed-in session ("the product's own keys"). */
export const STORAGE_TOKEN_KEY = 'easel.token';
export const STORAGE_USER_KEY = 'easel.user';

export const TOAST_DURATION_MS = 4_000;
export const TOAST_FADE_MS = 300;

export const NOTIFICATION_POLL_MS = 30_000;
/** Above this the badge reads '9+'. */
export const NOTIFICATION_BADGE_MAX = 9;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MIN_PX = 100;
export const AVATAR_MIN_ASPECT = 0.8;
export const AVATAR_MAX_ASPECT = 1.2;
export const MEDIA_MAX_BYTES = 50 * 1024 * 1024;

/** Simple booking modal: 09:00 to 17:00 hourly, default 10:00. */
export const BOOKING_SLOT_FIRST_HOUR = 9;
export const BOOKING_SLOT_LAST_HOUR = 17;
export const BOOKING_DEFAULT_TIME = '10:00';
export const BOOKING_SUCCESS_CLOSE_MS = 3_000;
export const WIZARD_SUCCESS_CLOSE_MS = 4_000;
export const WIZARD_STEPS = 4;
export const CAMPAIGN_SUCCESS_RESET_MS = 2_000;
export const WALLET_COPY_INDICATOR_MS = 2_000;

export const NAME_MIN_LENGTH = 2;
export const MESSAGE_MIN_LENGTH = 10;
/** Counters on messages and descriptions show '/500'. */
export const TEXT_COUNTER_MAX = 500;
export const ARTIST_RESPONSE_HOURS = 24;
/** Media tags: the first three, then '+N more'. */
export const TAGS_SHOWN = 3;

export const ENDING_SOON_DAYS = 7;
export const MOST_FUNDED_PERCENT = 50;
export const SUCCESSFUL_CAMPAIGN_PERCENT = 100;
export const DAYS_LEFT_BADGE_THRESHOLDS = [3, 7] as const;
export const PROGRESS_COLOUR_THRESHOLDS = [25, 50, 75] as const;
export const CONTRIBUTION_MIN = 1;
export const CONTRIBUTION_STEP = 0.01;

/** Dates are shown in US English style. */
export const DISPLAY_LOCALE = 'en-US';

/** Posts per feed page when the client does not ask (the home page's first request). */
export const FEED_DEFAULT_LIMIT = 12;

/** The longest search the navigation box and /search accept, and the server's sentence past it. */
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_TOO_LONG_MESSAGE = `Search must be at most ${SEARCH_MAX_LENGTH} characters`;
