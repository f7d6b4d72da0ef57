import { describe, expect, it } from 'vitest';
import { composeMail, escapeHtml } from '#server/platform/mail/compose.ts';
import type { BookingEvent, BookingRow } from './booking-events.ts';
import { composeBookingEventMails } from './booking-events.ts';
import { describeSessionTime } from './booking-mail-layout.ts';
import { composeReminderMail, composeStatusMail } from './booking-mail-templates.ts';

const publicUrl = 'https://easel.example';
const berlin: BookingEvent['artist'] = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Maya Chen',
  email: 'maya@easel.test',
  timezone: 'Europe/Berlin',
};

function row(fields: Partial<BookingRow> = {}): BookingRow {
  const startsAt = fields.startsAt ?? new Date('2026-12-03T09:00:00.000Z');
  return {
    id: '22222222-2222-4222-8222-222222222222',
    reference: 'EAS-7K3Q9M',
    artistId: berlin.id,
    clientUserId: null,
    clientName: 'Robin Guest',
    clientEmail: 'robin@example.com',
    serviceId: null,
    serviceName: 'Portrait Session',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    message: 'A portrait of my grandmother, please.',
    status: 'pending',
    declineReason: null,
    cancelReason: null,
    cancelledBy: null,
    manageTokenHash: null,
    priceMacs: null,
    cancellationPolicy: null,
    respondBy: null,
    quoteStatus: null,
    quotePriceMacs: null,
    quoteNote: '',
    quotedAt: null,
    reminderSentAt: null,
    createdAt: new Date('2026-11-01T10:00:00.000Z'),
    updatedAt: new Date('2026-11-01T10:00:00.000Z'),
    ...fields,
  };
}

const created = (booking: BookingRow, manageToken?: string): BookingEvent => ({
  kind: 'created',
  booking,
  artist: berlin,
  actor: 'client',
  ...(manageToken ? { manageToken } : {}),
});

