import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArtistProfile } from '#shared/schemas/artists.ts';
import { AuthDialogProvider } from '#web/features/auth/components/auth-dialog.tsx';
import {
  artistId,
  freezeClock,
  json,
  NOW,
  signIn,
  stubApi,
  visitor,
} from '#web/features/bookings/components/availability-calendar/calendar-test-kit.tsx';
import {
  created,
  MESSAGE,
  reachReview,
  wizardRoutes,
} from '#web/features/bookings/components/booking-wizard/wizard-test-kit.tsx';
import { AuthProvider } from '#web/lib/auth-state.tsx';
import { queryClient } from '#web/lib/query-client.ts';
import { Toaster } from '#web/ui/toast.tsx';
import { clearToasts } from '#web/ui/toast-store.ts';
import { Component as ArtistProfilePage } from './artist-profile.tsx';

const maya: ArtistProfile = {
  id: artistId,
  name: 'Maya Chen',
  username: 'maya',
  avatarUrl: null,
  verified: true,
  bookingEnabled: true,
  bio: 'Ceramic artist working with wood-fired stoneware.',
  location: 'Portland, Oregon',
  website: null,
  social: { instagram: null, twitter: null },
  category: 'sculpture',
  stats: { followers: 12, following: 3, artworks: 0, views: 100, sales: 0, rating: null, reviews: 0 },
  pricing: { hourlyRate: 85, currency: 'MACS' },
  specialties: [],
  experience: '12 years',
  responseTime: 'Within 2 hours',
  languages: [],
  education: [],
  achievements: [],
  memberSince: '2024-03-10T12:00:00.000Z',
};

const pageRoutes = {
  'GET /profiles/public/maya': () => json({ success: true, data: maya }),
  'GET /media/artist/maya': () => json({ success: true, data: [] }),
  [`GET /profiles/${artistId}/follow-status`]: () => json({ success: true, following: false, followers: 12 }),
  'POST /auth/login': () => json({ success: true, token: 'fresh-token', user: visitor }),
};

/** The page inside the app's own query client, which signing in empties (as in the browser). */
function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: 'artists/:username',
        element: (
          <AuthDialogProvider>
            <ArtistProfilePage />
            <Toaster />
          </AuthDialogProvider>
        ),
      },
    ],
    { initialEntries: ['/artists/maya'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => freezeClock());
afterEach(() => {
  clearToasts();
  queryClient.clear();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('booking from the artist page', () => {
  it('keeps the wizard and everything typed while a guest signs in to pay', async () => {
    const calls = stubApi({ ...wizardRoutes(created), ...pageRoutes });
    renderPage();
    await userEvent.click((await screen.findAllByRole('button', { name: 'Book Session' }))[0]!);
    const wizard = await screen.findByRole('dialog', { name: 'Book a session with Maya Chen' });
    const review = await reachReview(wizard);

    await userEvent.click(within(wizard).getByRole('button', { name: 'Sign in to book' }));
    const auth = await screen.findByRole('dialog', { name: 'Welcome back' });
    await userEvent.type(within(auth).getByRole('textbox', { name: /^Email/ }), visitor.email);
    await userEvent.type(within(auth).getByLabelText(/^Password/), 'a-long-password');
    await userEvent.click(within(auth).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome back' })).toBeNull());

    // The page did not fall back to Loading, so the wizard is the same one, still filled in.
    expect(review).toBeInTheDocument();
    expect(within(review).getByText('Ada Guest')).toBeVisible();
    expect(within(review).getByText(MESSAGE)).toBeVisible();
    await userEvent.click(within(wizard).getByRole('button', { name: 'Send Booking Request' }));
    expect(await within(wizard).findByText('EAS-7K3Q9M')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/bookings')).toHaveLength(1);
  }, 20_000);

  it('lists the services on Contact with their price and cancellation policy as text', async () => {
    stubApi({ ...wizardRoutes(created), ...pageRoutes });
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Contact' }));
    const contact = screen.getByRole('tabpanel', { name: 'Contact' });
    const services = await within(contact).findByRole('region', { name: 'Services' });
    const items = await within(services).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Art Consultation75 MACS1 hourFlexible cancellation: Full refund if you cancel at least 24 hours before the session; no refund after that.',
      'Workshop Session200 MACS3-4 hoursFlexible cancellation: Full refund if you cancel at least 24 hours before the session; no refund after that.',
      'Art CommissionQuotevariable · price agreed per requestModerate cancellation once a quote is accepted: Full refund if you cancel at least 72 hours before the session; half after that.',
      'Studio ChatFree30 minutes',
    ]);
  });

  it('tells someone who blocked the artist why there is no booking, and gives it back on Unblock', async () => {
    let blocked = true;
    const calls = stubApi({
      ...wizardRoutes(created),
      ...pageRoutes,
      ...signIn(visitor),
      'GET /blocks': () =>
        json({
          success: true,
          data: blocked
            ? [
                {
                  id: artistId,
                  name: maya.name,
                  username: 'maya',
                  avatarUrl: null,
                  blockedAt: NOW.toISOString(),
                },
              ]
            : [],
        }),
      [`DELETE /blocks/${artistId}`]: () => {
        blocked = false;
        return json({ success: true, message: 'Unblocked' });
      },
    });
    renderPage();

    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('You blocked Maya Chen');
    expect(notice).toHaveTextContent('You cannot follow Maya, book a session, make offers on their work');
    expect(screen.queryByRole('button', { name: 'Book Session' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Contact' }));
    const contact = screen.getByRole('tabpanel', { name: 'Contact' });
    expect(await within(contact).findByText(/You cannot book a session with Maya until/)).toBeVisible();
    expect(within(contact).queryByRole('region', { name: 'Services' })).toBeNull();

    await userEvent.click(within(notice).getByRole('button', { name: 'Unblock' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Unblock Maya Chen?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Unblock' }));
    expect(await within(contact).findByRole('region', { name: 'Services' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Book Session' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Follow/ })).toBeVisible();
    expect(screen.queryByText('You blocked Maya Chen')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/bookings')).toHaveLength(0);
  });
});
