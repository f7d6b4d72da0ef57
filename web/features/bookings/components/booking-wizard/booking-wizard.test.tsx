import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createDeferred } from '#web/app/test-fetch.ts';
import { artistId, json, offline, signIn, stubApi } from '../availability-calendar/calendar-test-kit.tsx';
import {
  commission,
  consultation,
  created,
  currentStep,
  isolateWizardTests,
  reachReview,
  renderWizard,
  wizardRoutes as routes,
  studioChat,
} from './wizard-test-kit.tsx';

isolateWizardTests();

describe('booking wizard', () => {
  it('moves from date to time to details, gating Next and validating with the spec messages', async () => {
    stubApi(routes(created));
    const dialog = renderWizard();
    const steps = within(dialog).getByRole('list', { name: 'Booking steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Select Date', '2Choose Time', '3Service Details', '4Confirmation']);
    expect(currentStep(dialog)).toBe('1Select Date');

    // A closed date stays on step 1 with the spec's warning.
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Sunday, December 6, 2026/ }));
    expect(await screen.findByText('This date is marked as unavailable by the artist')).toBeVisible();
    expect(currentStep(dialog)).toBe('1Select Date');

    await userEvent.click(within(dialog).getByRole('button', { name: /^Friday, December 4, 2026/ }));
    expect(await within(dialog).findByRole('heading', { name: 'Choose a time' })).toBeVisible();
    expect(currentStep(dialog)).toBe('2Choose Time');
    expect(await within(dialog).findByRole('button', { name: '11:00 (booked)' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: '16:00' }));
    expect(currentStep(dialog)).toBe('3Service Details');

    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Full name/ }), ' A ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'ada@');
    const select = await within(dialog).findByRole('combobox', { name: /^Service/ });
    // Four hours from 16:00 do not fit the day.
    expect(within(select).getByRole('option', { name: /^Workshop Session/ })).toBeDisabled();
    await userEvent.selectOptions(select, consultation.id);
    expect(next).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'Short');
    expect(within(dialog).getByText('5/500')).toBeVisible();
    expect(next).toBeEnabled();

    await userEvent.click(next);
    expect(await within(dialog).findByText('Name must be at least 2 characters')).toBeVisible();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeVisible();
    expect(within(dialog).getByText('Please provide more details (at least 10 characters)')).toBeVisible();
    expect(currentStep(dialog)).toBe('3Service Details');

    // Editing a field clears its error only.
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Full name/ }), 'da');
    expect(within(dialog).queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(currentStep(dialog)).toBe('2Choose Time');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(currentStep(dialog)).toBe('1Select Date');
  }, 15_000);

  it('reviews, submits a paid session and shows the reference with what is held; Got it! closes', async () => {
    const held = createDeferred<Response>();
    const calls = stubApi({ ...routes(() => held.promise), ...signIn() });
    const onOpenChange = vi.fn();
    const dialog = renderWizard(onOpenChange);
    const review = await reachReview(dialog);

    expect(currentStep(dialog)).toBe('4Confirmation');
    expect(within(review).getByText('Friday, December 4, 2026')).toBeVisible();
    expect(within(review).getByText('14:00 (UTC time)')).toBeVisible();
    expect(within(review).getByText('Art Consultation · 1 hour · 75 MACS')).toBeVisible();
    expect(within(review).getByText('ada@example.com')).toBeVisible();
    expect(review).toHaveTextContent(
      '75.00 MACS will be held in escrow when you send this request and paid to Maya Chen when the session is completed.',
    );
    expect(review).toHaveTextContent(
      'Flexible cancellation: Full refund if you cancel at least 24 hours before the session; no refund after that.',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Booking Request' }));
    expect(await within(dialog).findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    held.resolve(created());
    expect(await within(dialog).findByText('EAS-7K3Q9M')).toBeVisible();
    expect(
      screen.getByText('Booking request sent successfully! Awaiting artist confirmation.'),
    ).toBeVisible();
    const success = within(dialog).getByRole('status');
    expect(success).toHaveTextContent(
      '75.00 MACS are held in escrow and will be paid to Maya Chen when the session is completed.',
    );
    expect(success).toHaveTextContent('Flexible cancellation: Full refund if you cancel at least 24 hours');
    expect(calls.find((call) => call.path === '/bookings/check-availability')?.body).toEqual({
      artistId,
      dateTime: '2026-12-04T14:00:00.000Z',
      service: consultation.id,
    });
    expect(calls.find((call) => call.method === 'POST' && call.path === '/bookings')?.body).toEqual({
      artistId,
      clientName: 'Ada Guest',
      clientEmail: 'ada@example.com',
      service: consultation.id,
      dateTime: '2026-12-04T14:00:00.000Z',
      message: 'A consultation about a glaze for my studio.',
      // The terms the review showed, which the server holds the request to.
      price: consultation.price,
      cancellationPolicy: consultation.cancellationPolicy,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it!' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes the success screen by itself after 4 seconds', async () => {
    stubApi(routes(created));
    const onOpenChange = vi.fn();
    const dialog = renderWizard(onOpenChange);
    // A guest may request a 'Quote' service: nothing is paid until a quote is accepted.
    await reachReview(dialog, commission.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Booking Request' }));
    expect(await within(dialog).findByText('EAS-7K3Q9M')).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Maya Chen will reply with a price for you to accept. Nothing is paid until you accept it.',
    );
    expect(onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: 6_000 });
  }, 15_000);

  it("shows 'Booking Failed' with the server's message, and offers another time when the slot was taken", async () => {
    stubApi(
      routes(() =>
        json(
          {
            success: false,
            code: 'SLOT_TAKEN',
            message: 'This time slot is no longer available. Please select a different time.',
          },
          409,
        ),
      ),
    );
    const dialog = renderWizard();
    await reachReview(dialog, studioChat.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Booking Request' }));
    const panel = await within(dialog).findByRole('alert');
    expect(within(panel).getByText('Booking Failed')).toBeVisible();
    expect(
      within(panel).getByText('This time slot is no longer available. Please select a different time.'),
    ).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Choose another time' }));
    expect(currentStep(dialog)).toBe('2Choose Time');
  });

  it("falls back to the spec's words when no answer arrived, and keeps the details for a retry", async () => {
    stubApi(routes(offline));
    const dialog = renderWizard();
    await reachReview(dialog, commission.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Booking Request' }));
    const panel = await within(dialog).findByRole('alert');
    expect(within(panel).getByText('Failed to submit booking request. Please try again.')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(currentStep(dialog)).toBe('4Confirmation');
    expect(within(dialog).getByText('Ada Guest')).toBeVisible();
  });
});
