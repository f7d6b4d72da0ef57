import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnUser } from '#shared/schemas/auth.ts';
import {
  artistId,
  availabilityFor,
  freezeClock,
  json,
  Providers,
  service,
  stubApi,
  visitor,
} from '#web/features/bookings/components/availability-calendar/calendar-test-kit.tsx';
import { clearToasts } from '#web/ui/toast.tsx';
import { DashboardAvailabilityTab } from './dashboard-availability.tsx';
import { DashboardCalendarTab } from './dashboard-calendar.tsx';

const artist: OwnUser = { ...visitor, id: artistId, name: 'Maya Chen', username: 'maya', role: 'artist' };
const rules = () =>
  json({
    success: true,
    data: { artistId, timezone: 'America/Los_Angeles', weekly: [], dates: [], blocks: [] },
  });
const feed = (token: string) =>
  json({ success: true, data: { url: `https://easel.test/api/v1/calendar/ics/${token}.ics` } });
const bookingId = '7d2d8a9e-0000-4000-8000-000000000001';
const events = () =>
  json({
    success: true,
    data: [
      {
        id: bookingId,
        kind: 'booking',
        title: 'Art Consultation · Ada Guest',
        start: '2026-12-04T18:00:00.000Z',
        end: '2026-12-04T19:00:00.000Z',
        status: 'confirmed',
        reference: 'EAS-7K3Q9M',
      },
      {
        id: '7d2d8a9e-0000-4000-8000-000000000002',
        kind: 'booking',
        title: 'Portrait Session · Ben Client',
        start: '2026-12-04T21:00:00.000Z',
        end: '2026-12-04T23:00:00.000Z',
        status: 'pending',
        reference: 'EAS-AB2CD3',
      },
    ],
  });

beforeEach(() => freezeClock());
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('dashboard calendar tab', () => {
  it("shows the artist's sessions in their zone, each linking to the booking, by month and day", async () => {
    const calls = stubApi({
      [`GET /calendar/availability/${artistId}`]: rules,
      [`GET /calendar/events/${artistId}`]: events,
      'GET /calendar/feed': () => feed('first'),
    });
    render(
      <Providers>
        <DashboardCalendarTab user={artist} />
      </Providers>,
    );
    const session = await screen.findByRole('link', {
      name: '10:00 to 11:00, Art Consultation · Ada Guest, Confirmed',
    });
    expect(session).toHaveAttribute('href', `/dashboard?tab=bookings&booking=${bookingId}`);
    // Midnight to midnight in Los Angeles around the visible weeks.
    const query = calls.find((call) => call.path === `/calendar/events/${artistId}`)?.query;
    expect(query?.get('start')).toBe('2026-11-29T08:00:00.000Z');
    expect(query?.get('end')).toBe('2027-01-03T08:00:00.000Z');

    await userEvent.click(screen.getByRole('button', { name: 'Friday, December 4, 2026: 2 sessions' }));
    expect(await screen.findByText('Friday, December 4, 2026', { selector: 'p' })).toBeVisible();
    const pending = screen.getByRole('link', { name: /Portrait Session · Ben Client, Pending/ });
    expect(within(pending).getByText('Pending')).toBeVisible();
    expect(within(pending).getByText('13:00–15:00')).toBeVisible();
    expect(screen.getByText(/Times are in Los Angeles time/)).toBeVisible();
  });

  it('copies the private calendar link and rotates it after confirmation', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const calls = stubApi({
      [`GET /calendar/availability/${artistId}`]: rules,
      [`GET /calendar/events/${artistId}`]: () => json({ success: true, data: [] }),
      'GET /calendar/feed': () => feed('first'),
      'POST /calendar/feed/rotate': () => feed('second'),
    });
    render(
      <Providers>
        <DashboardCalendarTab user={artist} />
      </Providers>,
    );
    const link = await screen.findByRole('textbox', { name: 'Private calendar link' });
    expect(link).toHaveValue('https://easel.test/api/v1/calendar/ics/first.ics');
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('https://easel.test/api/v1/calendar/ics/first.ics');
    expect(await screen.findByText('Calendar link copied')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Make a new link?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Make a new link' }));
    await waitFor(() => expect(link).toHaveValue('https://easel.test/api/v1/calendar/ics/second.ics'));
    expect(calls.filter((call) => call.path === '/calendar/feed/rotate')).toHaveLength(1);
  });

  it('shows a supporter how to become a creator instead', () => {
    stubApi({});
    render(
      <Providers>
        <DashboardCalendarTab user={visitor} />
        <DashboardAvailabilityTab user={visitor} />
      </Providers>,
    );
    expect(screen.getAllByRole('heading', { name: 'Become a creator' })).toHaveLength(2);
  });
});

describe('dashboard availability tab', () => {
  it('puts the calendar in manage mode beside the weekly hours and the services', async () => {
    stubApi({
      [`GET /bookings/availability/${artistId}`]: (_init, url) =>
        json(availabilityFor(url, {}, 'America/Los_Angeles')),
      [`GET /calendar/availability/${artistId}`]: rules,
      [`GET /services/artist/${artistId}`]: () => json({ success: true, data: [service()] }),
    });
    render(
      <Providers>
        <DashboardAvailabilityTab user={artist} />
      </Providers>,
    );
    expect(await screen.findByRole('table', { name: 'Your availability' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(await screen.findByRole('switch', { name: 'Open on Monday' })).not.toBeChecked();
    expect(await screen.findByText('Art Consultation')).toBeVisible();
  });
});
