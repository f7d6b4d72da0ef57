import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildBooking } from '../lib/booking-fixtures.ts';
import { BookingMessageLink } from './booking-message-link.tsx';

const renderLink = (booking: ReturnType<typeof buildBooking>) =>
  render(
    <MemoryRouter>
      <BookingMessageLink booking={booking} />
    </MemoryRouter>,
  );

describe('the Message link on a booking card', () => {
  it("opens the booking's conversation for the artist, naming the client", () => {
    const booking = buildBooking({ viewerRole: 'artist', clientName: 'Sam Rivera' });
    renderLink(booking);
    expect(screen.getByRole('link', { name: 'Message Sam Rivera about this booking' })).toHaveAttribute(
      'href',
      `/dashboard?tab=messages&booking=${booking.id}`,
    );
  });

  it('names the artist for the client and is absent for a guest looking a booking up', () => {
    renderLink(buildBooking({ viewerRole: 'client', artistName: 'Maya Chen' }));
    expect(screen.getByRole('link', { name: 'Message Maya Chen about this booking' })).toBeVisible();
    const { container } = renderLink(buildBooking({ viewerRole: 'guest' }));
    expect(container).toBeEmptyDOMElement();
  });
});
