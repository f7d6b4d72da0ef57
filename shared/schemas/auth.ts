import { z } from 'zod';
import {
  confirmPasswordSchema,
  currentPasswordSchema,
  emailSchema,
  nameSchema,
  newPasswordSchema,
  PASSWORDS_DO_NOT_MATCH,
  usernameSchema,
} from '#shared/schemas/auth-fields.ts';
import { ownUserSchema } from '#shared/schemas/user.ts';

export * from '#shared/schemas/auth-fields.ts';
export * from '#shared/schemas/user.ts';

export const TERMS_MESSAGE = 'Please agree to the terms and conditions';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password.';
export const RESET_INVALID_MESSAGE = 'This reset link is invalid or has expired. Please request a new one.';
export const PASSWORD_RESET_DONE_MESSAGE =
  'Your password has been reset. Please sign in with your new password.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct';
export const LOGGED_OUT_MESSAGE = 'You have been signed out.';
export const EMAIL_LINK_INVALID_MESSAGE =
  'This confirmation link is invalid or has expired. Please request a new one from Settings.';
export const CURRENT_PASSWORD_FOR_EMAIL_MESSAGE = 'Enter your current password to change your email';
export const EMAIL_ALREADY_CONFIRMED_MESSAGE = 'Your email address is already confirmed.';
export const EMAIL_CONFIRMED_MESSAGE = 'Your email address is confirmed.';

/** After a confirmation link is sent: names the address, so a typo shows at once. */
export const emailLinkSentMessage = (email: string) =>
  `We sent a confirmation link to ${email}. It expires in 24 hours.`;

export const accountTypes = ['supporter', 'creator'] as const;
export type AccountType = (typeof accountTypes)[number];

/**
 * 'Passwords do not match' under the confirmation field, as the form shows it. It runs even when
 * other fields are still wrong (zod skips object refinements then by default), as long as the
 * two password fields themselves are valid.
 */
const passwordsMatch = <K extends string>(
  key: K,
): [(value: Record<K | 'confirmPassword', unknown>) => boolean, z.core.$ZodCustomParams] => [
  (value) => value[key] === value.confirmPassword,
  {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
    when: (payload) =>
      !payload.issues.some((issue) => issue.path?.[0] === key || issue.path?.[0] === 'confirmPassword'),
  },
];

export const registerSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema(),
    confirmPassword: confirmPasswordSchema,
    name: nameSchema,
    username: usernameSchema,
    // Required and true, as the document says; a missing box counts as unticked, so it reads as
    // this sentence rather than "is required".
    agreeToTerms: z.preprocess(
      (value) => value ?? false,
      z
        .boolean({ error: TERMS_MESSAGE })
        .refine((agreed) => agreed === true, TERMS_MESSAGE)
        .meta({ enum: [true] }),
    ),
    /** 'Join as Creator' registers a creator (role artist, with an artist profile). */
    accountType: z
      .enum(accountTypes, { error: 'Choose to join as a supporter or as a creator' })
      .default('supporter'),
  })
  .refine(...passwordsMatch('password'));
export type RegisterInput = z.input<typeof registerSchema>;
export type Register = z.output<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema(),
});
export type LoginInput = z.input<typeof loginSchema>;

export const resetRequestSchema = z.object({ email: emailSchema });
export type ResetRequestInput = z.input<typeof resetRequestSchema>;

export const resetConfirmSchema = z
  .object({
    token: requiredToken(),
    password: newPasswordSchema(),
    confirmPassword: confirmPasswordSchema,
  })
  .refine(...passwordsMatch('password'));
export type ResetConfirmInput = z.input<typeof resetConfirmSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: currentPasswordSchema('Current password'),
    newPassword: newPasswordSchema('New password'),
    confirmPassword: confirmPasswordSchema,
  })
  .refine(...passwordsMatch('newPassword'));
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** POST /auth/verify-email: the token from the mailed confirmation link. */
export const verifyEmailSchema = z.object({ token: requiredToken(EMAIL_LINK_INVALID_MESSAGE) });
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

export const emailConfirmedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  email: z.string(),
});
export type EmailConfirmedResponse = z.infer<typeof emailConfirmedResponseSchema>;

/** A missing or mangled token is simply a link that does not work: one sentence for all cases. */
function requiredToken(message = RESET_INVALID_MESSAGE) {
  return z
    .string({ error: message })
    .default('')
    .refine((token) => token.length > 0 && token.length <= 200, message);
}

/** Login and register: the spec's `{ token, user }`, with `success` for the general client. */
export const authResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: ownUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const verifyResponseSchema = z.object({
  success: z.literal(true),
  valid: z.literal(true),
  user: ownUserSchema,
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
