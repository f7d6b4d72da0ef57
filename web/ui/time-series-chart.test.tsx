import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TimeSeriesChart } from './time-series-chart.tsx';

const views = {
  name: 'Views',
  unit: 'views',
  tone: 'accent' as const,
  points: [
    { date: '2026-11-01', value: 3 },
    { date: '2026-11-02', value: 0 },
    { date: '2026-11-03', value: 1250.5 },
  ],
};
const revenue = { ...views, name: 'Revenue', unit: 'MACS', tone: 'amber' as const };

describe('time series chart', () => {
  it('gives screen readers every figure in a table named by the title', () => {
    render(<TimeSeriesChart title="Last 30 days" series={[views, revenue]} />);
    const table = screen.getByRole('table', { name: 'Last 30 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent('Nov 3');
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1,250.5', '1,250.5']);
  });

  it('names each series with its unit and peak in the caption', () => {
    render(<TimeSeriesChart title="Balance" series={[revenue]} />);
    expect(screen.getByRole('figure', { name: /Balance/ })).toHaveTextContent('Revenue (MACS, peak 1,250.5)');
  });

  it('draws a flat line at the bottom when every value is zero', () => {
    const { container } = render(
      <TimeSeriesChart
        title="Quiet"
        series={[{ ...views, points: views.points.map((p) => ({ ...p, value: 0 })) }]}
      />,
    );
    const line = container.querySelectorAll('path')[1];
    expect(line?.getAttribute('d')).toBe('M0.0,200.0 L300.0,200.0 L600.0,200.0');
  });
});
