import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
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

function renderDetail(id: string, respond: () => Response) {
  stubFetch({ [`/api/v1/campaigns/${id}`]: respond });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <CampaignDetail id={id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

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
    // Contributing arrives with the crowdfunding release; no inert buttons meanwhile.
    expect(screen.queryByRole('button', { name: /contribute|share/i })).not.toBeInTheDocument();
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
});
