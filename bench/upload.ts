// `npm run bench:upload`: stream 50 MB video uploads to the real server and report the time and
// the server process's resident memory, which must stay flat however large the upload is.
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { Readable } from 'node:stream';
import { type ServerProcess, startServer } from '../e2e/support/server-process.ts';
import { DEMO_ARTIST_EMAIL, DEMO_PASSWORD } from '../server/platform/db/seed/demo-accounts.ts';
import { generateMp4 } from '../server/platform/images/test-images.ts';
import { createMultipartBody } from '../server/platform/storage/multipart-body.ts';
import { MEDIA_MAX_BYTES } from '../shared/uploads.ts';

const RUNS = 3;
const SAMPLE_MS = 20;
const MB = 1024 * 1024;

/** The server is our only child process: find it by parent pid (startServer does not expose it). */
function findServerPid(): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the parenthesised command name: state, ppid, …
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (ppid === process.pid && cmdline.includes('server/main.ts')) return Number(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  throw new Error('Could not find the server process under /proc (this bench needs Linux)');
}

/** VmRSS (now) and VmHWM (peak since start) of a process, in bytes. */
function readMemory(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

async function signIn(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ARTIST_EMAIL, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { token?: string; data?: { token?: string }; message?: string };
  const token = body.token ?? body.data?.token;
  if (!res.ok || !token)
    throw new Error(`Sign-in as the demo artist failed: ${res.status} ${body.message ?? ''}`);
  return token;
}

type Row = { run: number; seconds: number; mbPerSecond: number; rssBefore: number; rssPeak: number };

async function uploadOnce(baseURL: string, token: string, pid: number, run: number): Promise<Row> {
  const multipart = createMultipartBody([
    { name: 'title', value: `Bench upload ${run}` },
    { name: 'file', filename: 'bench.mp4', contentType: 'video/mp4', body: generateMp4(MEDIA_MAX_BYTES) },
  ]);
  const rssBefore = readMemory(pid).rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, readMemory(pid).rss);
  }, SAMPLE_MS);
  const started = performance.now();
  try {
    const res = await fetch(`${baseURL}/api/v1/media/upload`, {
      method: 'POST',
      headers: { 'content-type': multipart.contentType, authorization: `Bearer ${token}` },
      body: Readable.toWeb(multipart.body) as ReadableStream<Uint8Array>,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    const text = await res.text();
    if (res.status !== 201) throw new Error(`Upload ${run} answered ${res.status}: ${text.slice(0, 200)}`);
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  rssPeak = Math.max(rssPeak, readMemory(pid).rss);
  return { run, seconds, mbPerSecond: MEDIA_MAX_BYTES / MB / seconds, rssBefore, rssPeak };
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

function formatRows(rows: Row[]): string {
  const header = ['upload', 'size', 'time', 'MB/s', 'RSS before', 'RSS peak', 'growth'];
  const cells = rows.map((r) => [
    `#${r.run} POST /api/v1/media/upload (mp4)`,
    mb(MEDIA_MAX_BYTES),
    `${r.seconds.toFixed(2)} s`,
    r.mbPerSecond.toFixed(1),
    mb(r.rssBefore),
    mb(r.rssPeak),
    `+${mb(r.rssPeak - r.rssBefore)}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (values: string[]) =>
    values.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

async function main() {
  // Uploads never touch the web app, so unlike `npm run bench` this does not (re)build it.
  console.log('Starting the server (fresh PGlite, demo seed, local file storage)…');
  let app: ServerProcess | undefined;
  try {
    app = await startServer({
      label: 'easel-bench-upload',
      timeoutMs: 120_000,
      env: { NODE_ENV: 'production', SEED_DEMO: 'true', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000000' },
    });
    const pid = findServerPid();
    const token = await signIn(app.baseURL);
    console.log(
      `${RUNS} streamed uploads of ${mb(MEDIA_MAX_BYTES)} each, RSS sampled every ${SAMPLE_MS} ms, ` +
        `${cpus().length} CPU(s), Node ${process.version}\n`,
    );
    const rows: Row[] = [];
    for (let run = 1; run <= RUNS; run++) rows.push(await uploadOnce(app.baseURL, token, pid, run));
    console.log(`${formatRows(rows)}\n`);
    console.log(
      `server peak RSS since start (VmHWM, includes start-up and seeding): ${mb(readMemory(pid).hwm)}`,
    );
  } finally {
    await app?.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
