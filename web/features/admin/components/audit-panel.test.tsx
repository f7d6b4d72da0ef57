import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_PAGE_SIZE, type AuditFilters, noAuditFilters } from '../api/admin-api.ts';
import { buildAuditEntry, ok, renderAdmin, serveAdmin } from '../test-kit.tsx';
import { AuditPanel } from './audit-panel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Stands in for the console, which owns the filters. */
function FilterHost() {
  const [filters, setFilters] = useState<AuditFilters>(noAuditFilters);
  return <AuditPanel filters={filters} onFiltersChange={setFilters} />;
}

const params = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

describe('the audit log', () => {
  it('shows who did what to which target, why and when', async () => {
    const entry = buildAuditEntry();
    serveAdmin({
      '/api/v1/admin/audit': () => ok([entry, buildAuditEntry({ actor: null, action: 'report.dismiss' })]),
    });
    renderAdmin(<FilterHost />);
    const log = await screen.findByRole('list', { name: 'Audit log, newest first' });
    const [first, second] = within(log).getAllByRole('listitem');
    expect(first).toHaveTextContent('Olive Ops');
    expect(first).toHaveTextContent('User suspend');
    expect(first).toHaveTextContent('user.suspend');
    expect(first).toHaveTextContent(`Target user ${entry.targetId}`);
    expect(first).toHaveTextContent('Repeated spam in comments');
    expect(within(first!).getByText('3 hours ago')).toHaveAttribute('datetime', entry.createdAt);
    expect(second).toHaveTextContent('System');
    expect(screen.getByText('No older entries.')).toBeInTheDocument();
  });

  it('names the decisions on disputes by what happened to the money', async () => {
    const bookingId = '12121212-1212-4212-8212-121212121212';
    serveAdmin({
      '/api/v1/admin/audit': () =>
        ok(
          (['release', 'refund', 'split'] as const).map((outcome) =>
            buildAuditEntry({ action: `dispute.${outcome}`, targetType: 'booking', targetId: bookingId }),
          ),
        ),
    });
    renderAdmin(<FilterHost />);
    const log = await screen.findByRole('list', { name: 'Audit log, newest first' });
    const [release, refund, split] = within(log).getAllByRole('listitem');
    expect(release).toHaveTextContent('Dispute: released to the artist');
    expect(refund).toHaveTextContent('Dispute: refunded to the client');
    expect(split).toHaveTextContent('Dispute: split between both');
    expect(split).toHaveTextContent('dispute.split');
    expect(split).toHaveTextContent(`Target booking ${bookingId}`);
  });

  it('filters by action, target type and operator', async () => {
    const api = serveAdmin({ '/api/v1/admin/audit': () => ok([]) });
    renderAdmin(<FilterHost />);
    expect(await screen.findByRole('heading', { name: 'No operator actions yet' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: 'Action' }), 'user.suspend');
    await userEvent.type(screen.getByRole('combobox', { name: 'Target type' }), 'user');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Operator' }), 'ops');
    expect(
      await screen.findByRole('heading', { name: 'No entries match these filters' }),
    ).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(params(api.calls.at(-1)!)).toEqual({
        action: 'user.suspend',
        targetType: 'user',
        actor: 'ops',
        limit: String(AUDIT_PAGE_SIZE),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { name: 'No operator actions yet' })).toBeInTheDocument();
  });

  it('loads older entries from before the last one shown', async () => {
    const page = Array.from({ length: AUDIT_PAGE_SIZE }, (_, i) =>
      buildAuditEntry({ createdAt: new Date(Date.UTC(2026, 2, 10, 12, 0, 0) - i * 60_000).toISOString() }),
    );
    const older = buildAuditEntry({ reason: 'The oldest decision', createdAt: '2026-03-01T08:00:00.000Z' });
    const api = serveAdmin({
      '/api/v1/admin/audit': (url) => ok(params(url).before ? [older] : page),
    });
    renderAdmin(<FilterHost />);
    await screen.findByRole('list', { name: 'Audit log, newest first' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('The oldest decision')).toBeInTheDocument();
    expect(params(api.calls.at(-1)!).before).toBe(page.at(-1)!.createdAt);
    expect(screen.getAllByRole('listitem')).toHaveLength(AUDIT_PAGE_SIZE + 1);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
