import { queryOptions } from '@tanstack/react-query';
import type {
  ChangePasswordInput,
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
