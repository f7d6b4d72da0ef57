import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { CampaignCatalogue } from './campaign-catalogue.tsx';
import { buildCampaign } from './campaign-fixtures.ts';

const kiln = buildCampaign({
  title: 'A Wood Kiln for the Community Studio',
  description: 'An anagama kiln that local potters can share.',
  currentAmount: 7_680,
  targetAmount: 12_000,
  progressPercentage: 64,
  daysRemaining: 6,
  backers: 9,
});
const orbits = buildCampaign({
  title: 'Orbits: A Projection Installation',
  description: 'A room-sized generative projection.',
  currentAmount: 9_440,
  targetAmount: 8_000,
  progressPercentage: 118,
  daysRemaining: 19,
  backers: 1,
  status: 'successful',
});
const lagoon = buildCampaign({
  title: 'Paint the Lagos Lagoon',
  description: 'Thirty days of plein-air painting.',
  currentAmount: 900,
  targetAmount: 5_000,
  progressPercentage: 18,
  daysRemaining: 2,
  backers: 4,
});
const mural = buildCampaign({
  title: 'Mural for P.S. 84',
  description: 'A geometric mural with the students.',
  currentAmount: 2_280,
  targetAmount: 3_000,
  progressPercentage: 76,
  daysRemaining: 0,
  backers: 5,
  status: 'ended',
});
const all = [kiln, orbits, lagoon, mural].map((campaign) => ({
  ...campaign,
  imageUrl: `/api/v1/files/campaigns/${campaign.id}.webp`,
}));

function renderList(campaigns: Campaign[] | (() => Response)) {
  stubFetch({
    '/api/v1/campaigns': () => (typeof campaigns === 'function' ? campaigns() : jsonResponse(200, campaigns)),
  });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/campaigns']}>
        <CampaignCatalogue />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const cardTitles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('campaign list', () => {
  it('shows every campaign with its figures, a link to its detail and the summary band', async () => {
    renderList(all);
    expect(await screen.findByRole('link', { name: kiln.title })).toHaveAttribute(
      'href',
      `/campaigns/${kiln.id}`,
    );
    expect(cardTitles()).toEqual([kiln.title, orbits.title, lagoon.title, mural.title]);

    const card = screen.getByRole('link', { name: kiln.title }).closest('article')!;
    expect(within(card).getByText('$7,680')).toBeVisible();
    expect(within(card).getByText('64%')).toBeVisible();
    expect(within(card).getByText('$12,000')).toBeVisible();
    expect(within(card).getByText('9 backers')).toBeVisible();
    expect(within(card).getByText('6 days left')).toHaveAttribute('data-tone', 'amber');
    expect(within(card).getByRole('progressbar', { name: 'Funding progress' })).toHaveAttribute(
      'aria-valuetext',
      '64%',
    );
    const ended = screen.getByRole('link', { name: mural.title }).closest('article')!;
    expect(within(ended).getByText('Ended')).toHaveAttribute('data-tone', 'ended');
    // The first card's picture is on screen when the page opens: fetched at once and first.
    const picture = (article: Element) => article.querySelector('img')!;
    expect(picture(card)).toHaveAttribute('fetchpriority', 'high');
    expect(picture(card)).toHaveAttribute('loading', 'eager');
    expect(picture(ended)).toHaveAttribute('loading', 'lazy');
    expect(picture(ended)).not.toHaveAttribute('fetchpriority');

    const summary = within(screen.getByRole('region', { name: 'Campaign summary' }));
    const figure = (label: string) =>
      summary.getByText(label).closest('div')!.querySelector('dd')!.textContent;
    expect(figure('Active campaigns')).toBe('3');
    expect(figure('Total raised')).toBe('$20,300');
    expect(figure('Successful')).toBe('1');
    expect(figure('Average progress')).toBe('69%');
  });

  it('searches title and description, and says to adjust the search when nothing matches', async () => {
    const user = userEvent.setup();
    renderList(all);
    const search = await screen.findByRole('searchbox', { name: 'Search campaigns' });

    await user.type(search, 'potters');
    expect(cardTitles()).toEqual([kiln.title]);

    await user.clear(search);
    await user.type(search, 'bronze');
    expect(screen.getByRole('heading', { name: 'No campaigns found' })).toBeVisible();
    expect(screen.getByText('Try adjusting your search terms.')).toBeVisible();
    // The summary still describes every campaign.
    expect(screen.getByText('Total raised').closest('div')!.querySelector('dd')).toHaveTextContent('$20,300');

    await user.click(screen.getByRole('button', { name: 'Show all campaigns' }));
    expect(search).toHaveValue('');
    expect(cardTitles()).toHaveLength(4);
  });

  it('filters to Ending Soon (nearest first) and Most Funded (highest first)', async () => {
    const user = userEvent.setup();
    renderList(all);
    const endingSoon = await screen.findByRole('button', { name: 'Ending Soon' });

    await user.click(endingSoon);
    expect(endingSoon).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual([lagoon.title, kiln.title]);

    await user.click(screen.getByRole('button', { name: 'Most Funded' }));
    expect(cardTitles()).toEqual([orbits.title, mural.title, kiln.title]);

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(cardTitles()).toHaveLength(4);
  });

  it('says to check back soon when there are no campaigns, or none fits the filter without a search', async () => {
    const user = userEvent.setup();
    renderList([]);
    expect(await screen.findByRole('heading', { name: 'No campaigns found' })).toBeVisible();
    expect(screen.getByText('Check back soon for new campaigns!')).toBeVisible();
    expect(screen.queryByText('Try adjusting your search terms.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Most Funded' }));
    expect(screen.getByText('Check back soon for new campaigns!')).toBeVisible();
  });

  it('shows a failed load with Retry instead of an empty list, and recovers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = true;
    renderList(() =>
      fail
        ? jsonResponse(503, { success: false, message: 'The database is unavailable' })
        : jsonResponse(200, all),
    );
    // The client retries a 503 twice (1 s, then 2 s) before giving up.
    await vi.advanceTimersByTimeAsync(3_100);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is unavailable');
    expect(screen.queryByText('No campaigns found')).not.toBeInTheDocument();

    fail = false;
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: kiln.title })).toBeVisible();
  });
});
