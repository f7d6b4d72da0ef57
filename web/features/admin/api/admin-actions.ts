import type { DisputeResolveBody } from '#shared/schemas/disputes.ts';
import type { ContentTarget, ReportDecisionBody } from '#shared/schemas/moderation.ts';
import { api } from '#web/lib/api-client.ts';

/** Every operator act answers a sentence saying what was done. */
export type ActionResult = { success: true; message: string };

// An operator's decision is never repeated by the client: a retry after a lost answer would meet a 409.
const once = { retry: false } as const;
const segment = (id: string) => encodeURIComponent(id);

/** POST /admin/reports/decide: dismiss, hide or suspend the author; closes every open report of the target. */
export const decideReport = (body: ReportDecisionBody) =>
  api.post<ActionResult>('/admin/reports/decide', body, once);

/** POST /admin/content/restore: hidden content becomes visible again. */
export const restoreContent = (body: ContentTarget) =>
  api.post<ActionResult>('/admin/content/restore', body, once);

export const decideContribution = (id: string, decision: 'confirm' | 'reject', reason: string) =>
  api.post<ActionResult>(`/admin/contributions/${segment(id)}/${decision}`, { reason }, once);

/** POST /admin/bridge/{id}/complete {txHash, reason?}: the reason is sent only when one was given. */
export const completeBridge = (id: string, txHash: string, reason: string) =>
  api.post<ActionResult>(
    `/admin/bridge/${segment(id)}/complete`,
    reason ? { txHash, reason } : { txHash },
    once,
  );

export const failBridge = (id: string, reason: string) =>
  api.post<ActionResult>(`/admin/bridge/${segment(id)}/fail`, { reason }, once);

export const setSuspended = (id: string, suspended: boolean, reason: string) =>
  api.post<ActionResult>(
    `/admin/users/${segment(id)}/${suspended ? 'suspend' : 'unsuspend'}`,
    { reason },
    once,
  );

export const setVerified = (id: string, verified: boolean, reason: string) =>
  api.post<ActionResult>(`/admin/users/${segment(id)}/verified`, { verified, reason }, once);

/**
 * POST /admin/disputes/{bookingId}/resolve {outcome, refund?, note}: settles a disputed session's
 * escrow; `refund` (what the client gets back) goes only with a split.
 */
export const resolveDispute = (bookingId: string, body: DisputeResolveBody) =>
  api.post<ActionResult>(`/admin/disputes/${segment(bookingId)}/resolve`, body, once);
