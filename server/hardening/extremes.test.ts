import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Access, accessTable } from './access-table.ts';
import type { Actor, World } from './actors.ts';
import { judgeAnswer } from './answer-judge.ts';
import { type ExtremeField, extremesFor, listExtremeFields, withBodyValue } from './extreme-fields.ts';
import { type ExtremeValue, textOf, toJsonText } from './extreme-values.ts';
import { openWatchedWorld } from './leak-recorder.ts';
import { type createInventoriedApp, type InventoryRoute, routeKey } from './route-inventory.ts';

/**
 * Every numeric and date field of every route's schemas, sent at its extremes (bounds ±1, zeros,
 * the safe-integer edge and beyond, years 0000–0999 and 9999, the JavaScript date limit, leap-day
 * oddities, offsets), once anonymous and once as a caller who may use the route. Whatever the
 * schema lets through must be handled: never a 5xx, every refusal in the wire format with a
 * sentence a person can read. The rest of each request is the access sweep's valid one, so a
 * value that passes validation reaches the service behind it.
 */
let t: Awaited<ReturnType<typeof createInventoriedApp>>;
let world: World;
let recorder: Awaited<ReturnType<typeof openWatchedWorld>>['recorder'];

beforeAll(async () => {
  ({ t, recorder, world } = await openWatchedWorld());
}, 180_000);
afterAll(async () => t?.close());

/** Edges sent to two date fields at once: ranges from year 0 to 9999, and the widest the schemas allow. */
const RANGE_EDGES = [
  '0000-01-01',
  '0999-12-31',
  '1000-01-01',
  '1900-01-01',
  '2999-12-31',
  '9999-12-31',
  '+275760-09-13',
];
const nothingKnown = { hashes: [], tokens: [], emails: [] };

/** The caller who gets past the route's guard, so the value reaches the service. */
const signedInActor = (access: Access): Actor =>
  access.kind === 'owner' ? access.owner : access.kind === 'signed-in' ? 'stranger' : 'client';

function pathOf(route: InventoryRoute, access: Access): string {
  const params = access.params?.(world) ?? {};
  return route.url.replace(/:([A-Za-z0-9_]+)|\*$/g, (_whole, name: string | undefined) =>
    encodeURIComponent(params[name ?? '*'] ?? 'x'),
  );
}

type Variant = { label: string; set: [ExtremeField, ExtremeValue][] };

/** One field at a time, then every pair of range edges across the route's first two date fields. */
function variantsOf(fields: ExtremeField[]): Variant[] {
  const variants: Variant[] = fields.flatMap((field) =>
    extremesFor(field).map((value) => ({
      label: `${field.path.join('.') || field.part}${field.recordKey ? ' (key)' : ''}=${textOf(value)}`,
      set: [[field, value]] as [ExtremeField, ExtremeValue][],
    })),
  );
  const dates = fields.filter((f) => f.kind !== 'number' && !f.recordKey);
  const [a, b] = dates.filter((f, i) => dates.findIndex((g) => g.path.join() === f.path.join()) === i);
  if (a && b) {
    const asKind = (field: ExtremeField, day: string) => (field.kind === 'date' ? day : `${day}T00:00:00Z`);
    for (const x of RANGE_EDGES)
      for (const y of RANGE_EDGES)
        variants.push({
          label: `${a.path.join('.')}=${x} ${b.path.join('.')}=${y}`,
          set: [
            [a, asKind(a, x)],
            [b, asKind(b, y)],
          ],
        });
  }
  return variants;
}

async function send(route: InventoryRoute, access: Access, actor: Actor, variant: Variant) {
  const query = new URLSearchParams(access.query?.(world) ?? '');
  let body: unknown = access.body?.(world);
  for (const [field, value] of variant.set) {
    if (field.part === 'querystring') query.set(field.path[0]!, textOf(value));
    else body = withBodyValue(body, field, value);
  }
  const url = `${pathOf(route, access)}${query.size ? `?${query}` : ''}`;
  const payload = body === undefined ? undefined : Readable.from([toJsonText(body)]);
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  return world.call(actor, route.method, url, payload, headers);
}

describe('numeric and date fields at their extremes', () => {
  it('bounds every number a route takes on both sides, so none can outgrow its column', () => {
    // zod bounds a whole number to the safe-integer range by itself; a decimal needs its own bounds.
    const unbounded = t.routes.flatMap((route) =>
      listExtremeFields(route.schema)
        .filter(
          ({ kind, node }) =>
            kind === 'number' &&
            ((node.maximum ?? node.exclusiveMaximum) === undefined ||
              (node.minimum ?? node.exclusiveMinimum) === undefined),
        )
        .map(({ part, path }) => `${routeKey(route)} ${part} ${path.join('.')}`),
    );
    expect(unbounded).toEqual([]);
  });

  it('answers every extreme value of every field without a 5xx, each refusal in plain words', async () => {
    const routes = t.routes
      .map((route) => ({
        route,
        access: accessTable[routeKey(route)],
        fields: listExtremeFields(route.schema),
      }))
      .filter(
        ({ access, fields }) => access && !access.multipart && access.kind !== 'stream' && fields.length,
      );
    // The routes the issue named must be among those swept.
    expect(routes.map(({ route }) => routeKey(route))).toEqual(
      expect.arrayContaining([
        'POST /api/v1/bookings',
        'GET /api/v1/bookings/availability/:artistId',
        'GET /api/v1/calendar/events/:id',
        'GET /api/v1/marketplace',
      ]),
    );

    let sent = 0;
    let serverErrors = 0;
    const failures: string[] = [];
    for (const { route, access, fields } of routes) {
      for (const variant of variantsOf(fields)) {
        for (const actor of ['anonymous', signedInActor(access!)] as const) {
          const res = await send(route, access!, actor, variant);
          sent += 1;
          if (res.statusCode >= 500) serverErrors += 1;
          const answer = {
            status: res.statusCode,
            contentType: String(res.headers['content-type'] ?? ''),
            body: res.body,
            headers: res.headers,
          };
          const problems = judgeAnswer(answer, nothingKnown, undefined);
          if (problems.length)
            failures.push(
              `${routeKey(route)} ${variant.label} as ${actor}: ${problems.join('; ')} — ${res.body.slice(0, 200)}`,
            );
        }
      }
    }
    console.info(`extremes: ${sent.toLocaleString('en-US')} requests, ${serverErrors} × 5xx`);
    expect(failures).toEqual([]);
    expect(serverErrors).toBe(0);
    expect(recorder.drain(), 'responses that leaked secrets or private data').toEqual([]);
  }, 900_000);
});
