import { type Account, callApi } from './accounts.ts';

export type Slot = { time: string; dateTime: string; available: boolean };

const dateAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function freeSlotsOn(artistId: string, date: string): Promise<Slot[]> {
  const { data } = await callApi<{ data: { slots: Slot[] } }>(`/calendar/slots/${artistId}?date=${date}`);
  return data.slots.filter((slot) => slot.available);
}

/**
 * The first free hour in the artist's own calendar from `fromDays` ahead over the next weeks.
 * When she has opened none, she opens one far-off day (a date rule, as the Availability tab
 * does) so a spec does not depend on other specs' bookings.
 */
export async function findFreeSlot(artist: Account, fromDays = 2): Promise<Slot> {
  const artistId = String(artist.user.id);
  for (let ahead = fromDays; ahead <= fromDays + 19; ahead++) {
    const [free] = await freeSlotsOn(artistId, dateAhead(ahead));
    if (free) return free;
  }
  const date = dateAhead(200 + Math.floor(Math.random() * 120));
  await callApi('/calendar/availability', {
    token: artist.token,
    body: { date, available: true, startTime: '09:00', endTime: '17:00' },
  });
  const [free] = await freeSlotsOn(artistId, date);
  if (!free) throw new Error(`The artist has no free hour on ${date} after opening it`);
  return free;
}
