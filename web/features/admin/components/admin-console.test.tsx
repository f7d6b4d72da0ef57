import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#web/app/test-fetch.ts';
import { clearToasts } from '#web/ui/toast.tsx';
import {
  buildAuditEntry,
  buildBridge,
  buildReportGroup,
  buildUser,
  done,
  ok,
  operatorId,
  renderAdmin,
  serveAdmin,
  summary,
} from '../test-kit.tsx';
import { AdminConsole } from './admin-console.tsx';

// The tabs are lazily loaded chunks; loading them once up front keeps a busy run from timing out.
beforeAll(async () => {
  await Promise.all([
    import('./reports-panel.tsx'),
    import('./payments-panel.tsx'),
    import('./people-panel.tsx'),
    import('./audit-panel.tsx'),
  ]);
});

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

describe('the operator console', () => {
  it('shows the five figures, each linking to its tab, and opens the reports queue by default', async () => {
    serveAdmin({ '/api/v1/admin/reports': () => ok([buildReportGroup()]) });
    renderAdmin(<AdminConsole operatorId={operatorId} />);
    const figures = [
      ['summary-openReports', 'Open reports', '3', '/admin'],
      ['summary-pendingCrypto', 'Pending crypto', '1', '/admin?tab=payments'],
      ['summary-pendingBridge', 'Pending bridge', '2', '/admin?tab=payments'],
      ['summary-openDisputes', 'Open disputes', '5', '/admin?tab=payments'],
      ['summary-suspendedAccounts', 'Suspended', '4', '/admin?tab=people'],
    ] as const;
    for (const [testId, label, value, href] of figures) {
      const link = await screen.findByTestId(testId);
      await within(link).findByText(value);
      expect(link).toHaveTextContent(label);
      expect(link).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('tab', { name: 'Reports, 3 waiting' })).toHaveAttribute('aria-selected', 'true');
    // Crypto, bridge and disputes together: 1 + 2 + 5.
    expect(screen.getByRole('tab', { name: 'Payments, 8 waiting' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Tide Pool Cups' })).toBeInTheDocument();
  });

  it('keeps the tab in the URL', async () => {
    serveAdmin({
      '/api/v1/admin/payments': () => ok({ crypto: [], bridge: [buildBridge()], disputes: [] }),
      '/api/v1/admin/users': () => ok([buildUser()]),
      '/api/v1/admin/audit': () => ok([buildAuditEntry()]),
    });
    const router = renderAdmin(<AdminConsole operatorId={operatorId} />, '/admin?tab=payments');
    expect(await screen.findByRole('heading', { name: /Bridge requests/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Payments/ })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: 'People' }));
    expect(await screen.findByRole('article', { name: 'Sam Rivera' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=people');

    await userEvent.click(screen.getByRole('tab', { name: 'Audit log' }));
    expect(await screen.findByRole('list', { name: 'Audit log, newest first' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=audit');

    await userEvent.click(screen.getByRole('tab', { name: /Reports/ }));
    expect(await screen.findByRole('heading', { name: 'No open reports' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('reloads the summary after an act', async () => {
    const bridge = buildBridge();
    const api = serveAdmin({
      '/api/v1/admin/payments': () => ok({ crypto: [], bridge: [bridge], disputes: [] }),
      [`/api/v1/admin/bridge/${bridge.id}/complete`]: () => done('Bridge request completed'),
    });
    renderAdmin(<AdminConsole operatorId={operatorId} />, '/admin?tab=payments');
    const card = await screen.findByRole('article', { name: /Sam Rivera/ });
    expect(api.count('/api/v1/admin/summary')).toBe(1);
    await userEvent.click(within(card).getByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete bridge request' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Transaction hash/ }), '5Kd9xQ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Sent from the hot wallet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Bridge request completed')).toBeInTheDocument();
    await vi.waitFor(() => expect(api.count('/api/v1/admin/summary')).toBe(2));
    expect(api.count('/api/v1/admin/payments')).toBe(2);
    expect(api.posted[0]?.body).toEqual({ txHash: '5Kd9xQ', reason: 'Sent from the hot wallet' });
  });

  it('says when the summary fails and loads it again on Retry', async () => {
    let fail = true;
    serveAdmin({
      '/api/v1/admin/summary': () => {
        if (!fail) return ok(summary);
        fail = false;
        return jsonResponse(403, {
          success: false,
          message: 'Only operators can do this',
          code: 'FORBIDDEN',
        });
      },
    });
    renderAdmin(<AdminConsole operatorId={operatorId} />);
    expect(await screen.findByText('Only operators can do this')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await within(await screen.findByTestId('summary-openReports')).findByText('3'),
    ).toBeInTheDocument();
  });
});
