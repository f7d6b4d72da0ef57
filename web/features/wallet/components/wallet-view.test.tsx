import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Wallet, WalletEscrow, WalletTransaction } from '#shared/schemas/wallet.ts';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { clearToasts, Toaster } from '#web/ui/toast.tsx';
import { WalletView } from './wallet-view.tsx';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

const userId = '11111111-1111-4111-8111-111111111111';
const purchase: WalletTransaction = {
  id: '22222222-2222-4222-8222-000000000001',
  type: 'purchase',
  description: 'Purchase: Tide Pool Cups (edition)',
  counterparty: 'Maya Chen',
  amount: -60,
  createdAt: '2026-11-19T10:00:00.000Z',
};
const ok = (data: unknown, extra: object = {}) => jsonResponse(200, { success: true, data, ...extra });

/** A small wallet server: the balance moves only when a top-up arrives. */
const noEscrow: WalletEscrow = {
  asClient: { held: 0, released: 0, refunded: 0 },
  asArtist: { held: 0, released: 0, refunded: 0 },
};

function serve(options: { failFirst?: boolean; escrow?: WalletEscrow; topupRefused?: boolean } = {}) {
  const state = {
    balance: 440,
    rows: [purchase],
    fail: options.failFirst ?? false,
    topups: [] as RequestInit[],
  };
  const wallet = (): Wallet => ({
    userId,
    balance: state.balance,
    currency: 'MACS',
    paymentMode: 'test',
    wallets: [],
    recentTransactions: state.rows,
  });
  stubFetch({
    '/api/v1/wallet': () => {
      if (!state.fail) return ok(wallet());
      state.fail = false;
      return jsonResponse(404, {
        success: false,
        message: 'Wallet unavailable',
        error: 'x',
        code: 'NOT_FOUND',
      });
    },
    '/api/v1/wallet/transactions': () => ok(state.rows, { page: 1, pageSize: 10, total: state.rows.length }),
    '/api/v1/wallet/balance-history': () => ok([{ date: '2026-11-24', balance: state.balance }]),
    '/api/v1/bridge': () => ok([]),
    '/api/v1/wallet/escrow': () => ok(options.escrow ?? noEscrow),
    '/api/v1/wallet/topup': (_url, init) => {
      state.topups.push(init!);
      if (options.topupRefused) {
        return jsonResponse(503, { success: false, message: 'Top-ups are paused', code: 'UNAVAILABLE' });
      }
      state.balance += 25;
      return jsonResponse(201, { success: true, message: 'Added 25.00 MACS (test mode).', data: {} });
    },
    '/api/v1/wallet/connect': () =>
      jsonResponse(400, {
        success: false,
        message: 'Please enter a valid Solana wallet address',
        error: 'Please enter a valid Solana wallet address',
        code: 'VALIDATION_FAILED',
        details: [{ field: 'address', message: 'Please enter a valid Solana wallet address' }],
      }),
  });
  return state;
}

function renderView() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <WalletView />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('WalletView', () => {
  it('shows the balance with its unit and the history with a signed amount', async () => {
    serve();
    renderView();
    expect(await screen.findByText('440.00 MACS')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Transactions, newest first' });
    expect(within(table).getByText('Maya Chen')).toBeInTheDocument();
    expect(within(table).getByText('−60.00 MACS')).toBeInTheDocument();
    expect(
      screen.getByText('No wallets connected yet. Add an address below to bridge MACS out.'),
    ).toBeInTheDocument();
  });

  it('says what failed and loads again on Retry', async () => {
    serve({ failFirst: true });
    renderView();
    expect(await screen.findByText('Wallet unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('440.00 MACS')).toBeInTheDocument();
  });

  it('tops up in test mode with an Idempotency-Key and shows the new balance', async () => {
    const state = serve();
    renderView();
    await userEvent.click(await screen.findByRole('button', { name: 'Top up (test mode)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Top up (test mode)' });
    expect(within(dialog).getByText(/Test mode: no real money moves/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add MACS' }));
    expect(await within(dialog).findByText('Please enter a valid top-up amount')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Amount/ }), '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add MACS' }));
    expect(await screen.findByText('465.00 MACS')).toBeInTheDocument();
    expect(state.topups).toHaveLength(1);
    expect(new Headers(state.topups[0]!.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(state.topups[0]!.body))).toEqual({ amount: 25 });
  });

  it("clears the server's last answer when the next attempt is refused by the form itself", async () => {
    serve({ topupRefused: true });
    renderView();
    await userEvent.click(await screen.findByRole('button', { name: 'Top up (test mode)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Top up (test mode)' });
    const amount = within(dialog).getByRole('spinbutton', { name: /Amount/ });
    await userEvent.type(amount, '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add MACS' }));
    expect(await within(dialog).findByText('Top-ups are paused')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add MACS' }));
    expect(await within(dialog).findByText('Please enter a valid top-up amount')).toBeInTheDocument();
    expect(within(dialog).queryByText('Top-ups are paused')).toBeNull();
  });

  it("shows the server's message under the address when it refuses one", async () => {
    serve();
    renderView();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Network' }), 'solana');
    await userEvent.type(screen.getByRole('textbox', { name: 'Wallet address' }), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Connect wallet' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Wallet address' })).toHaveAccessibleDescription(
        'Please enter a valid Solana wallet address',
      ),
    );
  });

  it('shows session payments held, released and refunded apart, for each side with any', async () => {
    serve({
      escrow: {
        asClient: { held: 0, released: 0, refunded: 0 },
        asArtist: { held: 150, released: 300, refunded: 37.5 },
      },
    });
    renderView();
    const artist = await screen.findByRole('region', { name: 'As an artist' });
    const figure = (term: string) => within(artist).getByText(term).closest('div') as HTMLElement;
    expect(figure('Held in escrow')).toHaveTextContent('150.00 MACS');
    expect(figure('Paid to you')).toHaveTextContent('300.00 MACS');
    expect(figure('Refunded to clients')).toHaveTextContent('37.50 MACS');
    // Nothing was ever paid as a client, so that side is left out.
    expect(screen.queryByRole('region', { name: 'As a client' })).toBeNull();
  });

  it('shows both sides when both have money, and a plain line when neither has', async () => {
    serve({
      escrow: {
        asClient: { held: 75, released: 0, refunded: 75 },
        asArtist: { held: 0, released: 20, refunded: 0 },
      },
    });
    const view = renderView();
    const client = await screen.findByRole('region', { name: 'As a client' });
    expect(within(client).getByText('Refunded to you').closest('div')).toHaveTextContent('75.00 MACS');
    expect(within(client).getByText('Paid to artists').closest('div')).toHaveTextContent('0.00 MACS');
    expect(screen.getByRole('region', { name: 'As an artist' })).toHaveTextContent('20.00 MACS');
    view.unmount();

    serve();
    renderView();
    expect(await screen.findByText(/No paid sessions yet/)).toBeInTheDocument();
  });
});
