// P7 (`npm run bench:upload`, and a group of `npm run bench`): stream 50 MB video uploads to the
// real server and report the time and the server process's resident memory, which must stay flat
// however large the upload is (decision 012: the file goes to disk, never into memory).
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { type ServerProcess, startServer } from '../e2e/support/server-process.ts';
import { generateMp4 } from '../server/platform/images/test-images.ts';
import { createMultipartBody } from '../server/platform/storage/multipart-body.ts';
import { MEDIA_MAX_BYTES } from '../shared/uploads.ts';
import { registerBenchArtist } from './api.ts';
import { benchServerEnv, benchServerOptions } from './drivers.ts';
import { envNumber } from './measure.ts';
import { formatMB, readMemory } from './memory.ts';
import { type GroupResult, type Table, tableToText } from './table.ts';

const SAMPLE_MS = 20;
const MB = 1024 * 1024;

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

/** Uploads `runs` 50 MB videos to a fresh PGlite server (no demo data, local file storage). */
export async function benchUploadMemory(
  runs = Math.round(envNumber('BENCH_UPLOADS', 3)),
): Promise<GroupResult> {
  let app: ServerProcess | undefined;
  try {
    app = await startServer({
      label: 'easel-bench-upload',
      ...benchServerOptions,
      env: { ...benchServerEnv, SEED_DEMO: 'false' },
    });
    const artist = await registerBenchArtist(app.baseURL);
    const rows: Row[] = [];
    for (let run = 1; run <= runs; run++) {
      process.stdout.write(`  upload ${run} of ${runs}…\n`);
      rows.push(await uploadOnce(app.baseURL, artist.token, app.pid, run));
    }
    const growth = Math.max(...rows.map((r) => r.rssPeak - r.rssBefore));
    const table: Table = {
      title: `P7 · ${formatMB(MEDIA_MAX_BYTES)} video upload, server memory`,
      columns: ['upload', 'time', 'MB/s', 'RSS before', 'RSS peak', 'growth'],
      rows: rows.map((r) => [
        `#${r.run} POST /api/v1/media/upload (mp4)`,
        `${r.seconds.toFixed(2)} s`,
        r.mbPerSecond.toFixed(1),
        formatMB(r.rssBefore),
        formatMB(r.rssPeak),
        `+${formatMB(r.rssPeak - r.rssBefore)}`,
      ]),
      note:
        `Streamed multipart uploads on PGlite with local storage; the server's VmRSS sampled every ${SAMPLE_MS} ms. ` +
        `Peak RSS since the server started (VmHWM, start-up included): ${formatMB(readMemory(app.pid).hwm)}.`,
    };
    // The file must stream to disk: memory growing by the file's size would mean it was buffered.
    const failures =
      growth < MEDIA_MAX_BYTES
        ? []
        : [`P7: RSS grew by ${formatMB(growth)} during a ${formatMB(MEDIA_MAX_BYTES)} upload`];
    return { tables: [table], failures };
  } finally {
    await app?.stop();
  }
}

async function main() {
  // Uploads never touch the web app, so unlike `npm run bench` this does not (re)build it.
  console.log('Starting the server (fresh PGlite, local file storage)…');
  const { tables, failures } = await benchUploadMemory();
  for (const table of tables) console.log(`\n${tableToText(table)}\n`);
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
