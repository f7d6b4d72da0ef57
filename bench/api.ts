// The bench sets its world up through the public API, as a client would, and stops at the first
// answer that is not a success (a bench on a broken set-up would measure error pages).

export async function benchCall<T>(
  baseURL: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${baseURL}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export type BenchUser = { id: string; token: string };

/** A fresh account; the write benches run against a server without demo data. */
export async function registerBenchUser(baseURL: string, name = 'Bench User'): Promise<BenchUser> {
  const suffix = Math.random().toString(36).slice(2, 10);
  const password = 'bench-password-2024';
  const { token, user } = await benchCall<{ token: string; user: { id: string } }>(
    baseURL,
    'POST',
    '/auth/register',
    {
      email: `bench-${suffix}@easel.test`,
      password,
      confirmPassword: password,
      name,
      username: `bench_${suffix}`,
      agreeToTerms: true,
    },
  );
  return { id: user.id, token };
}

/** A fresh artist with bookings open (UTC), so they can upload, sell and be booked. */
export async function registerBenchArtist(baseURL: string): Promise<BenchUser> {
  const artist = await registerBenchUser(baseURL, 'Bench Artist');
  await benchCall(baseURL, 'POST', '/profiles', { bookingEnabled: true, timezone: 'UTC' }, artist.token);
  return artist;
}
