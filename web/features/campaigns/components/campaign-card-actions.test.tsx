import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { AuthProvider } from '#web/lib/auth-state.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { clearToasts, getToasts } from '#web/ui/toast-store.ts';
import { CampaignCatalogue } from './campaign-catalogue.tsx';
import { buildCampaign } from './campaign-fixtures.ts';

const open = buildCampaign({ title: 'A Wood Kiln', daysRemaining: 6 });
const ended = buildCampaign({ title: 'Mural for P.S. 84', daysRemaining: 0, status: 'ended' });

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('campaign card actions', () => {
  it('opens the contribution dialog from a card, copies the link on Share, and reloads after paying', async () => {
    const user = userEvent.setup();
    let listed = 0;
    stubFetch({
      '/api/v1/campaigns': () => {
        listed += 1;
        return jsonResponse(200, [open, ended]);
      },
      '/api/v1/crowdfunding/networks': () =>
        jsonResponse(200, { success: true, paymentMode: 'test', data: [] }),
      [`/api/v1/campaigns/${open.id}/contribute`]: () =>
        jsonResponse(201, {
          success: true,
          message: 'Thank you for your contribution!',
          data: {
            campaign: open,
            contribution: {
              id: '00000000-0000-4000-8000-00000000cc01',
              contributorName: 'Anonymous',
              amount: 10,
              paymentType: 'fiat',
              network: null,
              token: null,
              status: 'confirmed',
              createdAt: '2025-03-22T09:00:00.000Z',
            },
          },
        }),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider>
          <MemoryRouter initialEntries={['/campaigns']}>
            <CampaignCatalogue />
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Contribute to A Wood Kiln' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Contribute to Mural for P.S. 84' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Share Mural for P.S. 84' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/campaigns/${ended.id}`);
    expect(getToasts()[0]?.message).toBe('Campaign link copied to clipboard');

    await user.click(screen.getByRole('button', { name: 'Contribute to A Wood Kiln' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Support “A Wood Kiln”')).toBeVisible();
    await user.type(dialog.getByRole('spinbutton', { name: /Amount/ }), '10');
    await user.click(dialog.getByRole('button', { name: 'Contribute' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listed).toBe(2));
  });
});
