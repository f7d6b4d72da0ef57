import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { DateState } from '#shared/booking-rules.ts';
import type { OwnUser } from '#shared/schemas/auth.ts';
import type { AvailabilityMap, Service } from '#shared/schemas/calendar.ts';
// The real sign-in dialog, as the app shell provides it (test code only, like the feed's kit).
import { AuthDialogProvider } from '#web/features/auth/components/auth-dialog.tsx';
import { AuthProvider } from '#web/lib/auth-state.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { writeSession } from '#web/lib/storage.ts';
import { Toaster } from '#web/ui/toast.tsx';
import { datesBetween } from './calendar-dates.ts';

/** Test-only helpers for the booking calendar, modal and wizard (fetch is stubbed at the edge). */

export const artistId = '0b7e2f52-7d1a-4c55-9a43-3f0d2c1e9a10';
/** Thursday, December 3, 2026, 10:00 UTC: the tests' "now". */
export const NOW = new Date('2026-12-03T10:00:00.000Z');

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Route = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;
export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };

/** Stubs fetch by "METHOD /path" (without /api/v1); anything else answers 404. Returns the calls. */
export function stubApi(routes: Record<string, Route>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const path = url.pathname.replace(/^\/api\/v1/, '');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, query: url.searchParams, body });
      const route = routes[`${method} ${path}`];
      return route ? route(init, url) : json({ success: false, message: 'Not found' }, 404);
    }),
  );
  return calls;
}

/** A network failure (no answer at all). */
export const offline = () => Promise.reject(new TypeError('Failed to fetch'));

export const hours = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${String(from + i).padStart(2, '0')}:00`);

/**
 * An availability answer for a range: past dates unavailable, then per-date overrides, every
 * other date open 09:00–17:00.
 */
export function availabilityFor(
  url: URL,
  overrides: Record<string, { state: DateState; free?: string[]; booked?: string[] }> = {},
  timezone = 'UTC',
): AvailabilityMap {
  const start = url.searchParams.get('startDate') ?? '';
  const end = url.searchParams.get('endDate') ?? '';
  const map: AvailabilityMap = { success: true, timezone, availability: {}, bookedSlots: {}, states: {} };
  for (const date of datesBetween(start, end)) {
    const override = overrides[date];
    if (override) {
      map.states[date] = override.state;
      if (override.free) map.availability[date] = override.free;
      if (override.booked) map.bookedSlots[date] = override.booked;
    } else if (date < '2026-12-03') {
      map.states[date] = 'unavailable';
    } else {
      map.states[date] = 'available';
      map.availability[date] = hours(9, 17);
    }
  }
  return map;
}

/** Dec 4 open, Dec 5 partly booked, Dec 6 closed, Dec 7 fully booked. */
export const demoDates = {
  '2026-12-05': { state: 'partial', free: hours(13, 17), booked: hours(9, 12) },
  '2026-12-06': { state: 'unavailable' },
  '2026-12-07': { state: 'booked', booked: hours(9, 17) },
} as const satisfies Record<string, { state: DateState; free?: string[]; booked?: string[] }>;

export function service(overrides: Partial<Service> = {}): Service {
  return {
    id: 'a1a1a1a1-0000-4000-8000-000000000001',
    slug: 'consultation',
    name: 'Art Consultation',
    duration: '1 hour',
    durationMinutes: 60,
    price: 75,
    priceLabel: '75 MACS',
    cancellationPolicy: 'flexible',
    ...overrides,
  };
}

export const visitor: OwnUser = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Sam Rivera',
  username: 'sam',
  avatarUrl: null,
  role: 'user',
  verified: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  email: 'sam@example.com',
  emailVerified: true,
  pendingEmail: null,
  emailNotifications: true,
  pushNotifications: true,
};

/** Stores a session the way login does; the stub must answer GET /auth/verify. */
export function signIn(user: OwnUser = visitor) {
  writeSession('test-token', user);
  return { 'GET /auth/verify': () => json({ success: true, valid: true, user }) };
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <MemoryRouter>
          <AuthDialogProvider>
            {children}
            <Toaster />
          </AuthDialogProvider>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>
  );
}

/** Fakes only the clock (timers stay real, so user-event and queries run normally). */
export function freezeClock(at: Date = NOW) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}
