import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, formatIcsDateTime, renderIcsCalendar } from './calendar-feed-ics.ts';
import { parseIcs } from './calendar-feed-test-parser.ts';

describe('ICS text', () => {
  it.each([
    ['plain', 'plain'],
    ['a;b,c\\d', 'a\\;b\\,c\\\\d'],
    ['line one\nline two\r\nthree\rfour', 'line one\\nline two\\nthree\\nfour'],
    ['bell\u0007 and nul\u0000 go, tab\tstays', 'bell and nul go\\, tab\tstays'],
  ])('escapes %j', (input, expected) => {
    expect(escapeIcsText(input)).toBe(expected);
  });

  it('formats UTC date-times in the basic form ending in Z', () => {
    expect(formatIcsDateTime(new Date('2026-12-03T09:05:07.123Z'))).toBe('20261203T090507Z');
  });

  it('folds lines at 75 octets with a leading space, never splitting a UTF-8 character', () => {
    expect(foldIcsLine('x'.repeat(75))).toBe('x'.repeat(75));
    const long = `SUMMARY:${'a'.repeat(200)}`;
    const folded = foldIcsLine(long);
    const pieces = folded.split('\r\n');
    expect(pieces.map((p) => Buffer.byteLength(p))).toEqual([75, 75, 60]);
    expect(pieces.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);

    // 'é' is 2 octets and '🎨' 4: every piece stays within 75 octets and decodes cleanly.
    const wide = `DESCRIPTION:${'é🎨'.repeat(40)}`;
    const widePieces = foldIcsLine(wide).split('\r\n');
    for (const piece of widePieces) {
      expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(75);
      expect(Buffer.from(piece, 'utf8').toString('utf8')).toBe(piece);
      expect(piece).not.toContain('\uFFFD');
    }
    expect(widePieces.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(wide);
  });

  it('renders a calendar that parses back to what went in', () => {
    const description = 'Reference: EAS-7K3Q9M\n\nBring the photo; "grandma", 1962 \\ colour';
    const text = renderIcsCalendar({
      name: 'Easel bookings — Maya Chen',
      events: [
        {
          uid: 'abc@easel',
          stamp: new Date('2026-11-01T10:00:00Z'),
          start: new Date('2026-12-03T09:00:00Z'),
          end: new Date('2026-12-03T10:00:00Z'),
          summary: 'Portrait Session with Zoë, Anna; Bo',
          description,
        },
      ],
    });
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    const calendar = parseIcs(text);
    expect(calendar.props).toMatchObject({ VERSION: '2.0', 'X-WR-CALNAME': 'Easel bookings — Maya Chen' });
    expect(calendar.props.PRODID).toBeTruthy();
    expect(calendar.children).toHaveLength(1);
    expect(calendar.children[0]).toMatchObject({
      name: 'VEVENT',
      props: {
        UID: 'abc@easel',
        DTSTAMP: '20261101T100000Z',
        DTSTART: '20261203T090000Z',
        DTEND: '20261203T100000Z',
        SUMMARY: 'Portrait Session with Zoë, Anna; Bo',
        DESCRIPTION: description,
        STATUS: 'CONFIRMED',
      },
    });
  });

  it('renders an empty calendar when there is nothing confirmed', () => {
    const calendar = parseIcs(renderIcsCalendar({ name: 'Easel', events: [] }));
    expect(calendar.name).toBe('VCALENDAR');
    expect(calendar.children).toEqual([]);
  });
});
