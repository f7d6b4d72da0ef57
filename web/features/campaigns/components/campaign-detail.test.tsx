import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_ENDED_MESSAGE } from '#shared/schemas/campaign-writes.ts';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { AuthProvider } from '#web/lib/auth-state.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { FakeAuthDialog } from '#web/lib/reporting/test-kit.tsx';
import { clearToasts, getToasts } from '#web/ui/toast-store.ts';
import { CampaignDetail } from './campaign-detail.tsx';
import { buildCampaign } from './campaign-fixtures.ts';

const kiln = buildCampaign({
  title: 'A Wood Kiln for the Community Studio',
  description: 'An anagama kiln that local potters can share.',
  currentAmount: 7_680,
  pendingAmount: 95.5,
  targetAmount: 12_000,
  progressPercentage: 64,
  daysRemaining: 6,
  backers: 9,
  createdAt: '2025-03-01T12:00:00.000Z',
  deadline: '2025-04-10T12:00:00.000Z',
});

type Handlers = Parameters<typeof stubFetch>[0];

function renderDetail(id: string, respond: () => Response, more: Handlers = {}) {
  const calls = stubFetch({
    [`/api/v1/campaigns/${id}/updates`]: () => jsonResponse(200, { success: true, data: [] }),
    [`/api/v1/campaigns/${id}/contributions`]: () => jsonResponse(200, { success: true, data: [] }),
    ...more,
    [`/api/v1/campaigns/${id}`]: respond,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <MemoryRouter>
          <FakeAuthDialog>
            <CampaignDetail id={id} />
          </FakeAuthDialog>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('campaign detail', () => {
  it('shows the story, the figures, pending crypto apart and the dates', async () => {
    renderDetail(kiln.id, () => jsonResponse(200, kiln));
    expect(await screen.findByRole('heading', { level: 1, name: kiln.title })).toBeVisible();
    expect(screen.getByText('Maya Chen')).toBeVisible();
    expect(screen.getByText(kiln.description)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Campaign launched' })).toBeVisible();

    const funding = within(screen.getByRole('complementary'));
    expect(funding.getByText('$7,680')).toBeVisible();
    expect(funding.getByText('$12,000')).toBeVisible();
    expect(funding.getByText('+$96 pending confirmation')).toBeVisible();
    const figure = (label: string) => funding.getByText(label).closest('div')!.querySelector('dd');
    expect(figure('backers')).toHaveTextContent(/^9$/);
    expect(figure('days to go')).toHaveTextContent(/^6$/);
    expect(figure('funded')).toHaveTextContent(/^64%$/);
    expect(funding.getByText('March 1, 2025')).toBeVisible();
    expect(funding.getByText('April 10, 2025')).toBeVisible();
    expect(funding.getByText('Art & Design')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to campaigns' })).toHaveAttribute('href', '/campaigns');
    expect(funding.getByRole('button', { name: 'Contribute' })).toBeVisible();
    expect(funding.getByRole('button', { name: 'Share' })).toBeVisible();
    expect(await screen.findByText(/No contributions yet/)).toBeVisible();
  });

  it('names an artist without a name Anonymous Artist and hides pending when there is none', async () => {
    const quiet = { ...kiln, artistName: ' ', pendingAmount: 0 };
    renderDetail(quiet.id, () => jsonResponse(200, quiet));
    expect(await screen.findByText('Anonymous Artist', { selector: 'span' })).toBeVisible();
    expect(screen.queryByText(/pending confirmation/)).not.toBeInTheDocument();
  });

  it("shows 'Campaign not found' with a back link when the server has no such campaign", async () => {
    renderDetail('nope', () => jsonResponse(404, { success: false, message: 'Campaign not found' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to campaigns' })).toHaveAttribute('href', '/campaigns');
  });

  it('shows a failure as an error with Retry, not as not found', async () => {
    renderDetail(kiln.id, () =>
      jsonResponse(403, { success: false, message: 'You are not allowed to do that' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You are not allowed to do that');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.queryByText('Campaign not found')).not.toBeInTheDocument();
  });

  it('links the artist, lists the real updates above the launch and the recent contributions', async () => {
    const withHandle = { ...kiln, artistUsername: 'maya' };
    renderDetail(kiln.id, () => jsonResponse(200, withHandle), {
      [`/api/v1/campaigns/${kiln.id}/updates`]: () =>
        jsonResponse(200, {
          success: true,
          data: [
            {
              id: '00000000-0000-4000-8000-00000000aa01',
              body: 'The kiln shed has a roof!',
              createdAt: '2025-03-20T09:00:00.000Z',
            },
          ],
        }),
      [`/api/v1/campaigns/${kiln.id}/contributions`]: () =>
        jsonResponse(200, {
          success: true,
          data: [
            {
              id: '00000000-0000-4000-8000-00000000bb01',
              contributorName: 'Sam Rivera',
              amount: 25.5,
              paymentType: 'fiat',
              network: null,
              token: null,
              status: 'confirmed',
              createdAt: '2025-03-21T09:00:00.000Z',
            },
            {
              id: '00000000-0000-4000-8000-00000000bb02',
              contributorName: 'Anonymous',
              amount: 40,
              paymentType: 'crypto',
              network: 'solana',
              token: 'SOL',
              status: 'pending',
              createdAt: '2025-03-22T09:00:00.000Z',
            },
          ],
        }),
    });
    expect(await screen.findByRole('link', { name: 'Maya Chen' })).toHaveAttribute('href', '/artists/maya');
    const updates = within(screen.getByRole('region', { name: 'Updates' }));
    expect(await updates.findByText('The kiln shed has a roof!')).toBeVisible();
    const titles = updates.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Update from Maya Chen', 'Campaign launched']);
    const list = within(screen.getByRole('region', { name: 'Recent contributions' }));
    const rows = await list.findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Sam Rivera');
    expect(rows[0]).toHaveTextContent('$25.50');
    expect(rows[0]).toHaveTextContent('March 21, 2025');
    expect(within(rows[0] as HTMLElement).getByText('Confirmed')).toBeVisible();
    expect(rows[1]).toHaveTextContent('Anonymous');
    expect(rows[1]).toHaveTextContent('$40');
    expect(within(rows[1] as HTMLElement).getByText('Pending')).toBeVisible();
  });

  it('says an ended campaign has ended and offers no Contribute', async () => {
    const ended = { ...kiln, daysRemaining: 0, status: 'ended' as const };
    renderDetail(ended.id, () => jsonResponse(200, ended));
    expect(await screen.findByText(CAMPAIGN_ENDED_MESSAGE)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Contribute' })).not.toBeInTheDocument();
  });

  it('copies the link on Share and reloads the campaign after a contribution', async () => {
    const user = userEvent.setup();
    let served = 0;
    const calls = renderDetail(
      kiln.id,
      () => jsonResponse(200, ++served === 1 ? kiln : { ...kiln, currentAmount: 7_700 }),
      {
        '/api/v1/crowdfunding/networks': () =>
          jsonResponse(200, { success: true, paymentMode: 'test', data: [] }),
        [`/api/v1/campaigns/${kiln.id}/contribute`]: () =>
          jsonResponse(201, {
            success: true,
            message: 'Thank you for your contribution!',
            data: {
              campaign: { ...kiln, currentAmount: 7_700 },
              contribution: {
                id: '00000000-0000-4000-8000-00000000bb03',
                contributorName: 'Anonymous',
                amount: 20,
                paymentType: 'fiat',
                network: null,
                token: null,
                status: 'confirmed',
                createdAt: '2025-03-22T09:00:00.000Z',
              },
            },
          }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/campaigns/${kiln.id}`);
    expect(getToasts()[0]?.message).toBe('Campaign link copied to clipboard');

    await user.click(screen.getByRole('button', { name: 'Contribute' }));
    await user.type(await screen.findByRole('spinbutton', { name: /Amount/ }), '20');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Contribute' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('complementary')).getByText('$7,700')).toBeVisible();
    await waitFor(() => expect(calls.filter((url) => url.endsWith(`/campaigns/${kiln.id}`)).length).toBe(2));
  });
});
