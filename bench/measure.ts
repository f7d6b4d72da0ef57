import autocannon, { type Options, type Result } from 'autocannon';

export type Measurement = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers received in the measured run; 0 means the row measured nothing. */
  answered: number;
  /** Connection errors, timeouts and every non-2xx answer. */
  errors: number;
};

/** Why a row cannot be trusted: errors, or no answer at all within the run. */
export function rowProblem(row: Measurement): string | undefined {
  if (row.errors > 0) return `${row.errors} errors`;
  if (row.answered === 0) return 'no answer within the run';
  return undefined;
}

/** A positive number from the environment, or the default (a typo must not silently mean 0). */
export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

/**
 * BENCH_SECONDS shortens every timed row for a smoke run (`BENCH_SECONDS=1 npm run bench`); the
 * warm-up shrinks with it so a smoke run stays short.
 */
const seconds = envNumber('BENCH_SECONDS', 5);
export const benchSettings = { connections: 10, seconds, warmUpSeconds: Math.min(1, seconds / 2) };

function fire(options: Options): Promise<Result> {
  return new Promise((done, fail) => {
    autocannon(options, (err, result) => (err ? fail(err) : done(result)));
  });
}

function toMeasurement(name: string, result: Result): Measurement {
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    answered: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** A short warm-up (JIT, caches, connection pools) that is thrown away, then the measured run. */
export async function measure(
  name: string,
  request: Pick<Options, 'url' | 'method' | 'headers' | 'body'>,
): Promise<Measurement> {
  const base = { ...request, connections: benchSettings.connections };
  await fire({ ...base, duration: benchSettings.warmUpSeconds });
  return toMeasurement(name, await fire({ ...base, duration: benchSettings.seconds }));
}

type Request = Pick<Options, 'url' | 'method' | 'headers' | 'body'>;

/** One run's figures folded into a row: throughput over all slices, the median p50, the worst p99. */
function combine(name: string, slices: Result[]): Measurement {
  const total = slices.reduce((sum, r) => sum + r.requests.total, 0);
  const seconds = slices.reduce((sum, r) => sum + r.duration, 0);
  const p50s = slices.map((r) => r.latency.p50).sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: seconds > 0 ? total / seconds : 0,
    p50: p50s[Math.floor(p50s.length / 2)] ?? 0,
    p99: Math.max(...slices.map((r) => r.latency.p99)),
    answered: total,
    errors: slices.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
  };
}

/**
 * Requests compared by their ratios (the app and its references): each is warmed up, then they
 * take turns in one-second slices for the usual duration each, so a machine that gets busier or
 * quieter during the run (the bench shares it) weighs on all alike. req/s is over all slices, p50
 * the median slice's and p99 the worst slice's.
 */
export async function measureInTurns(rows: { name: string; request: Request }[]): Promise<Measurement[]> {
  const base = { connections: benchSettings.connections };
  const slices = Math.max(1, Math.round(benchSettings.seconds));
  const duration = benchSettings.seconds / slices;
  const results: Result[][] = rows.map(() => []);
  for (const { request } of rows) {
    await fire({ ...request, ...base, duration: benchSettings.warmUpSeconds });
  }
  for (let slice = 0; slice < slices; slice++) {
    for (const [index, { request }] of rows.entries()) {
      results[index]!.push(await fire({ ...request, ...base, duration }));
    }
  }
  return rows.map((row, index) => combine(row.name, results[index]!));
}

/** Two requests compared by their ratio, in turns (measureInTurns). */
export async function measurePair(
  first: { name: string; request: Request },
  second: { name: string; request: Request },
): Promise<[Measurement, Measurement]> {
  const [a, b] = await measureInTurns([first, second]);
  return [a!, b!];
}

type EachRequest = {
  url: string;
  method: 'POST' | 'PUT';
  /** Called for every request autocannon sends: a new slot, a new key, the next artwork. */
  next: () => { path?: string; headers?: Record<string, string>; body: string };
};

function fireEach(request: EachRequest, limit: { duration: number } | { amount: number }) {
  return fire({
    url: request.url,
    connections: benchSettings.connections,
    ...limit,
    requests: [
      {
        method: request.method,
        setupRequest: (req) => {
          const { path, headers, body } = request.next();
          return {
            ...req,
            ...(path ? { path } : {}),
            headers: { ...req.headers, 'content-type': 'application/json', ...headers },
            body,
          };
        },
      },
    ],
  });
}

/** Like measure, for writes that must differ per request: `body` is called for every request. */
export async function measureEach(
  name: string,
  request: { url: string; method: 'POST' | 'PUT'; headers?: Record<string, string>; body: () => string },
): Promise<Measurement> {
  const each: EachRequest = {
    url: request.url,
    method: request.method,
    next: () => ({ ...(request.headers ? { headers: request.headers } : {}), body: request.body() }),
  };
  await fireEach(each, { duration: benchSettings.warmUpSeconds });
  return toMeasurement(name, await fireEach(each, { duration: benchSettings.seconds }));
}

/**
 * A fixed number of writes that can each happen once (buying a unique artwork): exactly `amount`
 * requests, throughput = amount / elapsed time. The caller warms up with its own spare stock.
 */
export async function measureAmount(
  name: string,
  request: EachRequest,
  amount: number,
): Promise<Measurement> {
  const result = await fireEach(request, { amount });
  const elapsedSeconds = result.duration;
  return {
    ...toMeasurement(name, result),
    requestsPerSecond: elapsedSeconds > 0 ? result.requests.total / elapsedSeconds : 0,
  };
}

/** autocannon measures latency in whole milliseconds, so 0 means "under one". */
export function formatLatency(ms: number): string {
  return ms < 1 ? '<1' : String(Math.round(ms));
}

export const formatRate = (perSecond: number) => Math.round(perSecond).toLocaleString('en-US');

/** A measurement's throughput and latency cells, in the order every table prints them. */
export const speedCells = (r: Measurement) => [
  formatRate(r.requestsPerSecond),
  formatLatency(r.p50),
  formatLatency(r.p99),
];
