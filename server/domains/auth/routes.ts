import type { FastifyRequest } from 'fastify';
import { PUBLIC_ACCESS, requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { authRateLimit } from '#server/platform/http/rate-limit.ts';
import {
  authResponseSchema,
  changePasswordSchema,
  EMAIL_CONFIRMED_MESSAGE,
  emailConfirmedResponseSchema,
  emailLinkSentMessage,
  LOGGED_OUT_MESSAGE,
  loginSchema,
  messageResponseSchema,
  ownUserResponseSchema,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  registerSchema,
  resetConfirmSchema,
  resetRequestSchema,
  updateMeSchema,
  verifyEmailSchema,
  verifyResponseSchema,
} from '#shared/schemas/auth.ts';
import { cancelEmailChange, confirmEmailAddress, resendEmailLink } from './email-change.ts';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.ts';
import { changePassword, getOwnUser, loginUser, logoutUser, registerUser, updateOwnUser } from './service.ts';

const tags = ['auth'];

const userAgent = (request: FastifyRequest) => request.headers['user-agent'];

export async function authRoutes(app: AppInstance) {
  const db = () => app.ctx.database.db;
  const limited = authRateLimit(app);
  // Signing up or in, opening a mailed link and resetting a password need no session.
  const limitedPublic = { ...limited, ...PUBLIC_ACCESS };
  const mail = () => ({ mailer: app.ctx.mailer, publicUrl: app.ctx.config.publicUrl });

  app.post(
    '/auth/register',
    {
      config: limitedPublic,
      schema: {
        tags,
        summary: "Create an account ('Join as Creator' sends accountType creator) and sign in",
        body: registerSchema,
        response: { 201: authResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await registerUser(db(), mail(), request.body, userAgent(request));
      return reply.status(201).send({ success: true as const, ...session });
    },
  );

  app.post(
    '/auth/login',
    {
      config: limitedPublic,
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: loginSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await loginUser(db(), request.body, userAgent(request))),
    }),
  );

  app.post(
    '/auth/logout',
    {
      schema: { tags, summary: 'Revoke the current session', response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await logoutUser(db(), requireAuth(request));
      return { success: true as const, message: LOGGED_OUT_MESSAGE };
    },
  );

  app.get(
    '/auth/verify',
    {
      schema: {
        tags,
        summary: 'Is this bearer token still valid? 401 when missing, revoked or expired',
        response: { 200: verifyResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      valid: true as const,
      user: await getOwnUser(db(), requireAuth(request)),
    }),
  );

  app.get(
    '/auth/me',
    { schema: { tags, summary: 'The signed-in user', response: { 200: ownUserResponseSchema } } },
    async (request) => ({
      success: true as const,
      user: await getOwnUser(db(), requireAuth(request)),
    }),
  );

  app.put(
    '/auth/me',
    {
      schema: {
        tags,
        summary: 'Change own name, username, e-mail or notification preferences',
        body: updateMeSchema,
        response: { 200: ownUserResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      user: await updateOwnUser(db(), mail(), requireAuth(request).userId, request.body),
    }),
  );

  app.delete(
    '/auth/me/pending-email',
    {
      schema: {
        tags,
        summary: 'Cancel a change of e-mail address that waits for its link',
        response: { 200: ownUserResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      user: await cancelEmailChange(db(), requireAuth(request).userId),
    }),
  );

  app.post(
    '/auth/verify-email',
    {
      config: limitedPublic,
      schema: {
        tags,
        summary: "Open a mailed confirmation link: confirms the account's e-mail, or moves it to the new one",
        body: verifyEmailSchema,
        response: { 200: emailConfirmedResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: EMAIL_CONFIRMED_MESSAGE,
      ...(await confirmEmailAddress(db(), request.body.token)),
    }),
  );

  app.post(
    '/auth/verify-email/resend',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Mail a new confirmation link (to the pending address, else to an unconfirmed one)',
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const sentTo = await resendEmailLink(db(), mail(), requireAuth(request).userId);
      return { success: true as const, message: emailLinkSentMessage(sentTo) };
    },
  );

  app.post(
    '/auth/change-password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Change the password; every other session is signed out',
        body: changePasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await changePassword(db(), requireAuth(request), request.body);
      return { success: true as const, message: PASSWORD_CHANGED_MESSAGE };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: limitedPublic,
      schema: {
        tags,
        summary: 'Mail a one-time reset link (same answer whether or not the account exists)',
        body: resetRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(db(), request.body.email);
      return { success: true as const, message: RESET_REQUESTED_MESSAGE };
    },
  );

  app.post(
    '/auth/reset-password/confirm',
    {
      config: limitedPublic,
      schema: {
        tags,
        summary: 'Set a new password with the mailed token; signs out every session',
        body: resetConfirmSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await confirmPasswordReset(db(), request.body.token, request.body.password);
      return { success: true as const, message: PASSWORD_RESET_DONE_MESSAGE };
    },
  );
}
