import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '#web/lib/query-client.ts';
import { Toaster } from '#web/ui/toast.tsx';
import { TEST_NOW } from './booking-fixtures.ts';

/** Test-only: fixes Date (nothing else), so timers and promises run as usual. */
export function freezeDate() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TEST_NOW);
}

/** Test-only: renders with a fresh query client, a router and the toast area. */
export function renderBookings(element: ReactNode, path = '/') {
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {element}
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
