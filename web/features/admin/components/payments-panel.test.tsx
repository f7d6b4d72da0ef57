import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODERATION_REASON_MESSAGE } from '#shared/schemas/moderation.ts';
import { jsonResponse } from '#web/app/test-fetch.ts';
import { clearToasts } from '#web/ui/toast.tsx';
import { buildBridge, buildCrypto, buildDispute, done, ok, renderAdmin, serveAdmin } from '../test-kit.tsx';
import { PaymentsPanel } from './payments-panel.tsx';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

const kiln = buildCrypto();
const noHash = buildCrypto({
  campaign: { id: '44444444-4444-4444-8444-444444444444', title: 'Orbits' },
  amount: 800,
  network: 'xrp',
  token: 'XRP',
  senderAddress: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
  txHash: null,
  explorerUrl: null,
});
const bridge = buildBridge();

describe('the payments queue', () => {
  it('shows pending crypto with its chain details and pending bridge requests', async () => {
    serveAdmin({
      '/api/v1/admin/payments': () => ok({ crypto: [kiln, noHash], bridge: [bridge], disputes: [] }),
    });
    renderAdmin(<PaymentsPanel />);

    const first = await screen.findByRole('article', { name: /A Wood Kiln for the Community Studio/ });
    expect(within(first).getByText('$95.50 USD')).toBeInTheDocument();
    expect(within(first).getByText('Polygon · MATIC')).toBeInTheDocument();
    expect(within(first).getByText('Maya Chen')).toBeInTheDocument();
    expect(within(first).getByText(kiln.senderAddress)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /0xabc123/ })).toHaveAttribute(
      'href',
      'https://polygonscan.com/tx/0xabc123',
    );
    expect(within(first).getByText('5 hours ago')).toBeInTheDocument();

    const second = screen.getByRole('article', { name: /Orbits/ });
    expect(within(second).getByText('$800.00 USD')).toBeInTheDocument();
    expect(within(second).getByText('XRP Ledger · XRP')).toBeInTheDocument();
    expect(within(second).getByText('Not given')).toBeInTheDocument();

    const request = screen.getByRole('article', { name: /Sam Rivera/ });
    expect(within(request).getByText('10.00 MACS')).toBeInTheDocument();
    expect(within(request).getByText('Solana')).toBeInTheDocument();
    expect(within(request).getByText(bridge.address)).toBeInTheDocument();
    expect(within(request).getByText('1 hour ago')).toBeInTheDocument();
  });

  it("shows a disputed session with both parties, the amount held and the client's reason", async () => {
    const dispute = buildDispute();
    serveAdmin({ '/api/v1/admin/payments': () => ok({ crypto: [], bridge: [], disputes: [dispute] }) });
    renderAdmin(<PaymentsPanel />);

    const section = await screen.findByRole('region', { name: /Disputed sessions/ });
    const card = within(section).getByRole('article', { name: 'Custom Ceramic Piece EAS-7K3Q9M' });
    expect(within(card).getByText('150.00 MACS')).toBeInTheDocument();
    expect(within(card).getByText('Held in escrow')).toBeInTheDocument();
    expect(within(card).getByText('Artist').nextElementSibling).toHaveTextContent('Maya Chen @maya');
    expect(within(card).getByText('Client').nextElementSibling).toHaveTextContent('Sam Rivera @sam');
    // The session in the viewer's zone (tests run in UTC), its shared date said once.
    expect(within(card).getByText(/Mar 9, 2026, 3:30\s*–\s*4:30\sPM/)).toHaveAttribute(
      'datetime',
      dispute.startsAt,
    );
    expect(within(card).getByText('3 hours ago')).toHaveAttribute('datetime', dispute.openedAt);
    expect(within(card).getByRole('blockquote')).toHaveTextContent(dispute.reason);
    expect(within(card).getByRole('button', { name: 'Resolve dispute' })).toBeInTheDocument();
  });

  it('says so when the queues are empty', async () => {
    serveAdmin();
    renderAdmin(<PaymentsPanel />);
    expect(
      await screen.findByRole('heading', { name: 'No pending crypto contributions' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No pending bridge requests' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No open disputes' })).toBeInTheDocument();
  });

  it('confirms a contribution with the reason written', async () => {
    const api = serveAdmin({
      '/api/v1/admin/payments': () => ok({ crypto: [kiln], bridge: [], disputes: [] }),
      [`/api/v1/admin/contributions/${kiln.id}/confirm`]: () => done('Contribution confirmed'),
    });
    renderAdmin(<PaymentsPanel />);
    const card = await screen.findByRole('article', { name: /A Wood Kiln/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm contribution' });
    expect(within(dialog).getByText(/\$95\.50 USD in MATIC on Polygon/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Found on Polygonscan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Contribution confirmed')).toBeInTheDocument();
    expect(api.posted).toEqual([
      { path: `/api/v1/admin/contributions/${kiln.id}/confirm`, body: { reason: 'Found on Polygonscan' } },
    ]);
  });

  it('completes a bridge request only with a transaction hash; its reason is optional', async () => {
    const api = serveAdmin({
      '/api/v1/admin/payments': () => ok({ crypto: [], bridge: [bridge], disputes: [] }),
      [`/api/v1/admin/bridge/${bridge.id}/complete`]: () => done('Bridge request completed'),
    });
    renderAdmin(<PaymentsPanel />);
    const card = await screen.findByRole('article', { name: /Sam Rivera/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete bridge request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(within(dialog).getByRole('textbox', { name: /Transaction hash/ })).toHaveAccessibleDescription(
      'Please enter the transaction hash',
    );
    expect(api.posted).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Transaction hash/ }), ' 5Kd9xQ ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Bridge request completed')).toBeInTheDocument();
    expect(api.posted).toEqual([
      { path: `/api/v1/admin/bridge/${bridge.id}/complete`, body: { txHash: '5Kd9xQ' } },
    ]);
  });

  it('fails a bridge request only with a reason', async () => {
    const api = serveAdmin({
      '/api/v1/admin/payments': () => ok({ crypto: [], bridge: [bridge], disputes: [] }),
      [`/api/v1/admin/bridge/${bridge.id}/fail`]: () => done('Bridge request failed; 10.00 MACS returned'),
    });
    renderAdmin(<PaymentsPanel />);
    const card = await screen.findByRole('article', { name: /Sam Rivera/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Fail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fail bridge request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fail request' }));
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
      expect.stringContaining(MODERATION_REASON_MESSAGE),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Address is a contract');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fail request' }));
    expect(await screen.findByText('Bridge request failed; 10.00 MACS returned')).toBeInTheDocument();
    expect(api.posted).toEqual([
      { path: `/api/v1/admin/bridge/${bridge.id}/fail`, body: { reason: 'Address is a contract' } },
    ]);
  });

  it('shows the 409 of a decision made first elsewhere and refreshes the queue', async () => {
    const state = { decided: false };
    const api = serveAdmin({
      '/api/v1/admin/payments': () => ok({ crypto: state.decided ? [] : [kiln], bridge: [], disputes: [] }),
      [`/api/v1/admin/contributions/${kiln.id}/reject`]: () => {
        state.decided = true;
        return jsonResponse(409, {
          success: false,
          message: 'This contribution has already been confirmed',
          error: 'This contribution has already been confirmed',
          code: 'CONFLICT',
        });
      },
    });
    renderAdmin(<PaymentsPanel />);
    const card = await screen.findByRole('article', { name: /A Wood Kiln/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject contribution' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Not on chain');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('This contribution has already been confirmed');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByRole('heading', { name: 'No pending crypto contributions' }),
    ).toBeInTheDocument();
    expect(api.count('/api/v1/admin/payments')).toBe(2);
  });
});
