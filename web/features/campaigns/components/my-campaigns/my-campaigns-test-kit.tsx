import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { OwnerContribution } from '#shared/schemas/campaign-writes.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { Toaster } from '#web/ui/toast.tsx';

export const artistId = '11111111-1111-4111-8111-111111111111';

/** Renders with a fresh query cache, a router and the toast outlet, as the dashboard does. */
export function renderWithApp(ui: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        {ui}
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let next = 0;

/** A contribution as the owner's manage endpoint sends it. */
export function buildOwnerContribution(overrides: Partial<OwnerContribution> = {}): OwnerContribution {
  next += 1;
  return {
    id: `22222222-2222-4222-8222-${String(next).padStart(12, '0')}`,
    contributorName: 'Anonymous',
    amount: 95.5,
    paymentType: 'crypto',
    network: 'polygon',
    token: 'MATIC',
    status: 'pending',
    createdAt: '2026-03-09T15:30:00.000Z',
    note: null,
    senderAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
    txHash: null,
    platformWallet: '0x000000000000000000000000000000000000dEaD',
    confirmedAt: null,
    closedReason: null,
    ...overrides,
  };
}
