import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCampaign } from '#web/features/campaigns/components/campaign-fixtures.ts';
import { json, maya, Providers, stubApi } from '#web/features/studio/test-fixtures.tsx';
import { DashboardCampaignsTab } from './dashboard-campaigns.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('dashboard My Campaigns tab', () => {
  it('offers a supporter the artist profile first and never asks for their campaigns', async () => {
    const calls = stubApi({});
    render(
      <Providers>
        <DashboardCampaignsTab user={{ ...maya, role: 'user' }} />
      </Providers>,
    );
    expect(await screen.findByRole('heading', { name: 'Become a creator' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create Campaign' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/crowdfunding'))).toEqual([]);
  });

  it('shows an artist the create form and their own campaigns', async () => {
    stubApi({
      'GET /crowdfunding/mine': () =>
        json({ success: true, data: [buildCampaign({ title: 'Clay for Schools' })] }),
    });
    render(
      <Providers>
        <DashboardCampaignsTab user={maya} />
      </Providers>,
    );
    expect(screen.getByRole('button', { name: 'Create Campaign' })).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Clay for Schools' })).toBeVisible();
  });
});
