import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WALLET_COPY_INDICATOR_MS } from '#shared/constants.ts';
import {
  CONTRIBUTION_AMOUNT_MESSAGE,
  CONTRIBUTION_SENT_MESSAGE,
  WALLET_ADDRESS_MESSAGE,
} from '#shared/schemas/campaign-writes.ts';
import { createDeferred, jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { AuthProvider } from '#web/lib/auth-state.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { clearToasts, getToasts } from '#web/ui/toast-store.ts';
import { buildCampaign } from './campaign-fixtures.ts';
import { ContributionDialog, TEST_MODE_LABEL } from './contribution-dialog.tsx';

const campaign = buildCampaign({ title: 'A Wood Kiln' });
const contributeUrl = `/api/v1/campaigns/${campaign.id}/contribute`;
const networks = {
  success: true,
  paymentMode: 'test',
  data: [
    { network: 'polygon', token: 'MATIC', platformWallet: '0xFAKE000000000000000000000000000000000001' },
    { network: 'solana', token: 'SOL', platformWallet: 'FakeSolanaWallet1111111111111111111111111' },
    { network: 'bnb', token: 'BNB', platformWallet: '0xFAKE000000000000000000000000000000000001' },
    { network: 'xrp', token: 'XRP', platformWallet: 'rFakeXrpWallet111111111111111' },
    { network: 'xdc', token: 'XDC', platformWallet: 'xdcFAKE00000000000000000000000000000000002' },
  ],
};
const accepted = (status: 'confirmed' | 'pending') =>
  jsonResponse(201, {
    success: true,
    message: 'Thank you for your contribution!',
    data: {
      campaign: { ...campaign, currentAmount: 25 },
      contribution: {
        id: '00000000-0000-4000-8000-0000000000c1',
        contributorName: 'Anonymous',
        amount: 25,
        paymentType: status === 'pending' ? 'crypto' : 'fiat',
        network: null,
        token: null,
        status,
        createdAt: '2025-03-01T12:00:00.000Z',
      },
    },
  });

type Post = { body: Record<string, unknown>; key: string | undefined };

function setup(respond: () => Promise<Response> | Response = () => accepted('confirmed')) {
  const posts: Post[] = [];
  stubFetch({
    '/api/v1/crowdfunding/networks': () => jsonResponse(200, networks),
    [contributeUrl]: (_url, init) => {
      const headers = init?.headers as Record<string, string>;
      posts.push({ body: JSON.parse(String(init?.body)), key: headers['Idempotency-Key'] });
      return respond();
    },
  });
  const onContributed = vi.fn();
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <ContributionDialog
          campaign={campaign}
          open={open}
          onOpenChange={setOpen}
          onContributed={onContributed}
        />
      </>
    );
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <Harness />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { posts, onContributed, user: userEvent.setup() };
}

const submit = () => screen.getByRole('button', { name: 'Contribute' });
const amount = () => screen.getByRole('spinbutton', { name: /Amount/ });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearToasts();
});

