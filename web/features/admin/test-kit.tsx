import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type {
  AdminSummary,
  AdminUser,
  AuditEntry,
  OpenDispute,
  PendingBridge,
  PendingCrypto,
  ReportGroup,
} from '#shared/schemas/moderation.ts';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { Toaster } from '#web/ui/toast.tsx';

/** Test-only fixtures and a fake admin API, shaped exactly as shared/schemas/moderation.ts says. */

export const operatorId = '99999999-9999-4999-8999-999999999999';
export const maya = { id: '11111111-1111-4111-8111-111111111111', name: 'Maya Chen', username: 'maya' };
export const sam = { id: '22222222-2222-4222-8222-222222222222', name: 'Sam Rivera', username: 'sam' };
export const ops = { id: operatorId, name: 'Olive Ops', username: 'ops' };

let next = 0;
const nextId = (prefix: string) => `${prefix}-0000-4000-8000-${String(++next).padStart(12, '0')}`;

export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export function buildReportGroup(
  target: Partial<ReportGroup['target']> = {},
  reports?: ReportGroup['reports'],
): ReportGroup {
  return {
    target: {
      type: 'artwork',
      id: nextId('aaaaaaaa'),
      title: 'Tide Pool Cups',
      text: null,
      imageUrl: '/api/v1/files/media/tide.webp',
      href: '/artists/maya',
      author: maya,
      hidden: false,
      hiddenReason: null,
      ...target,
    },
    reports: reports ?? [
      {
        id: nextId('bbbbbbbb'),
        reporter: sam,
        reason: 'stolen',
        details: 'This is a photo of my own cups.',
        createdAt: hoursAgo(2),
      },
    ],
  };
}

export function buildCrypto(overrides: Partial<PendingCrypto> = {}): PendingCrypto {
  return {
    id: nextId('cccccccc'),
    campaign: { id: nextId('dddddddd'), title: 'A Wood Kiln for the Community Studio' },
    artist: maya,
    amount: 95.5,
    network: 'polygon',
    token: 'MATIC',
    senderAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
    txHash: '0xabc123',
    explorerUrl: 'https://polygonscan.com/tx/0xabc123',
    createdAt: hoursAgo(5),
    ...overrides,
  };
}

export function buildBridge(overrides: Partial<PendingBridge> = {}): PendingBridge {
  return {
    id: nextId('eeeeeeee'),
    user: sam,
    network: 'solana',
    address: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    amount: 10,
    createdAt: hoursAgo(1),
    ...overrides,
  };
}

export function buildDispute(overrides: Partial<OpenDispute> = {}): OpenDispute {
  return {
    bookingId: nextId('abababab'),
    reference: 'EAS-7K3Q9M',
    service: 'Custom Ceramic Piece',
    artist: maya,
    client: sam,
    amount: 150,
    reason: 'The artist never joined the call and did not answer my messages.',
    openedAt: hoursAgo(3),
    startsAt: '2026-03-09T15:30:00.000Z',
    endsAt: '2026-03-09T16:30:00.000Z',
    ...overrides,
  };
}

export function buildUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: sam.id,
    name: sam.name,
    username: sam.username,
    email: 'sam@easel.test',
    role: 'user',
    verified: false,
    joinedAt: '2025-03-10T12:00:00.000Z',
    suspended: false,
    suspendedReason: null,
    reportsAgainst: 0,
    ...overrides,
  };
}

export function buildAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: nextId('ffffffff'),
    actor: ops,
    action: 'user.suspend',
    targetType: 'user',
    targetId: sam.id,
    reason: 'Repeated spam in comments',
    createdAt: hoursAgo(3),
    ...overrides,
  };
}

export const summary: AdminSummary = {
  openReports: 3,
  pendingCrypto: 1,
  pendingBridge: 2,
  openDisputes: 5,
  suspendedAccounts: 4,
};

export const ok = (data: unknown) => jsonResponse(200, { success: true, data });
export const done = (message: string) => jsonResponse(200, { success: true, message });

type Handler = Parameters<typeof stubFetch>[0][string];
export type Posted = { path: string; body: unknown };

/**
 * The admin API with empty queues; `handlers` replace any route. Every POST is recorded with its
 * parsed body, and every call's URL is in `calls`.
 */
export function serveAdmin(handlers: Record<string, Handler> = {}) {
  const posted: Posted[] = [];
  const record =
    (handler: Handler): Handler =>
    (url, init) => {
      if (init?.method === 'POST') {
        posted.push({ path: new URL(url, 'http://localhost').pathname, body: JSON.parse(String(init.body)) });
      }
      return handler(url, init);
    };
  const all: Record<string, Handler> = {
    '/api/v1/admin/summary': () => ok(summary),
    '/api/v1/admin/reports': () => ok([]),
    '/api/v1/admin/payments': () => ok({ crypto: [], bridge: [], disputes: [] }),
    '/api/v1/admin/users': () => ok([]),
    '/api/v1/admin/audit': () => ok([]),
    ...handlers,
  };
  const calls = stubFetch(Object.fromEntries(Object.entries(all).map(([path, h]) => [path, record(h)])));
  const count = (path: string) =>
    calls.filter((url) => new URL(url, 'http://localhost').pathname === path).length;
  return { posted, calls, count };
}

/** Renders `element` at /admin (or `path`) with a fresh query cache, a router and the toast outlet. */
export function renderAdmin(element: ReactNode, path = '/admin') {
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: (
          <>
            {element}
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
