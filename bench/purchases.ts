// Purchase throughput: Buy Now, each a ledger transfer, an order and a notification in one
// transaction. Everything is set up through the API: an artist uploads small unique artworks and
// prices them, buyers top their wallets up; then every request buys the next artwork.
import { makeImage } from '../server/platform/images/test-images.ts';
import { createMultipartBody } from '../server/platform/storage/multipart-body.ts';
import { type BenchUser, benchCall, registerBenchArtist, registerBenchUser } from './api.ts';
import { benchSettings, envNumber, type Measurement, measureAmount } from './measure.ts';

/** Enough buyers that the buyers' own ledger rows do not serialise the run; one artist sells. */
const BUYERS = 10;
const PRICE_MACS = 1;

/**
 * The upload route allows 30 uploads a minute per address. The bench server trusts
 * X-Forwarded-For (TRUST_PROXY), so each upload comes "from" its own address and the limiter
 * stays on without capping the set-up.
 */
const forwardedFor = (n: number) => `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`;

async function uploadPricedArtwork(baseURL: string, artist: BenchUser, image: Buffer, n: number) {
  const multipart = createMultipartBody([
    { name: 'title', value: `Bench print ${n}` },
    { name: 'file', filename: `print-${n}.png`, contentType: 'image/png', body: image },
  ]);
  const body = Buffer.concat(await multipart.body.toArray());
  const response = await fetch(`${baseURL}/api/v1/media/upload`, {
    method: 'POST',
    headers: {
      'content-type': multipart.contentType,
      authorization: `Bearer ${artist.token}`,
      'x-forwarded-for': forwardedFor(n),
    },
    body,
  });
  if (response.status !== 201)
    throw new Error(`upload ${n} answered ${response.status}: ${await response.text()}`);
  const { data } = (await response.json()) as { data: { id: string } };
  await benchCall(
    baseURL,
    'PUT',
    `/media/${data.id}`,
    { title: `Bench print ${n}`, price: PRICE_MACS },
    artist.token,
  );
  return data.id;
}

/** `count` artworks, a few uploads at a time (sharp makes the variants of each). */
async function createArtworks(baseURL: string, artist: BenchUser, count: number): Promise<string[]> {
  const image = await makeImage(64, 64, 'png');
  const ids: string[] = [];
  for (let n = 0; n < count; n += 4) {
    const batch = Array.from({ length: Math.min(4, count - n) }, (_, i) => n + i);
    ids.push(...(await Promise.all(batch.map((i) => uploadPricedArtwork(baseURL, artist, image, i)))));
  }
  return ids;
}

async function fundedBuyers(baseURL: string): Promise<BenchUser[]> {
  const buyers: BenchUser[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const buyer = await registerBenchUser(baseURL, `Bench Buyer ${i + 1}`);
    await benchCall(baseURL, 'POST', '/wallet/topup', { amount: 10_000 }, buyer.token);
    buyers.push(buyer);
  }
  return buyers;
}

/** Requests that each buy the next artwork of `ids`, round-robin over the buyers. */
function buyEach(baseURL: string, ids: string[], buyers: BenchUser[]) {
  let next = 0;
  return {
    url: `${baseURL}/api/v1/marketplace`,
    method: 'POST' as const,
    next: () => {
      const n = next++;
      const id = ids[n % ids.length]!;
      return {
        path: `/api/v1/marketplace/${id}/purchase`,
        headers: { authorization: `Bearer ${buyers[n % buyers.length]!.token}` },
        body: '{}',
      };
    },
  };
}

/**
 * BENCH_PURCHASES purchases (default 20 per second of BENCH_SECONDS, so a smoke run stays
 * short), after a warm-up on spare artworks. Any non-201 counts as an error.
 */
export async function measurePurchases(baseURL: string): Promise<Measurement[]> {
  const amount = Math.round(envNumber('BENCH_PURCHASES', 20 * benchSettings.seconds));
  const warmUp = Math.max(10, Math.round(amount / 10));
  const artist = await registerBenchArtist(baseURL);
  process.stdout.write(`    uploading ${amount + warmUp} artworks to buy…\n`);
  const ids = await createArtworks(baseURL, artist, amount + warmUp);
  const buyers = await fundedBuyers(baseURL);
  await measureAmount('warm-up', buyEach(baseURL, ids.slice(0, warmUp), buyers), warmUp);
  const measured = await measureAmount(
    `POST purchase (Buy Now, ${amount} unique works)`,
    buyEach(baseURL, ids.slice(warmUp), buyers),
    amount,
  );
  return [measured];
}
