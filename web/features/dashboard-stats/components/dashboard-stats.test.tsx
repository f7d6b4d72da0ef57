import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardStats } from '#shared/schemas/dashboard.ts';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { DashboardActivityChart } from './dashboard-activity-chart.tsx';
import { DashboardStatCards } from './dashboard-stat-cards.tsx';

const statsPath = '/api/v1/dashboard/stats';
const days = (values: number[]) =>
  values.map((value, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, value }));

const stats: DashboardStats = {
  totalViews: 1520,
  totalLikes: 87,
  totalFollowers: 0,
  totalBookings: 4,
  pendingBookings: 2,
  confirmedBookings: 1,
  revenue: { macs: 1250, usd: 82.34 },
  sessionRevenue: { held: 150, released: 300, refunded: 37.5 },
  monthlyGrowth: {
    months: { current: '2026-10', previous: '2026-09' },
    views: 12.5,
    likes: -3,
    followers: null,
    revenue: { macs: 0, usd: 50 },
  },
  series: { views: days([3, 0, 7]), revenueMacs: days([0, 25, 0]), revenueUsd: days([0, 0, 0]) },
};

afterEach(() => vi.unstubAllGlobals());

function renderStats() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <DashboardStatCards />
      <DashboardActivityChart />
    </QueryClientProvider>,
  );
}

describe('dashboard figures', () => {
  it('shows the totals with units and K, each with its growth against the named month', async () => {
    const calls = stubFetch({ [statsPath]: () => jsonResponse(200, { success: true, data: stats }) });
    renderStats();
    const list = await screen.findByRole('list', { name: 'Your figures' });
    const card = (label: string) => within(list).getByText(label).closest('li') as HTMLElement;
    expect(card('Total views')).toHaveTextContent('1.5K');
    expect(card('Total views')).toHaveTextContent('+12.5% vs Sep');
    expect(within(card('Total views')).getByText('+12.5% compared with September 2026')).toBeInTheDocument();
    expect(card('Total likes')).toHaveTextContent('87');
    expect(card('Total likes')).toHaveTextContent('−3.0% vs Sep');
    expect(card('Followers')).toHaveTextContent('No Sep data');
    expect(card('Revenue')).toHaveTextContent('1,250.00 MACS');
    expect(card('Revenue')).toHaveTextContent('MACS: 0.0% vs Sep');
    expect(card('Revenue')).toHaveTextContent('$82.34 USD');
    expect(card('Revenue')).toHaveTextContent('USD: +50.0% vs Sep');
    // Paid sessions' MACS apart: still held in escrow, released to the artist, refunded to clients.
    const sessions = screen.getByRole('region', { name: 'Session revenue' });
    const figure = (term: string) => within(sessions).getByText(term).closest('div') as HTMLElement;
    expect(figure('Held in escrow')).toHaveTextContent('150.00 MACS');
    expect(figure('Released to you')).toHaveTextContent('300.00 MACS');
    expect(figure('Refunded')).toHaveTextContent('37.50 MACS');
    // The chips name only the month compared with; the line under them names both months.
    expect(
      screen.getByText('Growth compares October 2026, the last full month, with September 2026.'),
    ).toBeVisible();
    // The chart's hidden table carries the same daily figures; one request feeds both.
    const table = await screen.findByRole('table', { name: 'Views and revenue, last 30 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('columnheader', { name: 'Revenue (MACS)' })).toBeInTheDocument();
    expect(calls.filter((url) => url.includes(statsPath))).toHaveLength(1);
  });

  it('says the figures failed, never inventing any, and loads them again on Retry', async () => {
    let fail = true;
    stubFetch({
      [statsPath]: () =>
        fail
          ? jsonResponse(401, { success: false, message: 'Please sign in to continue' })
          : jsonResponse(200, { success: true, data: stats }),
    });
    renderStats();
    expect(await screen.findByText('Your figures could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText('Total views')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    expect(await screen.findByRole('list', { name: 'Your figures' })).toHaveTextContent('1.5K');
  });
});
