import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnUser } from '#shared/schemas/auth.ts';
import type { Listing, Offer, Order } from '#shared/schemas/marketplace.ts';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { AuthDialogContext } from '#web/lib/auth-dialog-context.ts';
import { AuthProvider } from '#web/lib/auth-state.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { clearSession, writeSession } from '#web/lib/storage.ts';
import { Toaster } from '#web/ui/toast.tsx';
import { clearToasts } from '#web/ui/toast-store.ts';
import { MarketplaceView } from './marketplace-view.tsx';

const sam: OwnUser = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Sam Rivera',
  username: 'sam',
  avatarUrl: null,
  role: 'user',
  verified: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  email: 'sam@example.com',
  emailVerified: true,
  pendingEmail: null,
  emailNotifications: true,
  pushNotifications: true,
};

function listing(n: number, overrides: Partial<Listing> = {}): Listing {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Artwork ${n}`,
    type: 'image',
    imageUrl: `/api/v1/files/media/${n}.png`,
    thumbnailUrl: null,
    renditions: [],
    width: 800,
    height: 800,
    price: 450,
    editionSize: null,
    sold: 0,
    remaining: 1,
    soldOut: false,
    likes: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    artist: {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Maya Chen',
      username: 'maya',
      avatarUrl: null,
      verified: true,
      category: 'sculpture',
    },
    ...overrides,
  };
}

const jar = listing(1, {
  title: 'Moon Jar',
  thumbnailUrl: '/api/v1/files/media/1-480.webp',
  renditions: [
    { url: '/api/v1/files/media/1-480.webp', width: 480 },
    { url: '/api/v1/files/media/1-800.webp', width: 800 },
  ],
});
const cups = listing(2, { title: 'Tide Pool Cups', price: 60, editionSize: 20, sold: 1, remaining: 19 });
const sold = listing(3, { title: 'Kiln Weather I', sold: 1, remaining: 0, soldOut: true });
const page = (data: Listing[]) => () => jsonResponse(200, { success: true, data, page: 1, hasMore: false });
const order: Order = {
  id: '33333333-3333-4333-8333-333333333333',
  mediaId: jar.id,
  title: 'Moon Jar',
  thumbnailUrl: null,
  price: 450,
  editionNumber: 1,
  editionSize: null,
  buyer: { id: sam.id, name: sam.name, username: sam.username },
  artist: { id: jar.artist.id, name: 'Maya Chen', username: 'maya' },
  downloadUrl: '/api/v1/marketplace/orders/33333333-3333-4333-8333-333333333333/download',
  createdAt: '2026-01-02T00:00:00.000Z',
};

const maya: OwnUser = { ...sam, id: jar.artist.id, name: 'Maya Chen', username: 'maya', role: 'artist' };
const offer: Offer = {
  id: '44444444-4444-4444-8444-444444444444',
  status: 'pending',
  amount: 42.5,
  message: 'Love the glaze',
  artwork: { id: cups.id, title: 'Tide Pool Cups', thumbnailUrl: null, price: 60 },
  buyer: { id: sam.id, name: 'Sam Rivera', username: 'sam' },
  artist: { id: maya.id, name: 'Maya Chen', username: 'maya' },
  orderId: null,
  createdAt: '2026-01-02T00:00:00.000Z',
  decidedAt: null,
};

let router: ReturnType<typeof createMemoryRouter>;

function renderView(openAuth = vi.fn(), path = '/marketplace') {
  router = createMemoryRouter(
    [
      {
        path: '/marketplace',
        element: (
          <AuthDialogContext.Provider value={{ open: openAuth, close: vi.fn() }}>
            <MarketplaceView />
            <Toaster />
          </AuthDialogContext.Provider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return openAuth;
}

afterEach(() => {
  clearToasts();
  clearSession();
  vi.unstubAllGlobals();
});

describe('marketplace', () => {
  it('shows prices in MACS, editions and sold-out pieces, and asks a visitor to sign in to buy', async () => {
    const calls = stubFetch({ '/api/v1/marketplace': page([jar, cups, sold]) });
    const openAuth = renderView();
    const card = (await screen.findByRole('heading', { name: 'Tide Pool Cups' })).closest('article')!;
    expect(within(card).getByText('60.00 MACS')).toBeInTheDocument();
    expect(within(card).getByText('Edition of 20 · 19 left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sold out: Kiln Weather I' })).toBeDisabled();
    // The first card is on screen when the page opens: its picture comes first, at the size it is laid out.
    const first = screen.getByRole('img', { name: 'Moon Jar' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute(
      'srcset',
      '/api/v1/files/media/1-480.webp 480w, /api/v1/files/media/1-800.webp 800w',
    );
    expect(first).toHaveAttribute('sizes', expect.stringContaining('286px'));
    expect(screen.getByRole('img', { name: 'Tide Pool Cups' })).toHaveAttribute('loading', 'lazy');

    await userEvent.click(screen.getByRole('button', { name: 'Buy Now: Moon Jar' }));
    expect(openAuth).toHaveBeenCalledWith('login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((url) => url.includes('/purchase'))).toBe(false);
  });

  it('confirms with the balance, buys once with an Idempotency-Key and shows the purchase', async () => {
    writeSession('test-token', sam);
    let purchaseInit: RequestInit | undefined;
    stubFetch({
      '/api/v1/auth/verify': () => jsonResponse(200, { success: true, valid: true, user: sam }),
      '/api/v1/marketplace': page([jar]),
      '/api/v1/wallet': () => jsonResponse(200, { success: true, data: { balance: 1250 } }),
      [`/api/v1/marketplace/${jar.id}/purchase`]: (_url, init) => {
        purchaseInit = init;
        return jsonResponse(201, { success: true, message: 'Purchase complete.', data: order });
      },
      '/api/v1/marketplace/orders': () => jsonResponse(200, { success: true, data: [order] }),
    });
    renderView();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Now: Moon Jar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm purchase' });
    expect(await within(dialog).findByText('1,250.00 MACS')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy Now for 450.00 MACS' }));

    expect(await screen.findByText('Purchase complete.')).toBeInTheDocument();
    expect(new Headers(purchaseInit?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // The price the buyer was shown, which the server holds the sale to.
    expect(JSON.parse(String(purchaseInit?.body))).toEqual({ price: 450 });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'My purchases' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(await screen.findByRole('button', { name: 'Download Moon Jar' })).toBeInTheDocument();
  });

  it('explains a short balance with a link to top up the wallet', async () => {
    writeSession('test-token', sam);
    stubFetch({
      '/api/v1/auth/verify': () => jsonResponse(200, { success: true, valid: true, user: sam }),
      '/api/v1/marketplace': page([jar]),
      '/api/v1/wallet': () => jsonResponse(503, { success: false, message: 'Unavailable' }),
      [`/api/v1/marketplace/${jar.id}/purchase`]: () =>
        jsonResponse(409, {
          success: false,
          code: 'INSUFFICIENT_FUNDS',
          message: 'Insufficient MACS balance. Top up your wallet to continue.',
        }),
    });
    renderView();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Now: Moon Jar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm purchase' });
    // Without the wallet's answer the balance is left out, never guessed.
    expect(within(dialog).queryByText('Your balance')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy Now for 450.00 MACS' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Insufficient MACS balance. Top up your wallet to continue.');
    expect(within(alert).getByRole('link', { name: 'Top up your wallet' })).toHaveAttribute(
      'href',
      '/wallet',
    );
  });

  it("lets an artist accept an offer from the Offers tab and shows the server's answer", async () => {
    writeSession('test-token', maya);
    let accepted = false;
    stubFetch({
      '/api/v1/auth/verify': () => jsonResponse(200, { success: true, valid: true, user: maya }),
      '/api/v1/marketplace/offers': (url) =>
        jsonResponse(200, {
          success: true,
          data: url.includes('role=artist') ? [{ ...offer, status: accepted ? 'accepted' : 'pending' }] : [],
        }),
      [`/api/v1/marketplace/offers/${offer.id}/accept`]: () => {
        accepted = true;
        return jsonResponse(200, { success: true, message: 'Offer accepted.', data: offer });
      },
    });
    renderView(vi.fn(), '/marketplace?tab=offers');
    expect(await screen.findByRole('button', { name: 'Received' })).toHaveAttribute('aria-pressed', 'true');
    const row = (await screen.findByText('“Love the glaze”')).closest('li')!;
    expect(within(row).getByText('42.50 MACS')).toBeInTheDocument();
    expect(within(row).getByText('asking 60.00 MACS')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Offer accepted.')).toBeInTheDocument();
    expect(await within(row).findByText('Accepted')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Made' }));
    expect(await screen.findByText('You have not made any offers')).toBeInTheDocument();
  });

  it('makes each section a step Back returns from, as the dashboard tabs are', async () => {
    writeSession('test-token', maya);
    stubFetch({
      '/api/v1/auth/verify': () => jsonResponse(200, { success: true, valid: true, user: maya }),
      '/api/v1/marketplace/offers': () => jsonResponse(200, { success: true, data: [] }),
    });
    renderView();
    await userEvent.click(await screen.findByRole('tab', { name: 'Offers' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=offers'));
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('tab', { name: 'Browse' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says what to do when nothing is for sale, and offers Retry when loading fails', async () => {
    let fail = true;
    stubFetch({
      '/api/v1/marketplace': () =>
        fail ? jsonResponse(400, { success: false, message: 'Listing is resting' }) : page([])(),
    });
    renderView();
    expect(await screen.findByText('Listing is resting')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No artworks for sale yet')).toBeInTheDocument();
  });
});
