import { queryOptions } from '@tanstack/react-query';
import type {
  ChangePasswordInput,
  EmailConfirmedResponse,
  MessageResponse,
  OwnUserResponse,
  UpdateMe,
} from '#shared/schemas/auth.ts';
import { api } from '#web/lib/api-client.ts';

export const accountKeys = { me: ['auth', 'me'] as const };

/** GET /auth/me: the signed-in user as the server has them now. */
export function meQuery() {
  return queryOptions({
    queryKey: accountKeys.me,
    queryFn: ({ signal }) => api.get<OwnUserResponse>('/auth/me', { signal }),
    select: (body) => body.user,
  });
}

export const updateMe = (values: UpdateMe) => api.put<OwnUserResponse>('/auth/me', values);

// Not retried: a repeat after a lost answer would test the old password against the new one.
export const changePassword = (values: ChangePasswordInput) =>
  api.post<MessageResponse>('/auth/change-password', values, { retry: false });

/**
 * POST /auth/verify-email, once per link: a query (not a mutation) so a second render of the page
 * shares the first answer instead of spending the single-use link twice.
 */
export function verifyEmailQuery(token: string) {
  return queryOptions({
    queryKey: ['auth', 'verify-email', token] as const,
    queryFn: () =>
      api.post<EmailConfirmedResponse>('/auth/verify-email', { token }, { auth: false, retry: false }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export const resendEmailLink = () =>
  api.post<MessageResponse>('/auth/verify-email/resend', undefined, { retry: false });
export const cancelEmailChange = () => api.delete<OwnUserResponse>('/auth/me/pending-email');
