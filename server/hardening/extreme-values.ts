/**
 * Values at and past the edges of what a numeric or date field can mean. The extremes suite sends
 * every one of them to every such field; the fuzzer (fuzz-values.ts) mixes them into its draws.
 */

/** A JSON number token that JSON.stringify cannot write (-0, 1e400, 30 digits); sent as is. */
export class RawJson {
  constructor(readonly text: string) {}
}

export type ExtremeValue = number | string | RawJson | null | boolean;

/** How a value reads in a query string or a record key. */
export const textOf = (value: unknown) => (value instanceof RawJson ? value.text : String(value));

/** JSON with the raw tokens spliced in as written, so `-0` and `1e400` reach the parser verbatim. */
export function toJsonText(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, v) =>
    v instanceof RawJson ? `\u0001raw${raws.push(v.text) - 1}` : v,
  );
  return text.replace(/"\\u0001raw(\d+)"/g, (_match, index: string) => raws[Number(index)]!);
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** Numbers past every bound a field could have: signs, zeros, fractions, the safe-integer edge and far beyond. */
export const numberExtremes: ExtremeValue[] = [
  0,
  new RawJson('-0'),
  -1,
  1,
  0.5,
  -0.5,
  1.5,
  0.001,
  0.005,
  0.015,
  1e-7,
  Number.MIN_VALUE,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 32,
  MAX_SAFE,
  MAX_SAFE + 1,
  MAX_SAFE + 3,
  -MAX_SAFE,
  -MAX_SAFE - 3,
  2 ** 63,
  1e21,
  -1e21,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('1.0'),
  new RawJson('1e2'),
];

/** Text that a lax parser (Number(), parseInt, coercion) would turn into a number, or into NaN. */
export const numberLikeStrings: ExtremeValue[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x10',
  '0b11',
  '1_000',
  '1,5',
  '+1',
  '.5',
  '5.',
  '--1',
  ' 7 ',
  '',
  ' ',
  '١٢',
  'null',
  'true',
  '9007199254740993',
  '1e21',
];

/** Values at a schema's own bounds: just inside, on, and just outside each. */
export function boundExtremes(schema: { minimum?: number; maximum?: number; exclusiveMinimum?: number }) {
  const values: ExtremeValue[] = [];
  const near = (n: number) => [n - 1, n - 0.01, n, n + 0.01, n + 1];
  for (const bound of [schema.minimum, schema.exclusiveMinimum, schema.maximum]) {
    // zod writes ±MAX_SAFE_INTEGER as the bound of a bare .int(); those are covered above.
    if (bound !== undefined && Math.abs(bound) < MAX_SAFE) values.push(...near(bound));
  }
  return values;
}

const YEAR_MS = 365.2425 * 86_400_000;
/** Relative to the clock, so "far ahead" and "long ago" stay so whenever the suite runs. */
const isoFromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Calendar days at the edges: years 0000–0999, 9999, the JavaScript limit, leap-day oddities. */
export const dateExtremes: ExtremeValue[] = [
  '0000-01-01',
  '0001-01-01',
  '0999-12-31',
  '1000-01-01',
  '1899-12-31',
  '1969-12-31',
  '1970-01-01',
  '2000-02-29',
  '2024-02-29',
  '2023-02-29',
  '2100-02-29',
  '1900-02-29',
  '2024-00-10',
  '2024-01-00',
  '2024-12-32',
  '9999-12-31',
  '10000-01-01',
  '+275760-09-13',
  '-000001-01-01',
  isoFromNow(200 * YEAR_MS).slice(0, 10),
  isoFromNow(-200 * YEAR_MS).slice(0, 10),
];

/** Instants at the edges, and offsets from -12:00 to past +14:00. */
export const dateTimeExtremes: ExtremeValue[] = [
  '0000-01-01T00:00:00Z',
  '0000-01-01T00:00:00.000Z',
  '0001-01-01T00:00:00Z',
  '0999-12-31T23:59:59Z',
  '1000-01-01T00:00:00Z',
  '1969-12-31T23:59:59.999Z',
  '1970-01-01T00:00:00Z',
  '2024-02-29T12:00:00Z',
  '2023-02-29T12:00:00Z',
  '2100-02-29T12:00:00Z',
  '2016-12-31T23:59:60Z',
  '2030-06-01T24:00:00Z',
  '2030-06-01T12:00:00.123456789Z',
  '2030-06-01T12:00:00+14:00',
  '2030-06-01T12:00:00-12:00',
  '2030-06-01T12:00:00+23:59',
  '2030-06-01T12:00:00+24:00',
  '2030-06-01T12:00:00-00:00',
  '2030-06-01T12:00:00z',
  '9999-12-31T23:59:59Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '+275760-09-13T00:00:00.001Z',
  '-271821-04-20T00:00:00.000Z',
  isoFromNow(200 * YEAR_MS),
  isoFromNow(-200 * YEAR_MS),
  isoFromNow(10 * YEAR_MS),
];

/** Values of the wrong kind for a date field, which a careless `new Date(x)` would still accept. */
export const dateLikeOthers: ExtremeValue[] = [
  0,
  -1,
  1e308,
  8.64e15 + 1,
  'NaN',
  '',
  'now',
  '2030',
  '2030-06',
];
