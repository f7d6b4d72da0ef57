import { randomBytes } from 'node:crypto';
import { type CallOptions, expectCall } from './http-client.ts';

export type Account = {
  id: string;
  email: string;
  name: string;
  username: string;
  password: string;
  token: string;
};

/** Signs up through the API of `baseURL`, as a browser would. */
export async function register(
  baseURL: string,
  via: CallOptions,
  accountType: 'supporter' | 'creator' = 'supporter',
): Promise<Account> {
  const suffix = randomBytes(4).toString('hex');
  const fields = {
    email: `cluster-${suffix}@example.com`,
    password: `Kiln-${suffix}-Glaze`,
    name: `Cluster Tester ${suffix}`,
    username: `cluster_${suffix}`,
  };
  const reply = await expectCall(`${baseURL}/api/v1/auth/register`, 201, {
    ...via,
    body: { ...fields, confirmPassword: fields.password, agreeToTerms: true, accountType },
  });
  const { token, user } = reply.json();
  return { ...fields, id: user.id, token };
}

/**
 * A creator open 09:00–18:00 UTC every day with one free one-hour service, all set up through the
 * API. Free, so guests can book it: a priced service needs an account to pay from (decision 020).
 */
export async function registerBookableArtist(baseURL: string, via: CallOptions): Promise<Account> {
  const artist = await register(baseURL, via, 'creator');
  const api = (path: string) => `${baseURL}/api/v1${path}`;
  const as = { ...via, token: artist.token };
  await expectCall(api(`/profiles/${artist.id}`), 200, {
    ...as,
    method: 'PUT',
    body: { bookingEnabled: true, timezone: 'UTC' },
  });
  await expectCall(api('/services'), 201, {
    ...as,
    body: { name: 'Studio Visit', durationMinutes: 60, price: 0 },
  });
  for (const weekday of [0, 1, 2, 3, 4, 5, 6]) {
    await expectCall(api('/calendar/availability'), 201, {
      ...as,
      body: { weekday, startTime: '09:00', endTime: '18:00' },
    });
  }
  return artist;
}

/** `daysAhead` days from now at hour:00 UTC, an instant the test artists offer. */
export function slotOnDay(daysAhead: number, hour: number): string {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  day.setUTCHours(hour, 0, 0, 0);
  return day.toISOString();
}

/** A guest's booking request for the artist's service at `dateTime`. */
export const guestBooking = (artistId: string, dateTime: string) => ({
  artistId,
  clientName: 'Robin Guest',
  clientEmail: `robin-${randomBytes(3).toString('hex')}@example.com`,
  service: 'Studio Visit',
  dateTime,
  message: 'I would love to visit the studio and see the kiln.',
});
