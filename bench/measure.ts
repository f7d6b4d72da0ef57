import autocannon, { type Options, type Result } from 'autocannon';

export type Measurement = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and every non-2xx answer. */
  errors: number;
};

export const benchSettings = { connections: 10, seconds: 5, warmUpSeconds: 1 };

function fire(options: Options): Promise<Result> {
  return new Promise((done, fail) => {
    autocannon(options, (err, result) => (err ? fail(err) : done(result)));
  });
}

/** A short warm-up (JIT, caches, connection pools) that is thrown away, then the measured run. */
export async function measure(
  name: string,
  request: Pick<Options, 'url' | 'method' | 'headers' | 'body'>,
): Promise<Measurement> {
  const base = { ...request, connections: benchSettings.connections };
  await fire({ ...base, duration: benchSettings.warmUpSeconds });
  const result = await fire({ ...base, duration: benchSettings.seconds });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Like measure, for writes that must differ per request (a new slot, a new key): `body` is
 * called for every request autocannon sends.
 */
export async function measureEach(
  name: string,
  request: { url: string; method: 'POST' | 'PUT'; headers?: Record<string, string>; body: () => string },
): Promise<Measurement> {
  const run = (duration: number) =>
    fire({
      url: request.url,
      connections: benchSettings.connections,
      duration,
      requests: [
        {
          method: request.method,
          headers: { 'content-type': 'application/json', ...request.headers },
          setupRequest: (req) => ({ ...req, body: request.body() }),
        },
      ],
    });
  await run(benchSettings.warmUpSeconds);
  const result = await run(benchSettings.seconds);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** autocannon measures latency in whole milliseconds, so 0 means "under one". */
function formatLatency(ms: number): string {
  return ms < 1 ? '<1' : String(Math.round(ms));
}

/** Plain-text table, numbers right-aligned so rows compare at a glance. */
export function formatTable(rows: Measurement[]): string {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'errors'];
  const cells = rows.map((r) => [
    r.name,
    Math.round(r.requestsPerSecond).toLocaleString('en-US'),
    formatLatency(r.p50),
    formatLatency(r.p99),
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (values: string[]) =>
    values.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}
