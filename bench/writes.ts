// P3 and the write throughputs (bookings, contributions, purchases) on each driver, each on a
// fresh server without demo data so every driver starts from the same empty database.
import { type ServerProcess, startServer } from '../e2e/support/server-process.ts';
import { measureBookings, raceForOneSlot, type SlotRace } from './bookings.ts';
import { measureCampaigns } from './campaigns.ts';
import { benchServerEnv, benchServerOptions, type Driver, onEachDriver } from './drivers.ts';
import { type Measurement, rowProblem, speedCells } from './measure.ts';
import { measurePurchases } from './purchases.ts';
import type { GroupResult, Table } from './table.ts';

const RACING_CLIENTS = 50;

type DriverWrites = { driver: string; race: SlotRace; rows: Measurement[] };

async function measureWrites(driver: Driver): Promise<DriverWrites> {
  let app: ServerProcess | undefined;
  try {
    app = await startServer({
      label: `easel-bench-writes-${driver.name}`,
      ...benchServerOptions,
      env: {
        ...benchServerEnv,
        SEED_DEMO: 'false',
        AUTH_RATE_LIMIT_MAX: '1000000',
        // Lets the purchase set-up upload from many addresses (see purchases.ts).
        TRUST_PROXY: 'true',
      },
      ...(driver.databaseUrl ? { databaseUrl: driver.databaseUrl } : {}),
    });
    process.stdout.write(`  ${driver.name}: ${RACING_CLIENTS} clients racing for one slot…\n`);
    const race = await raceForOneSlot(app.baseURL, RACING_CLIENTS);
    process.stdout.write(`  ${driver.name}: bookings…\n`);
    const rows = await measureBookings(app.baseURL);
    process.stdout.write(`  ${driver.name}: campaigns and contributions…\n`);
    rows.push(...(await measureCampaigns(app.baseURL)));
    process.stdout.write(`  ${driver.name}: purchases…\n`);
    rows.push(...(await measurePurchases(app.baseURL)));
    return { driver: driver.name, race, rows };
  } finally {
    await app?.stop();
  }
}

const describeStatuses = (statuses: Record<number, number>) =>
  Object.entries(statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');

export async function benchWritesOnDrivers(postgresUrl: string | undefined): Promise<GroupResult> {
  const results = await onEachDriver(postgresUrl, measureWrites);
  const race: Table = {
    title: `P3 · ${RACING_CLIENTS} concurrent bookings of one slot`,
    columns: ['driver', 'all answered after', 'winners (201)', 'answers'],
    textColumns: [0, 3],
    rows: results.map(({ driver, race }) => [
      driver,
      `${Math.round(race.milliseconds)} ms`,
      String(race.statuses[201] ?? 0),
      describeStatuses(race.statuses),
    ]),
    note:
      `${RACING_CLIENTS} guests POST /api/v1/bookings for the same hour of one artist at once; ` +
      'exactly one may win, every other must hear 409.',
  };
  const writes: Table = {
    title: 'Writes and the domain reads around them (fresh server, no demo data)',
    columns: ['driver', 'request', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
    textColumns: [0, 1],
    rows: results.flatMap(({ driver, rows }) =>
      rows.map((r) => [driver, r.name, ...speedCells(r), String(r.errors)]),
    ),
    note:
      'Contributions are guests paying in fiat through the test-mode provider; purchases spread ' +
      'over 10 funded buyers, each buying a different unique artwork of one artist at 1 MACS.',
  };
  const failures = results.flatMap(({ driver, race, rows }) => [
    ...(race.statuses[201] === 1 && race.statuses[409] === RACING_CLIENTS - 1
      ? []
      : [`${driver} P3: ${describeStatuses(race.statuses)} (want 1 × 201, ${RACING_CLIENTS - 1} × 409)`]),
    ...rows.flatMap((r) => {
      const problem = rowProblem(r);
      return problem ? [`${driver} ${r.name}: ${problem}`] : [];
    }),
  ]);
  return { tables: [race, writes], failures };
}
