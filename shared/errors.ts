import { z } from 'zod';

/** Machine-readable codes carried in every error body (DESIGN.md rule 4). */
export const errorCodes = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  /** The path exists, but not for this method; the answer's Allow header lists those it takes. */
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'SLOT_TAKEN',
  'INSUFFICIENT_FUNDS',
  /** A guest asked for a priced session: sign in first (decision 020). */
  'SIGN_IN_TO_PAY',
  'SOLD_OUT',
  'PRICE_CHANGED',
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  'INVALID_CREDENTIALS',
  'INVALID_TOKEN',
  'ACCOUNT_SUSPENDED',
  'PAYLOAD_TOO_LARGE',
  /** The request's header lines are over what the server reads (431). */
  'HEADERS_TOO_LARGE',
  /** The request did not arrive whole in time (408). */
  'REQUEST_TIMEOUT',
  /** The bytes sent are not an HTTP request the server can read (400). */
  'MALFORMED_REQUEST',
  /** The request's Expect header asks for something other than 100-continue (417). */
  'EXPECTATION_FAILED',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string(),
  code: z.enum(errorCodes),
  details: z.array(fieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The sentence for a database (or other service) that does not answer; nginx's 502-504 page says it too. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'Easel is not available right now. Please try again in a moment.';

/** The sentence shown for a server fault: never internals. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
