/** RFC 5545 text for the private ICS feed: escaping, folding and UTC stamps, free of any database. */

export type IcsEvent = {
  uid: string;
  /** When this event's information was last revised (DTSTAMP and LAST-MODIFIED). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
};

export type IcsCalendar = { name: string; events: readonly IcsEvent[] };

const CRLF = '\r\n';
/** RFC 5545 §3.1: content lines should not be longer than 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;

/** TEXT may hold a tab and (escaped) line breaks, but no other control character (§3.3.11). */
function stripControlCharacters(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if ((code < 0x20 && char !== '\t' && char !== '\n') || code === 0x7f) continue;
    out += char;
  }
  return out;
}

/** TEXT values (§3.3.11): backslash, semicolon and comma escaped, line breaks as \n, other controls dropped. */
export function escapeIcsText(value: string): string {
  return stripControlCharacters(value.replace(/\r\n|\r/g, '\n'))
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/**
 * Folds one content line into 75-octet pieces (§3.1): each continuation starts with a space, which
 * counts toward its 75. Breaks fall between code points, never inside a multi-byte UTF-8 sequence.
 */
export function foldIcsLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > MAX_LINE_OCTETS) {
      pieces.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(CRLF);
}

/** '20261203T090000Z': a UTC DATE-TIME (§3.3.5 form 2). */
export function formatIcsDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

function eventLines(event: IcsEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${formatIcsDateTime(event.stamp)}`,
    `LAST-MODIFIED:${formatIcsDateTime(event.stamp)}`,
    `DTSTART:${formatIcsDateTime(event.start)}`,
    `DTEND:${formatIcsDateTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** The whole calendar, with CRLF after every line (the last included, as §3.1 requires). */
export function renderIcsCalendar(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Easel//Bookings feed//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeIcsText(calendar.name)}`,
    // RFC 7986 and its common predecessor: calendar apps may poll hourly.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
