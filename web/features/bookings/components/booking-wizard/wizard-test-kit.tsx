import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToasts } from '#web/ui/toast.tsx';
import {
  artistId,
  availabilityFor,
  demoDates,
  freezeClock,
  hours,
  json,
  Providers,
  service,
} from '../availability-calendar/calendar-test-kit.tsx';
import { BookingWizard } from './booking-wizard.tsx';

/** Test-only: the wizard's services, routes and steps (fetch is stubbed at the edge). */

/** Paid: 75 MACS, flexible. */
export const consultation = service();
/** Paid, four hours long. */
export const workshop = service({
  id: 'a1a1a1a1-0000-4000-8000-000000000003',
  slug: 'workshop',
  name: 'Workshop Session',
  duration: '3-4 hours',
  durationMinutes: 240,
  price: 200,
  priceLabel: '200 MACS',
});
/** 'Quote', moderate. */
export const commission = service({
  id: 'a1a1a1a1-0000-4000-8000-000000000006',
  slug: 'commission',
  name: 'Art Commission',
  duration: 'variable',
  price: null,
  priceLabel: 'Quote',
  cancellationPolicy: 'moderate',
});
/** Free. */
export const studioChat = service({
  id: 'a1a1a1a1-0000-4000-8000-000000000007',
  slug: 'chat',
  name: 'Studio Chat',
  duration: '30 minutes',
  durationMinutes: 30,
  price: 0,
  priceLabel: '0 MACS',
});

type Route = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

export const wizardRoutes = (createBooking: Route, extra: Record<string, Route> = {}) => ({
  [`GET /bookings/availability/${artistId}`]: (_init: RequestInit | undefined, url: URL) =>
    json(availabilityFor(url, demoDates)),
  [`GET /calendar/slots/${artistId}`]: (_init: RequestInit | undefined, url: URL) => {
    const date = url.searchParams.get('date');
    return json({
      success: true,
      data: {
        date,
        timezone: 'UTC',
        state: 'partial',
        past: false,
        slots: hours(9, 17).map((time) => ({
          time,
          dateTime: `${date}T${time}:00.000Z`,
          available: time !== '11:00',
        })),
      },
    });
  },
  [`GET /services/artist/${artistId}`]: () =>
    json({ success: true, data: [consultation, workshop, commission, studioChat] }),
  'POST /bookings/check-availability': () => json({ success: true, available: true }),
  'POST /bookings': createBooking,
  ...extra,
});

export const created = () =>
  json(
    {
      success: true,
      bookingId: '7d2d8a9e-0000-4000-8000-000000000001',
      reference: 'EAS-7K3Q9M',
      booking: {},
    },
    201,
  );

export function renderWizard(onOpenChange = vi.fn()) {
  render(
    <Providers>
      <BookingWizard artistId={artistId} artistName="Maya Chen" open onOpenChange={onOpenChange} />
    </Providers>,
  );
  return screen.getByRole('dialog', { name: 'Book a session with Maya Chen' });
}

export const currentStep = (dialog: HTMLElement) =>
  within(dialog).getByRole('list', { name: 'Booking steps' }).querySelector('[aria-current="step"]')
    ?.textContent;

/** Steps 1 and 2: Friday, December 4 at a time. */
export async function pickDateAndTime(dialog: HTMLElement, time = '14:00') {
  await userEvent.click(await within(dialog).findByRole('button', { name: /^Friday, December 4, 2026/ }));
  await userEvent.click(await within(dialog).findByRole('button', { name: time }));
}

export const MESSAGE = 'A consultation about a glaze for my studio.';

/** Replaces a field's text the way a paste does (one input event, so the steps stay quick). */
async function replaceText(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Step 3, replacing whatever the fields held (a signed-in visitor's start filled in). */
export async function fillDetails(dialog: HTMLElement, serviceId = consultation.id) {
  await replaceText(within(dialog).getByRole('textbox', { name: /^Full name/ }), 'Ada Guest');
  await replaceText(within(dialog).getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
  await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: /^Service/ }), serviceId);
  await replaceText(within(dialog).getByRole('textbox', { name: /^Message/ }), MESSAGE);
}

/** Steps 1 to 3, then Next: the review. */
export async function reachReview(dialog: HTMLElement, serviceId = consultation.id) {
  await pickDateAndTime(dialog);
  await fillDetails(dialog, serviceId);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  return within(dialog).getByRole('region', { name: 'Review your request' });
}

/** Test-only: each wizard test starts on the frozen clock, signed out, with no toast or stub left. */
export function isolateWizardTests() {
  beforeEach(() => freezeClock());
  afterEach(() => {
    clearToasts();
    localStorage.clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
