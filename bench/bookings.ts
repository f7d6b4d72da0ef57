// Bookings: a month of slots for one artist (the calendar's read) and booking creation (the
// exclusion-constraint write), each request taking a different free hour.
import { type Measurement, measure, measureEach } from './measure.ts';

async function call<T>(baseURL: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${baseURL}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A fresh artist; the bench measures against a server without demo data. */
export async function registerBenchArtist(baseURL: string): Promise<{ id: string; token: string }> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const password = 'bench-password-2024';
  const { token, user } = await call<{ token: string; user: { id: string } }>(
    baseURL,
    'POST',
    '/auth/register',
    {
      email: `bench-${suffix}@easel.test`,
      password,
      confirmPassword: password,
      name: 'Bench Artist',
      username: `bench_${suffix}`,
      agreeToTerms: true,
    },
  );
  await call(baseURL, 'POST', '/profiles', { bookingEnabled: true, timezone: 'UTC' }, token);
  return { id: user.id, token };
}

export { call as benchCall };

/** Open around the clock every day in UTC, so every hour of the year is bookable. */
async function openAroundTheClock(baseURL: string, token: string) {
  // Named like the catalogue entry, so its slug is 'consultation', which the requests send.
  await call(
    baseURL,
    'POST',
    '/services',
    { name: 'Art Consultation', durationMinutes: 60, price: 75 },
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

/** The bookings rows for one running server; any non-2xx (a 409 included) counts as an error. */
export async function measureBookings(baseURL: string, driver: string): Promise<Measurement[]> {
  const artist = await registerBenchArtist(baseURL);
  await openAroundTheClock(baseURL, artist.token);
  const start = new Date();
  const monthUrl = `${baseURL}/api/v1/bookings/availability/${artist.id}?startDate=${isoDate(start)}&endDate=${isoDate(new Date(start.getTime() + 30 * 86_400_000))}`;
  const month = await measure(`${driver} GET availability (31 days)`, { url: monthUrl });

  const first = new Date(start);
  first.setUTCHours(0, 0, 0, 0);
  first.setUTCDate(first.getUTCDate() + 2);
  let next = 0;
  const create = await measureEach(`${driver} POST /bookings (new slot each)`, {
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
  const busyMonth = await measure(`${driver} GET availability (31 days, booked)`, { url: monthUrl });
  return [month, create, busyMonth];
}
