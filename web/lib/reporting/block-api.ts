import { queryOptions } from '@tanstack/react-query';
import type { BlockedUser } from '#shared/schemas/moderation.ts';
import { api } from '#web/lib/api-client.ts';

export const blockKeys = { all: ['blocks'] as const };

type BlockedListResponse = { success: true; data: BlockedUser[] };
/** POST and DELETE /blocks/{userId} answer with a sentence; older servers may send none. */
export type BlockResponse = { success: true; message?: string };

/** GET /blocks: the people the signed-in user blocked, newest first. */
export function blockedUsersQuery() {
  return queryOptions({
    queryKey: blockKeys.all,
    queryFn: ({ signal }) => api.get<BlockedListResponse>('/blocks', { signal }),
    select: (body) => body.data,
  });
}

const blockPath = (userId: string) => `/blocks/${encodeURIComponent(userId)}`;

export const setBlocked = (userId: string, blocked: boolean) =>
  blocked
    ? api.post<BlockResponse>(blockPath(userId), undefined, { retry: false })
    : api.delete<BlockResponse>(blockPath(userId), { retry: false });
