import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeferred } from '#web/app/test-fetch.ts';
import { clearToasts } from '#web/ui/toast.tsx';
import {
  artistId,
  freezeClock,
  hours,
  json,
  offline,
  Providers,
  signIn,
  stubApi,
  visitor,
} from './availability-calendar/calendar-test-kit.tsx';
import { BookingModal } from './booking-modal.tsx';

const slotsPath = `GET /calendar/slots/${artistId}`;
const booked = new Set(['11:00', '12:00']);
const daySlots = (taken = booked) =>
  json({
    success: true,
    data: {
      date: '2026-12-04',
      timezone: 'UTC',
      state: 'partial',
      past: false,
      slots: hours(9, 17).map((time) => ({
        time,
        dateTime: `2026-12-04T${time}:00.000Z`,
        available: !taken.has(time),
      })),
    },
  });

const created = {
  success: true,
  bookingId: '7d2d8a9e-0000-4000-8000-000000000001',
  reference: 'EAS-7K3Q9M',
  booking: {},
};

function renderModal(onClose = vi.fn()) {
  render(
    <Providers>
      <BookingModal artistId={artistId} artistName="Maya Chen" date="2026-12-04" onClose={onClose} />
    </Providers>,
  );
  return screen.getByRole('dialog', { name: 'Book with Maya Chen' });
}

async function fillIn(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Ada Guest');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: /^Message/ }),
    'A wheel-throwing lesson for two, please.',
  );
}

beforeEach(() => freezeClock());
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('booking modal', () => {
  it('shows the long date, the four fields, the hourly times with taken ones disabled, and the footer', async () => {
    stubApi({ [slotsPath]: () => daySlots() });
    const dialog = renderModal();
    expect(within(dialog).getByText('Friday, December 4, 2026')).toBeVisible();
    const time = within(dialog).getByRole('combobox', { name: /^Preferred time/ });
    await waitFor(() =>
      expect(within(time).getByRole('option', { name: '11:00 (not available)' })).toBeDisabled(),
    );
    const options = within(time).getAllByRole('option');
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(hours(9, 17));
    expect(time).toHaveValue('10:00');
    expect(within(dialog).getByRole('button', { name: 'Send Booking Request' })).toBeEnabled();
    expect(
      within(dialog).getByText(
        'Your request goes to Maya Chen for confirmation. Artists respond within 24 hours.',
      ),
    ).toBeVisible();
    // No service goes with this request, so nothing is held: it says so before anyone fills it in.
    expect(within(dialog).getByText('Free request — nothing is charged.')).toBeVisible();
    expect(
      within(dialog)
        .getByText(/^Free request/)
        .closest('p'),
    ).toHaveTextContent(
      "Free request — nothing is charged. It asks for a one-hour session; to book one of Maya Chen's priced services, use Book Session.",
    );
  });

  it('moves a taken default time to the first free one', async () => {
    stubApi({ [slotsPath]: () => daySlots(new Set(['09:00', '10:00'])) });
    const dialog = renderModal();
    const time = within(dialog).getByRole('combobox', { name: /^Preferred time/ });
    await waitFor(() => expect(time).toHaveValue('11:00'));
  });

  it('requires name, email and message with the spec messages and sends nothing', async () => {
    const calls = stubApi({ [slotsPath]: () => daySlots() });
    const dialog = renderModal();
    const submit = await within(dialog).findByRole('button', { name: 'Send Booking Request' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    expect(await within(dialog).findByText('Name is required')).toBeVisible();
    expect(within(dialog).getByText('Email is required')).toBeVisible();
    expect(within(dialog).getByText('Message is required')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await userEvent.click(submit);
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('checks the slot first and says so when it is gone, without sending the request', async () => {
    const calls = stubApi({
      [slotsPath]: () => daySlots(),
      'POST /bookings/check-availability': () => json({ success: true, available: false }),
    });
    const dialog = renderModal();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Send Booking Request' })).toBeEnabled(),
    );
    await fillIn(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Booking Request' }));
    expect(
      await within(dialog).findByText(
        'This time slot is no longer available. Please select a different time.',
      ),
    ).toBeVisible();
    expect(calls.find((call) => call.path === '/bookings/check-availability')?.body).toEqual({
      artistId,
      date: '2026-12-04',
      time: '10:00',
    });
    expect(calls.some((call) => call.method === 'POST' && call.path === '/bookings')).toBe(false);
  });

  it('treats a failed check as a failure, never as free', async () => {
    const calls = stubApi({
      [slotsPath]: () => daySlots(),
      'POST /bookings/check-availability': () => json({ success: false, message: 'Artist not found' }, 404),
    });
    const dialog = renderModal();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Send Booking Request' })).toBeEnabled(),
    );
    await fillIn(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Booking Request' }));
    expect(await screen.findByText('Failed to submit booking request. Please try again.')).toBeVisible();
    expect(within(dialog).getByText('Artist not found')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/bookings')).toBe(false);
  });

  it("sends the request, shows 'Submitting...', then the reference, and closes after 3 seconds", async () => {
    const held = createDeferred<Response>();
    const calls = stubApi({
      [slotsPath]: () => daySlots(),
      'POST /bookings/check-availability': () => json({ success: true, available: true }),
      'POST /bookings': () => held.promise,
    });
    const onClose = vi.fn();
    const dialog = renderModal(onClose);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Send Booking Request' })).toBeEnabled(),
    );
    await fillIn(dialog);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Preferred time/ }), '14:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Booking Request' }));
    expect(await within(dialog).findByRole('button', { name: 'Submitting...' })).toBeDisabled();

    held.resolve(json(created, 201));
    expect(await screen.findByText('Booking request sent successfully! Reference: EAS-7K3Q9M')).toBeVisible();
    expect(within(dialog).getByText('EAS-7K3Q9M')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST' && call.path === '/bookings')?.body).toEqual({
      artistId,
      clientName: 'Ada Guest',
      clientEmail: 'ada@example.com',
      dateTime: '2026-12-04T14:00:00.000Z',
      message: 'A wheel-throwing lesson for two, please.',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5_000 });
  });

  it("shows the server's 409 inline, keeps the input, and says when the connection failed", async () => {
    let answer: () => Response | Promise<Response> = () =>
      json(
        {
          success: false,
          code: 'SLOT_TAKEN',
          message: 'This time slot is no longer available. Please select a different time.',
        },
        409,
      );
    stubApi({
      [slotsPath]: () => daySlots(),
      'POST /bookings/check-availability': () => json({ success: true, available: true }),
      'POST /bookings': () => answer(),
    });
    const dialog = renderModal();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Send Booking Request' })).toBeEnabled(),
    );
    await fillIn(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Booking Request' }));
    expect(await screen.findByText('Failed to submit booking request. Please try again.')).toBeVisible();
    expect(
      within(dialog).getByText('This time slot is no longer available. Please select a different time.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Ada Guest');

    answer = offline;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Booking Request' }));
    expect(await screen.findByText('Error submitting booking. Please check your connection.')).toBeVisible();
    expect(within(dialog).getByText('Error submitting booking. Please try again.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /^Message/ })).toHaveValue(
      'A wheel-throwing lesson for two, please.',
    );
  });

  it('prefills name and email for a signed-in visitor', async () => {
    stubApi({ ...signIn(), [slotsPath]: () => daySlots() });
    const dialog = renderModal();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue(visitor.name);
    expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toHaveValue(visitor.email);
  });
});
