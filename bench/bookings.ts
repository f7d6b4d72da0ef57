// Bookings on each database driver: a month of slots for one artist (the calendar's read) and
// booking creation (the exclusion-constraint write), each request taking a different free hour.
import autocannon, { type Result } from 'autocannon';
import { type ServerProcess, startServer } from '../e2e/support/server-process.ts';
import { withFreshDatabase } from './drivers.ts';
import { benchSettings, formatTable, type Measurement, measure } from './measure.ts';

const serverEnv = {
  NODE_ENV: 'production',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '1000000000',
  AUTH_RATE_LIMIT_MAX: '1000000000',
};

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

/** A fresh artist open around the clock every day in UTC, so every hour of the year is bookable. */
async function prepareArtist(baseURL: string): Promise<string> {
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
  return user.id;
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** POST /bookings with a new hour for every request; any non-2xx (a 409 included) counts as an error. */
function measureBookingCreation(name: string, baseURL: string, artistId: string): Promise<Measurement> {
  const first = new Date();
  first.setUTCHours(0, 0, 0, 0);
  first.setUTCDate(first.getUTCDate() + 2);
  let next = 0;
  const body = () => {
    const dateTime = new Date(first.getTime() + next * 3_600_000).toISOString();
    next += 1;
    return JSON.stringify({
      artistId,
      clientName: 'Bench Client',
      clientEmail: `client${next}@bench.test`,
      service: 'consultation',
      dateTime,
      message: 'A benchmark booking request with enough words.',
    });
  };
  const run = (duration: number) =>
    new Promise<Result>((done, fail) => {
      autocannon(
        {
          url: `${baseURL}/api/v1/bookings`,
          connections: benchSettings.connections,
          duration,
          requests: [
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              setupRequest: (request) => ({ ...request, body: body() }),
            },
          ],
        },
        (err, result) => (err ? fail(err) : done(result)),
      );
    });
  return run(benchSettings.warmUpSeconds).then(async () => {
    const result = await run(benchSettings.seconds);
    return {
      name,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    };
  });
}

async function measureDriver(driver: string, databaseUrl?: string): Promise<Measurement[]> {
  let app: ServerProcess | undefined;
  try {
    app = await startServer({
      label: `easel-bench-bookings-${driver}`,
      timeoutMs: 120_000,
      env: serverEnv,
      ...(databaseUrl ? { databaseUrl } : {}),
    });
    const artistId = await prepareArtist(app.baseURL);
    const start = new Date();
    const end = new Date(start.getTime() + 30 * 86_400_000);
    process.stdout.write(`  measuring bookings on ${driver}…\n`);
    const month = await measure(`${driver} GET availability (31 days)`, {
      url: `${app.baseURL}/api/v1/bookings/availability/${artistId}?startDate=${isoDate(start)}&endDate=${isoDate(end)}`,
    });
    const create = await measureBookingCreation(
      `${driver} POST /bookings (new slot each)`,
      app.baseURL,
      artistId,
    );
    // The month again, now with every booking just made on the calendar.
    const busyMonth = await measure(`${driver} GET availability (31 days, booked)`, {
      url: `${app.baseURL}/api/v1/bookings/availability/${artistId}?startDate=${isoDate(start)}&endDate=${isoDate(end)}`,
    });
    return [month, create, busyMonth];
  } finally {
    await app?.stop();
  }
}

export async function benchBookingsOnDrivers(postgresUrl: string | undefined): Promise<string> {
  const rows = await measureDriver('PGlite');
  if (postgresUrl)
    rows.push(...(await withFreshDatabase(postgresUrl, (url) => measureDriver('PostgreSQL', url))));
  const note = postgresUrl ? '' : '\n(set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure PostgreSQL too)';
  return `${formatTable(rows)}${note}`;
}
