// Bookings: a month of slots for one artist (the calendar's read), booking creation (the
// exclusion-constraint write), each request taking a different free hour, and P3: many clients
// racing for one slot, where exactly one may win.
import { benchCall as call, registerBenchArtist } from './api.ts';
import { type Measurement, measure, measureEach } from './measure.ts';

/** Open around the clock every day in UTC, so every hour of the year is bookable. */
async function openAroundTheClock(baseURL: string, token: string) {
  // Named like the catalogue entry, so its slug is 'consultation', which the requests send. Free,
  // because the bench's clients are guests and a priced session needs an account (decision 020).
  await call(
    baseURL,
    'POST',
    '/services',
    { name: 'Art Consultation', durationMinutes: 60, price: 0 },
    token,
  );
  for (let weekday = 0; weekday < 7; weekday += 1) {
    await call(
      baseURL,
      'POST',
      '/calendar/availability',
      { weekday, startTime: '00:00', endTime: '24:00' },
      token,
    );
  }
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export type SlotRace = { clients: number; milliseconds: number; statuses: Record<number, number> };

/**
 * P3: `clients` guests ask for the same hour of a fresh artist at the same moment. Exactly one
 * must get 201; the rest must hear 409 (a 5xx or a second winner is a bug, not a slow figure).
 */
export async function raceForOneSlot(baseURL: string, clients = 50): Promise<SlotRace> {
  const artist = await registerBenchArtist(baseURL);
  await openAroundTheClock(baseURL, artist.token);
  const slot = new Date();
  slot.setUTCHours(10, 0, 0, 0);
  slot.setUTCDate(slot.getUTCDate() + 3);
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      const response = await fetch(`${baseURL}/api/v1/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          artistId: artist.id,
          clientName: `Racing Client ${i + 1}`,
          clientEmail: `racer${i + 1}@bench.test`,
          service: 'consultation',
          dateTime: slot.toISOString(),
          message: 'Everyone wants this one hour of the artist.',
        }),
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const milliseconds = performance.now() - started;
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return { clients, milliseconds, statuses: counts };
}

/** The bookings rows for one running server; any non-2xx (a 409 included) counts as an error. */
export async function measureBookings(baseURL: string): Promise<Measurement[]> {
  const artist = await registerBenchArtist(baseURL);
  await openAroundTheClock(baseURL, artist.token);
  const start = new Date();
  const monthUrl = `${baseURL}/api/v1/bookings/availability/${artist.id}?startDate=${isoDate(start)}&endDate=${isoDate(new Date(start.getTime() + 30 * 86_400_000))}`;
  const month = await measure(`GET availability (31 days)`, { url: monthUrl });

  const first = new Date(start);
  first.setUTCHours(0, 0, 0, 0);
  first.setUTCDate(first.getUTCDate() + 2);
  let next = 0;
  const create = await measureEach(`POST /bookings (new slot each)`, {
    url: `${baseURL}/api/v1/bookings`,
    method: 'POST',
    body: () => {
      next += 1;
      return JSON.stringify({
        artistId: artist.id,
        clientName: 'Bench Client',
        clientEmail: `client${next}@bench.test`,
        service: 'consultation',
        dateTime: new Date(first.getTime() + next * 3_600_000).toISOString(),
        message: 'A benchmark booking request with enough words.',
      });
    },
  });
  // The month again, now with every booking just made on the calendar.
  const busyMonth = await measure(`GET availability (31 days, booked)`, { url: monthUrl });
  return [month, create, busyMonth];
}
