import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '#web/ui/toast.tsx';
import { AvailabilityCalendar } from './availability-calendar.tsx';
import {
  artistId,
  availabilityFor,
  demoDates,
  freezeClock,
  json,
  offline,
  Providers,
  stubApi,
} from './calendar-test-kit.tsx';

const rangePath = `GET /bookings/availability/${artistId}`;
const rulesPath = `GET /calendar/availability/${artistId}`;
const savePath = `POST /availability/${artistId}`;

const weekly = (weekday: number) => ({
  id: `00000000-0000-4000-8000-00000000000${weekday}`,
  weekday,
  date: null,
  available: true,
  startTime: '09:00',
  endTime: '18:00',
});
/** Monday to Friday open; weekends have no weekly hours. */
const rules = () =>
  json({
    success: true,
    data: { artistId, timezone: 'UTC', weekly: [1, 2, 3, 4, 5].map(weekly), dates: [], blocks: [] },
  });

const date = (name: RegExp | string) => screen.getByRole('button', { name });

beforeEach(() => freezeClock());
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('availability calendar in booking mode', () => {
  it('shows a skeleton, then the month with each state named, the legend and the view switch', async () => {
    const calls = stubApi({ [rangePath]: (_init, url) => json(availabilityFor(url, demoDates)) });
    render(
      <Providers>
        <AvailabilityCalendar artistId={artistId} mode="booking" />
      </Providers>,
    );
    expect(screen.getByRole('status', { name: 'Loading availability' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Availability' })).toBeInTheDocument();
    expect(screen.getByText('December 2026')).toBeVisible();
    expect(calls[0]?.query.get('startDate')).toBe('2026-11-29');
    expect(calls[0]?.query.get('endDate')).toBe('2027-01-02');

    expect(date('Friday, December 4, 2026 — Available')).toBeVisible();
    expect(date('Saturday, December 5, 2026 — Partially Booked')).toBeVisible();
    expect(date('Sunday, December 6, 2026 — Unavailable')).toBeVisible();
    expect(date('Monday, December 7, 2026 — Fully Booked')).toBeVisible();
    expect(date('Wednesday, December 2, 2026 — Unavailable (past date)')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Available', 'Partially Booked', 'Fully Booked', 'Unavailable']);
    for (const view of ['Month', 'Week', 'Day'])
      expect(screen.getByRole('button', { name: view })).toBeVisible();
    // The month of "now" is the first one that can be booked.
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('warns with the spec toasts for past, unavailable and fully booked dates and opens an open one', async () => {
    stubApi({ [rangePath]: (_init, url) => json(availabilityFor(url, demoDates)) });
    const onSelectDate = vi.fn();
    render(
      <Providers>
        <AvailabilityCalendar artistId={artistId} mode="booking" onSelectDate={onSelectDate} />
      </Providers>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Wednesday, December 2, 2026/ }));
    expect(await screen.findByText('Cannot book past dates')).toBeVisible();
    await userEvent.click(date(/^Sunday, December 6, 2026/));
    expect(await screen.findByText('This date is marked as unavailable by the artist')).toBeVisible();
    await userEvent.click(date(/^Monday, December 7, 2026/));
    expect(await screen.findByText('This date is fully booked')).toBeVisible();
    expect(onSelectDate).not.toHaveBeenCalled();

    await userEvent.click(date(/^Saturday, December 5, 2026/));
    expect(onSelectDate).toHaveBeenCalledWith('2026-12-05');
  });

  it('moves between dates with the arrow keys and picks one with Enter', async () => {
    stubApi({ [rangePath]: (_init, url) => json(availabilityFor(url, demoDates)) });
    const onSelectDate = vi.fn();
    render(
      <Providers>
        <AvailabilityCalendar artistId={artistId} mode="booking" onSelectDate={onSelectDate} />
      </Providers>,
    );
    const todayButton = await screen.findByRole('button', { name: /^Thursday, December 3, 2026/ });
    expect(todayButton).toHaveAttribute('tabindex', '0');
    todayButton.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(date(/^Friday, December 4, 2026/)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(date(/^Friday, December 11, 2026/)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSelectDate).toHaveBeenCalledWith('2026-12-11');
  });

  it("shows the week with each day's first three times, and the day with all of them", async () => {
    const calls = stubApi({ [rangePath]: (_init, url) => json(availabilityFor(url, demoDates)) });
    const onSelectDate = vi.fn();
    render(
      <Providers>
        <AvailabilityCalendar artistId={artistId} mode="booking" onSelectDate={onSelectDate} />
      </Providers>,
    );
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Week' }));
    expect(await screen.findByText('Nov 29 – Dec 5, 2026')).toBeVisible();
    const friday = date(/^Friday, December 4, 2026/).closest('li')!;
    expect(
      within(friday)
        .getAllByRole('button', { name: /^Book / })
        .map((b) => b.textContent),
    ).toEqual(['09:00', '10:00', '11:00']);
    expect(within(friday).getByText('+6 more')).toBeVisible();
    expect(calls.at(-1)?.query.get('startDate')).toBe('2026-11-29');
    expect(calls.at(-1)?.query.get('endDate')).toBe('2026-12-05');
    await userEvent.click(within(friday).getByRole('button', { name: 'Book 10:00 on Dec 4' }));
    expect(onSelectDate).toHaveBeenCalledWith('2026-12-04', '10:00');

    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('Dec 6 – Dec 12, 2026')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Day' }));
    expect(await screen.findByText('Sunday, December 6, 2026')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByText('Friday, December 4, 2026')).toBeVisible();
    const open = screen.getByRole('region', { name: 'Open times' });
    expect(within(open).getAllByRole('button')).toHaveLength(9);
  });

  it('shows a load failure as an error with Retry and never invents slots', async () => {
    let fail = true;
    stubApi({
      [rangePath]: (_init, url) =>
        fail
          ? json({ success: false, message: 'Artist not found' }, 404)
          : json(availabilityFor(url, demoDates)),
    });
    render(
      <Providers>
        <AvailabilityCalendar artistId={artistId} mode="booking" />
      </Providers>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the availability');
    expect(alert).toHaveTextContent('Artist not found');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it("names the artist's time zone when it differs from the viewer's", async () => {
    stubApi({ [rangePath]: (_init, url) => json(availabilityFor(url, demoDates, 'America/Los_Angeles')) });
    render(
      <Providers>
        <AvailabilityCalendar artistId={artistId} mode="booking" />
      </Providers>,
    );
    expect(await screen.findByText('Times are in Los Angeles time.')).toBeVisible();
  });
});

describe('availability calendar in manage mode', () => {
  function renderManage(routes: Parameters<typeof stubApi>[0]) {
    const calls = stubApi({
      [rangePath]: (_init, url) =>
        json(availabilityFor(url, { ...demoDates, '2026-12-13': { state: 'unavailable' } })),
      [rulesPath]: rules,
      ...routes,
    });
    render(
      <Providers>
        <AvailabilityCalendar artistId={artistId} mode="manage" />
      </Providers>,
    );
    return calls;
  }

  it('marks selected dates in bulk, clears the selection, toasts, and saves only on Save Changes', async () => {
    const calls = renderManage({ [savePath]: () => json({ success: true }) });
    await screen.findByRole('table');
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    await userEvent.click(date(/^Friday, December 4, 2026/));
    await userEvent.click(date(/^Tuesday, December 8, 2026/));
    expect(date(/^Friday, December 4, 2026/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2 dates selected')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Mark unavailable' }));
    expect(await screen.findByText('2 dates marked as unavailable')).toBeVisible();
    expect(screen.getByText('0 dates selected')).toBeVisible();
    expect(date('Friday, December 4, 2026 — Unavailable (unsaved change)')).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // Sundays have no weekly hours: opening one opens the default hours.
    await userEvent.click(date(/^Sunday, December 6, 2026/));
    await userEvent.click(date(/^Sunday, December 13, 2026/));
    await userEvent.click(screen.getByRole('button', { name: 'Mark available' }));
    expect(await screen.findByText('2 dates marked as available')).toBeVisible();
    expect(screen.getByText('4 unsaved changes')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(save);
    expect(await screen.findByText('Availability updated successfully!')).toBeVisible();
    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe(`/availability/${artistId}`);
    expect(sent[0]?.body).toEqual({
      availability: {
        '2026-12-04': [],
        '2026-12-08': [],
        '2026-12-06': ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'],
        '2026-12-13': ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'],
      },
    });
    expect(await screen.findByText('All changes saved')).toBeVisible();
  });

  it('toggles one date with a double-click, back and forth, and refuses past dates', async () => {
    const calls = renderManage({ [savePath]: () => json({ success: true }) });
    await screen.findByRole('table');
    await userEvent.dblClick(date(/^Friday, December 4, 2026/));
    expect(date('Friday, December 4, 2026 — Unavailable (unsaved change)')).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.dblClick(date(/^Friday, December 4, 2026/));
    expect(date('Friday, December 4, 2026 — Available')).toBeVisible();
    expect(screen.getByText('All changes saved')).toBeVisible();

    // A closed Monday-to-Friday date reopens by falling back to the weekly hours (null).
    await userEvent.dblClick(date(/^Tuesday, December 8, 2026/));
    await userEvent.dblClick(date(/^Wednesday, December 2, 2026/));
    expect(date(/^Wednesday, December 2, 2026/)).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findAllByText('Past dates cannot be changed')).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Availability updated successfully!');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      availability: { '2026-12-08': [] },
    });
  });

  it('keeps the changes and says so when the server refuses or the network fails', async () => {
    let answer: () => Response | Promise<Response> = () =>
      json({ success: false, message: 'Past dates cannot be changed' }, 400);
    renderManage({ [savePath]: () => answer() });
    await screen.findByRole('table');
    await userEvent.dblClick(date(/^Friday, December 4, 2026/));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update availability. Please try again.')).toBeVisible();
    expect(screen.getByText('Past dates cannot be changed')).toBeVisible();
    expect(screen.getByText('1 unsaved change')).toBeVisible();

    answer = offline;
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(
        'Error saving availability. Please check your connection.',
        {},
        { timeout: 8_000 },
      ),
    ).toBeVisible();
    expect(screen.getByText('1 unsaved change')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled());
  }, 15_000);
});