describe('booking mail templates', () => {
  it.each([
    // Winter, summer and both sides of the 2026 DST changes in a European and an American zone.
    ['2026-12-03T09:00:00.000Z', 'Europe/Berlin', 'Thursday, December 3, 2026 at 10:00 (Berlin time)'],
    ['2026-07-01T09:00:00.000Z', 'Europe/Berlin', 'Wednesday, July 1, 2026 at 11:00 (Berlin time)'],
    ['2026-03-28T09:00:00.000Z', 'Europe/Berlin', 'Saturday, March 28, 2026 at 10:00 (Berlin time)'],
    ['2026-03-29T09:00:00.000Z', 'Europe/Berlin', 'Sunday, March 29, 2026 at 11:00 (Berlin time)'],
    [
      '2026-03-07T18:00:00.000Z',
      'America/Los_Angeles',
      'Saturday, March 7, 2026 at 10:00 (Los Angeles time)',
    ],
    ['2026-03-08T17:00:00.000Z', 'America/Los_Angeles', 'Sunday, March 8, 2026 at 10:00 (Los Angeles time)'],
    [
      '2026-12-03T05:30:00.000Z',
      'America/Los_Angeles',
      'Wednesday, December 2, 2026 at 21:30 (Los Angeles time)',
    ],
  ])('shows %s in %s as "%s"', (instant, zone, expected) => {
    expect(describeSessionTime(new Date(instant), zone)).toBe(expected);
  });

  it('writes the guest’s request mail with reference, artist-zone time, status note and manage link', () => {
    const [guest, artist] = composeBookingEventMails(created(row(), 'abc_DEF-123'), publicUrl);
    expect(guest).toMatchObject({
      to: 'robin@example.com',
      subject: 'Booking request received — EAS-7K3Q9M',
      link: 'https://easel.example/track-booking?manage=abc_DEF-123',
    });
    expect(guest!.text).toBe(
      [
        'Hello Robin Guest,',
        '',
        'Your request for Portrait Session with Maya Chen has been sent to the artist for confirmation.',
        '',
        'Reference: EAS-7K3Q9M',
        'Service: Portrait Session',
        'Artist: Maya Chen',
        'When: Thursday, December 3, 2026 at 10:00 (Berlin time)',
        'Status: Pending',
        '',
        "Waiting for artist confirmation. You'll be notified once the artist responds.",
        '',
        'View or cancel your booking: https://easel.example/track-booking?manage=abc_DEF-123',
        '',
        'Keep this mail: the link lets you view or cancel this booking without an account. Quote the reference when you contact the artist.',
        '',
        '— Easel',
      ].join('\n'),
    );
    expect(guest!.html).toContain('href="https://easel.example/track-booking?manage=abc_DEF-123"');
    expect(artist).toMatchObject({
      to: 'maya@easel.test',
      subject: 'New booking request from Robin Guest',
      link: 'https://easel.example/dashboard?tab=bookings&booking=22222222-2222-4222-8222-222222222222',
    });
    expect(artist!.text).toContain('Client: Robin Guest <robin@example.com>');
    expect(artist!.text).toContain('Message:\nA portrait of my grandmother, please.');
    // The & of the query string is escaped inside the href attribute.
    expect(artist!.html).toContain('href="https://easel.example/dashboard?tab=bookings&amp;booking=');
  });

  it('points a signed-in client without a manage token to My Bookings, a guest to tracking', () => {
    const [signedIn] = composeBookingEventMails(created(row({ clientUserId: berlin.id })), publicUrl);
    expect(signedIn!.link).toBe('https://easel.example/my-bookings');
    const [guest] = composeBookingEventMails(created(row()), publicUrl);
    expect(guest!.link).toBe('https://easel.example/track-booking');
  });

  it('escapes what people typed in the HTML and keeps it as typed in the text', () => {
    const hostile = row({
      clientName: '<script>alert("x")</script> & Co',
      message: "<img src=x onerror='boom'>\nsecond line",
    });
    const [guest, artist] = composeBookingEventMails(created(hostile, 'tok'), publicUrl);
    for (const mail of [guest!, artist!]) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
      expect(mail.text).toContain('<script>alert("x")</script> & Co');
    }
    expect(artist!.html).toContain('&lt;img src=x onerror=&#39;boom&#39;&gt;<br>second line');
  });

  it('keeps subjects on one line whatever the name holds', () => {
    const [, artist] = composeBookingEventMails(
      created(row({ clientName: 'Eve\r\nBcc: all@example.com' })),
      publicUrl,
    );
    expect(artist!.subject).toBe('New booking request from Eve Bcc: all@example.com');
    expect(composeMail('a@example.com', 'Line\none', []).subject).toBe('Line one');
  });

  it.each([
    ['confirmed', {}, 'Booking confirmed — EAS-7K3Q9M', 'Maya Chen confirmed your Portrait Session.'],
    [
      'declined',
      { declineReason: 'Away that week' },
      'Booking declined — EAS-7K3Q9M',
      'Maya Chen declined your request for Portrait Session.',
    ],
    [
      'cancelled',
      { cancelledBy: 'artist', cancelReason: 'Studio flooded' },
      'Booking cancelled — EAS-7K3Q9M',
      'Maya Chen cancelled your booking of Portrait Session.',
    ],
    [
      'cancelled',
      { cancelledBy: 'client' },
      'Booking cancelled — EAS-7K3Q9M',
      'Your booking of Portrait Session with Maya Chen was cancelled, as you asked.',
    ],
    ['completed', {}, 'Session completed — EAS-7K3Q9M', 'Your Portrait Session with Maya Chen is complete.'],
  ] as const)('writes the %s mail', (kind, fields, subject, intro) => {
    const mail = composeStatusMail(kind, row({ status: kind, ...fields }), berlin, publicUrl);
    expect(mail.to).toBe('robin@example.com');
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(`\n\n${intro}\n\n`);
    expect(mail.text).toContain('When: Thursday, December 3, 2026 at 10:00 (Berlin time)');
    const reason =
      'declineReason' in fields
        ? fields.declineReason
        : 'cancelReason' in fields
          ? fields.cancelReason
          : null;
    if (reason) expect(mail.text).toContain(`Reason: ${reason}`);
    else expect(mail.text).not.toContain('Reason:');
  });

  it('invites a signed-in client to review a completed session, but not a guest (who cannot)', () => {
    const member = composeStatusMail(
      'completed',
      row({ status: 'completed', clientUserId: berlin.id }),
      berlin,
      publicUrl,
    );
    expect(member.text).toContain('You can leave a review from My Bookings.');
    const guest = composeStatusMail('completed', row({ status: 'completed' }), berlin, publicUrl);
    expect(guest.text).not.toContain('review');
  });

  it('writes the reminder on the artist’s clock', () => {
    const mail = composeReminderMail(row({ status: 'confirmed' }), berlin, publicUrl);
    expect(mail.subject).toBe('Reminder: Portrait Session with Maya Chen — EAS-7K3Q9M');
    expect(mail.text).toContain('When: Thursday, December 3, 2026 at 10:00 (Berlin time)');
    expect(mail.link).toBe('https://easel.example/track-booking');
  });

  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
