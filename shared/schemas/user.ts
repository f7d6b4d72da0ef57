import { z } from 'zod';
import {
  currentPasswordSchema,
  emailSchema,
  nameSchema,
  usernameSchema,
} from '#shared/schemas/auth-fields.ts';
import { personWithAvatarSchema } from './people.ts';

export const userRoles = ['user', 'artist', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/** What anyone may see of a user. */
export const publicUserSchema = personWithAvatarSchema.extend({
  role: z.enum(userRoles),
  verified: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * What the owner sees of themself: adds the e-mail (and whether its link was opened), an address
 * change waiting for its link, and the notification preferences.
 */
export const ownUserSchema = publicUserSchema.extend({
  email: z.string(),
  emailVerified: z.boolean(),
  pendingEmail: z.string().nullable(),
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
});
export type OwnUser = z.infer<typeof ownUserSchema>;

const preference = (label: string) =>
  z.boolean({
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be true or false`),
  });

/**
 * The only fields a user may change about themself (PUT /auth/me, PUT /user/{id}). Unknown keys
 * such as role, verified, id or balance are stripped by zod, so they can never reach the database.
 * A new e-mail needs the current password and takes effect once its mailed link is opened.
 */
export const updateMeSchema = z.object({
  name: nameSchema.optional(),
  username: usernameSchema.optional(),
  email: emailSchema.optional(),
  currentPassword: currentPasswordSchema('Current password').optional(),
  emailNotifications: preference('Email notifications').optional(),
  pushNotifications: preference('Push notifications').optional(),
});
export type UpdateMeInput = z.input<typeof updateMeSchema>;
export type UpdateMe = z.output<typeof updateMeSchema>;

export const userIdParamsSchema = z.object({
  // Any string: a malformed id is simply a user that does not exist (404), never a 500.
  id: z.string().max(100),
});

export const ownUserResponseSchema = z.object({ success: z.literal(true), user: ownUserSchema });
export type OwnUserResponse = z.infer<typeof ownUserResponseSchema>;

/** GET /user/{id}: the owner's shape for the caller's own id, the public shape otherwise. */
export const anyUserResponseSchema = z.object({
  success: z.literal(true),
  user: z.union([ownUserSchema, publicUserSchema]),
});
export type AnyUserResponse = z.infer<typeof anyUserResponseSchema>;