describe('contribution dialog', () => {
  it('starts empty, in fiat and test mode, and resets on every open', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(amount()).toHaveValue(null);
    expect(amount()).toHaveAttribute('min', '1');
    expect(amount()).toHaveAttribute('step', '0.01');
    expect(screen.getByRole('radio', { name: 'Card (fiat)' })).toBeChecked();
    expect(await screen.findByText(TEST_MODE_LABEL)).toBeVisible();

    await user.type(amount(), '40');
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Good luck');
    await user.click(screen.getByRole('radio', { name: /Crypto/ }));
    await user.click(screen.getByRole('radio', { name: /Solana/ }));
    await user.type(screen.getByRole('textbox', { name: /Your wallet address/ }), 'abc');
    await user.click(screen.getByRole('checkbox'));
    await user.clear(amount());
    await user.click(submit());
    expect(screen.getByText(CONTRIBUTION_AMOUNT_MESSAGE)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(amount()).toHaveValue(null);
    expect(screen.getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Card (fiat)' })).toBeChecked();
    expect(screen.queryByText(CONTRIBUTION_AMOUNT_MESSAGE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Crypto/ }));
    expect(screen.getByRole('radio', { name: /Polygon/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Your wallet address/ })).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('shows each validation message and sends nothing', async () => {
    const { user, posts } = setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(submit());
    expect(screen.getByText(CONTRIBUTION_AMOUNT_MESSAGE)).toBeVisible();
    await user.type(amount(), '0');
    await user.click(submit());
    expect(screen.getByText(CONTRIBUTION_AMOUNT_MESSAGE)).toBeVisible();

    await user.clear(amount());
    await user.type(amount(), '10');
    await user.click(screen.getByRole('radio', { name: /Crypto/ }));
    await screen.findByRole('radio', { name: /Polygon/ });
    await user.click(submit());
    expect(screen.queryByText(CONTRIBUTION_AMOUNT_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByText(WALLET_ADDRESS_MESSAGE)).toBeVisible();
    expect(screen.getByText(CONTRIBUTION_SENT_MESSAGE)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Your wallet address/ }), '   ');
    await user.click(submit());
    expect(screen.getByText(WALLET_ADDRESS_MESSAGE)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Transaction hash/ }), 'not a hash');
    await user.click(submit());
    expect(screen.getByText('Please enter a valid Polygon transaction hash')).toBeVisible();
    expect(posts).toEqual([]);
  });

  it('copies the platform wallet and says Copied! for 2000 ms', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('radio', { name: /Crypto/ }));
    await user.click(await screen.findByRole('radio', { name: /XRP Ledger/ }));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith('rFakeXrpWallet111111111111111');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeVisible();
    act(() => vi.advanceTimersByTime(WALLET_COPY_INDICATOR_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeVisible();
  });

  it('reads Processing... while sending, then closes and hands back the campaign', async () => {
    const answer = createDeferred<Response>();
    const { user, posts, onContributed } = setup(() => answer.promise);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(amount(), '25.50');
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), '  for the kiln  ');
    await user.click(submit());
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    expect(posts[0]?.body).toEqual({ amount: 25.5, note: 'for the kiln', paymentType: 'fiat' });
    answer.resolve(accepted('confirmed'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onContributed).toHaveBeenCalledWith(expect.objectContaining({ currentAmount: 25 }));
    expect(getToasts().map((t) => t.message)).toEqual(['Thank you for your contribution!']);
  });

  it('sends the crypto details and says a crypto contribution waits for the artist', async () => {
    const { user, posts } = setup(() => accepted('pending'));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(amount(), '5');
    await user.click(screen.getByRole('radio', { name: /Crypto/ }));
    await user.type(await screen.findByRole('textbox', { name: /Your wallet address/ }), ' 0xabc ');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts[0]?.body).toEqual({
      amount: 5,
      note: '',
      paymentType: 'crypto',
      crypto: {
        userWalletAddress: '0xabc',
        network: 'polygon',
        token: 'MATIC',
        platformWallet: networks.data[0]?.platformWallet,
      },
    });
    expect(getToasts()[0]?.message).toMatch(/pending until the artist confirms it/);
  });

  it.each([
    ['the server message', () => jsonResponse(400, { success: false, message: 'Too late' }), 'Too late'],
    ['the fallback without one', () => jsonResponse(500, {}), 'Failed to submit contribution'],
    [
      'a network error',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Network error. Please try again.',
    ],
  ])('shows %s and stays open', async (_label, respond, message) => {
    const { user } = setup(respond);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(amount(), '3');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('reuses one Idempotency-Key for a retry and makes a new one for the next open', async () => {
    let calls = 0;
    const { user, posts } = setup(() =>
      ++calls === 1 ? Promise.reject(new TypeError('offline')) : accepted('confirmed'),
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(amount(), '3');
    await user.click(submit());
    await screen.findByText('Network error. Please try again.');
    await user.click(submit());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(amount(), '4');
    await user.click(submit());
    await waitFor(() => expect(posts).toHaveLength(3));
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]?.key).toBe(posts[0]?.key);
    expect(posts[2]?.key).not.toBe(posts[0]?.key);
  });
});
