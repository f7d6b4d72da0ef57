import { spawn } from 'node:child_process';
import { rootDir, type ServerProcess } from '../../e2e/support/server-process.ts';
import type { CrashTarget, CrashWorld } from './crash-world.ts';

/**
 * The crash test's burst: contributions, bookings and purchases fired at once at a running server,
 * which is SIGKILLed while they are in flight; and the ledger check run as `npm run check:ledger` runs it.
 */
export type Kind = 'contribution' | 'booking' | 'purchase';
export type Answer = { data?: { id?: string; contribution?: { id?: string } } };
export type Sent = { kind: Kind; ack?: { id: string }; status?: number; cutOff?: boolean };

/** The id the client was given for its write: contributions answer the campaign beside the contribution. */
export const writtenId = (kind: Kind, body: Answer) =>
  kind === 'contribution' ? body.data?.contribution?.id : body.data?.id;

export type Reply = { status: number; body: Answer; replayed: boolean };

export async function post(
  server: ServerProcess,
  path: string,
  body: unknown,
  token?: string,
  key?: string,
): Promise<Reply> {
  const res = await fetch(`${server.baseURL}/api/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body ?? {}),
  });
  const replayed = res.headers.get('idempotent-replayed') === 'true';
  return { status: res.status, body: (await res.json()) as Answer, replayed };
}

/** The burst, interleaved so every kind is in flight at once; half-hour steps make the hour-long bookings overlap. */
export function burstRequests(world: CrashWorld) {
  // Money moves carry an Idempotency-Key, as the web client sends them, so they can be retried after the crash.
  const requests: { kind: Kind; n: number; key?: string; send: (s: ServerProcess) => Promise<Reply> }[] = [];
  for (let i = 0; i < 18; i++) {
    const buyer = world.buyers[i % world.buyers.length]!;
    requests.push({
      kind: 'contribution',
      n: i,
      key: `crash-contribution-${i}`,
      send: (s) =>
        post(
          s,
          `/campaigns/${world.campaignId}/contribute`,
          { amount: 5 + i, paymentType: 'fiat', note: `burst ${i}` },
          // Every other one as a guest: both paths write the same rows.
          i % 2 ? buyer.token : undefined,
          `crash-contribution-${i}`,
        ),
    });
    requests.push({
      kind: 'booking',
      n: i,
      send: (s) =>
        post(s, '/booking', {
          artistId: world.artistId,
          clientName: 'Crash Tester',
          clientEmail: `crash${i}@example.com`,
          service: 'consultation',
          dateTime: new Date(world.firstSlot.getTime() + (i % 9) * 30 * 60_000).toISOString(),
          message: 'A session booked during the crash test.',
        }),
    });
    if (i < 12) {
      const artwork = world.artworks[i % world.artworks.length]!;
      requests.push({
        kind: 'purchase',
        n: i,
        key: `crash-purchase-${i}`,
        send: (s) =>
          post(
            s,
            `/marketplace/${artwork.id}/purchase`,
            { price: artwork.priceMacs / 100 },
            buyer.token,
            `crash-purchase-${i}`,
          ),
      });
    }
  }
  return requests;
}

/** Fires the burst and SIGKILLs the server once every kind has been acknowledged and a third of the burst is done. */
export async function burstAndKill(
  server: ServerProcess,
  requests: ReturnType<typeof burstRequests>,
): Promise<Sent[]> {
  const sent: Sent[] = requests.map((r) => ({ kind: r.kind }));
  let killing: Promise<void> | undefined;
  const acked = (kind?: Kind) => sent.filter((s) => s.ack && (!kind || s.kind === kind)).length;
  const maybeKill = () => {
    const everyKind = (['contribution', 'booking', 'purchase'] as const).every((k) => acked(k) > 0);
    if (!killing && everyKind && acked() >= requests.length / 3) killing = server.kill();
  };
  const settled = requests.map(async (request, i) => {
    try {
      const res = await request.send(server);
      sent[i]!.status = res.status;
      const id = writtenId(request.kind, res.body);
      if (res.status >= 200 && res.status < 300 && id) sent[i]!.ack = { id };
    } catch {
      // Cut off by the kill: not acknowledged.
      sent[i]!.cutOff = true;
    }
    maybeKill();
  });
  await Promise.all(settled);
  // Should the server have answered everything first, the kill still happens, but the test says so below.
  await (killing ?? server.kill());
  return sent;
}

export function runLedgerScript(
  target: CrashTarget,
  dataDir: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/check-ledger.ts'], {
      cwd: rootDir,
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: target.databaseUrl ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => done({ code, output }));
  });
}
