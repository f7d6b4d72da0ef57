import { formatShortDate } from '#shared/booking-format.ts';
import type { Conversation } from '#shared/schemas/messages.ts';

/** What a conversation is about, as one line: 'Art Consultation · Dec 3, 2026' or 'Offer: Blue Vessel'. */
export function describeSubject(subject: Conversation['subject']): string {
  if (subject.type === 'offer') return `Offer: ${subject.title}`;
  return `${subject.serviceName} · ${formatShortDate(subject.startsAt)}`;
}
