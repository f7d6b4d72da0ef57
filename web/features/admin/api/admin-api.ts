import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  AdminSummary,
  AdminUser,
  AuditEntry,
  OpenDispute,
  PendingBridge,
  PendingCrypto,
  ReportGroup,
} from '#shared/schemas/moderation.ts';
import { api } from '#web/lib/api-client.ts';

type Envelope<T> = { success: true; data: T };

/** The newest rows of the audit log per page; a full page means there may be older ones. */
export const AUDIT_PAGE_SIZE = 50;

export type AuditFilters = { action: string; targetType: string; actor: string };
export const noAuditFilters: AuditFilters = { action: '', targetType: '', actor: '' };

export const adminKeys = {
  all: ['admin'] as const,
  summary: () => [...adminKeys.all, 'summary'] as const,
  reports: () => [...adminKeys.all, 'reports'] as const,
  payments: () => [...adminKeys.all, 'payments'] as const,
  users: (q: string) => [...adminKeys.all, 'users', q] as const,
  audit: (filters: AuditFilters) => [...adminKeys.all, 'audit', filters] as const,
};

/** GET /admin/summary: the figures of the strip. */
export function adminSummaryQuery() {
  return queryOptions({
    queryKey: adminKeys.summary(),
    queryFn: async ({ signal }) => (await api.get<Envelope<AdminSummary>>('/admin/summary', { signal })).data,
  });
}

/** GET /admin/reports: open reports grouped by target, the most recently reported first. */
export function reportQueueQuery() {
  return queryOptions({
    queryKey: adminKeys.reports(),
    queryFn: async ({ signal }) =>
      (await api.get<Envelope<ReportGroup[]>>('/admin/reports', { signal })).data,
  });
}

export type PaymentsQueue = { crypto: PendingCrypto[]; bridge: PendingBridge[]; disputes: OpenDispute[] };

/** GET /admin/payments: pending crypto contributions, bridge requests and disputed paid sessions. */
export function paymentsQueueQuery() {
  return queryOptions({
    queryKey: adminKeys.payments(),
    queryFn: async ({ signal }) =>
      (await api.get<Envelope<PaymentsQueue>>('/admin/payments', { signal })).data,
  });
}

/** GET /admin/users?q=: people by name, username or e-mail. */
export function adminUsersQuery(q: string) {
  return queryOptions({
    queryKey: adminKeys.users(q),
    queryFn: async ({ signal }) =>
      (await api.get<Envelope<AdminUser[]>>('/admin/users', { signal, query: { q } })).data,
  });
}

/** GET /admin/audit: newest first; each further page starts before the last row shown. */
export function auditLogQuery(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: adminKeys.audit(filters),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ signal, pageParam }) =>
      (
        await api.get<Envelope<AuditEntry[]>>('/admin/audit', {
          signal,
          query: { ...filters, before: pageParam, limit: AUDIT_PAGE_SIZE },
        })
      ).data,
    getNextPageParam: (lastPage) =>
      lastPage.length < AUDIT_PAGE_SIZE ? undefined : lastPage[lastPage.length - 1]?.createdAt,
  });
}
