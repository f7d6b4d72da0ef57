import type { ReportBody, ReportTargetType } from '#shared/schemas/moderation.ts';
import { api } from '#web/lib/api-client.ts';

/** What a Report item points at, and how the dialog names it (“Moon Jar”, Sam Rivera’s message). */
export type ReportTarget = { targetType: ReportTargetType; targetId: string; name: string };

/** The server's answer: 201 for a new report, 200 when this person's report is already open. */
export type ReportResponse = {
  success: true;
  message: string;
  data: { id: string; status: 'open' | 'dismissed' | 'actioned'; duplicate: boolean };
};

// Never retried by the client: a lost answer is safe to repeat by hand (the server keeps one open
// report per person and target), but a silent repeat would only count against the hourly limit.
export const submitReport = (body: ReportBody) =>
  api.post<ReportResponse>('/reports', body, { retry: false });
