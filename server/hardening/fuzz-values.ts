import fc from 'fast-check';
import type { FormPart } from '#server/platform/storage/multipart-body.ts';
import {
  boundExtremes,
  dateExtremes,
  dateLikeOthers,
  dateTimeExtremes,
  numberExtremes,
  numberLikeStrings,
  RawJson,
} from './extreme-values.ts';

/** Hostile values that need no schema: the fuzzer mixes them into every part of a request. */

const FAR_FUTURE = new Date('2200-01-01T00:00:00Z');
const FAR_PAST = new Date('1900-01-01T00:00:00Z');
export const isoDate = fc.date({ min: FAR_PAST, max: FAR_FUTURE, noInvalidDate: true });

/** Strings a careless server chokes on: SQL and LIKE metacharacters, NUL, lone surrogates, RTL, emoji. */
const nastyStrings = fc.constantFrom(
  '',
  ' ',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '%',
  '_%_',
  '\\',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202eevil',
  '👩‍🎨🎨',
  'ǅ̸̡̛̖̱̹̗̝̩̠̓̏̀̀͑̚͘',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally.
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  '[]',
  '{}',
);
const badIds = fc.oneof(
  fc.uuid(),
  fc.constantFrom(
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '123',
    '0',
    '-1',
    'me',
    'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
    '1b4e28ba-2fa1-11d2-883f-0016d3cca427x',
  ),
);
const badDates = fc.constantFrom(
  '2024-02-30',
  '2024-13-01T00:00:00Z',
  '2024-01-01T25:00:00Z',
  '2024-01-01T10:00:00',
  'yesterday',
  '24:00',
  '23:60',
  // Years 0000–0999 and 9999, the JavaScript limit, leap-day oddities, offsets (extreme-values.ts).
  ...dateTimeExtremes,
  ...dateExtremes,
  ...dateLikeOthers,
);
const badNumbers = fc.oneof(
  // Bounds of every kind, the safe-integer edge and beyond, -0 and 1e400 as raw JSON tokens.
  fc.constantFrom(...numberExtremes, ...numberLikeStrings),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((n) => new RawJson(String(n))),
);
const hugeString = fc.constantFrom(10_001, 100_000, 300_000).map((n) => 'x'.repeat(n));
const anyUnicode = fc.string({ unit: 'binary', maxLength: 200 });

/** A value of a type the schema does not expect, or of the right type but hostile. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyStrings,
  badIds,
  badDates,
  badNumbers,
  hugeString,
  anyUnicode,
  fc.constantFrom(null, true, false, [], {}, [1, 'a'], { $gt: '' }, { __proto__: { admin: true } }),
  fc.array(fc.string(), { maxLength: 3 }),
);

/** The slice of a field's JSON Schema that says whether it is a number or a date. */
type FieldSchema = {
  type?: string | string[];
  format?: string;
  minimum?: number;
  maximum?: number;
  anyOf?: FieldSchema[];
};

/** Values at the edges of what a numeric or date field means (extreme-values.ts); none for other fields. */
function edgeValues(schema: FieldSchema): unknown[] {
  return [schema, ...(schema.anyOf ?? [])].flatMap((member) => {
    const types = [member.type ?? []].flat();
    if (types.includes('number') || types.includes('integer'))
      return [...numberExtremes, ...boundExtremes(member), ...numberLikeStrings];
    if (member.format === 'date') return dateExtremes;
    if (member.format === 'date-time') return dateTimeExtremes;
    return [];
  });
}

/** A hostile value for this field: anything at all, or, for a number or a date, one at its edges. */
export function hostileValueFor(schema: FieldSchema | undefined): fc.Arbitrary<unknown> {
  const edges = schema ? edgeValues(schema) : [];
  return edges.length ? fc.oneof(hostileValue, fc.constantFrom(...edges)) : hostileValue;
}

/** Fields that mass assignment or prototype pollution would use. */
export const extraFields = fc.dictionary(
  fc.constantFrom('role', 'id', 'userId', 'balance', 'verified', 'status', '__proto__', 'constructor', 'zzz'),
  hostileValue,
  { minKeys: 1, maxKeys: 3 },
);

/** Bodies the JSON parser itself must refuse politely. */
export const brokenPayloads = fc.record({
  payload: fc.constantFrom(
    '{',
    '{"a":',
    '[1,',
    'undefined',
    '{"a":1}}',
    "{'a':1}",
    '\u0000',
    '',
    '{"a":"\\ud800"}',
  ),
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/xml',
    'multipart/form-data',
    'application/json; charset=latin1',
  ),
});

export const formParts: fc.Arbitrary<FormPart[]> = fc.array(
  fc.oneof(
    fc.record({
      name: fc.constantFrom('file', 'title', 'caption', 'x'),
      value: fc.oneof(fc.string(), nastyStrings),
    }),
    fc.record({
      name: fc.constantFrom('file', 'image', 'avatar'),
      filename: fc.oneof(
        fc.constantFrom('a.png', 'a.jpg', '../../x.svg', 'a.html', ''),
        fc.string({ maxLength: 20 }),
      ),
      contentType: fc.constantFrom(
        'image/png',
        'image/jpeg',
        'image/svg+xml',
        'text/html',
        'application/octet-stream',
      ),
      body: fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
    }),
  ),
  { maxLength: 3 },
);

/** Percent-escapes a router must refuse or decode with care: broken, NUL, encoded dots and slashes. */
export const rawSegments = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%2e%2e',
  '..%2f..%2fetc',
  '%C0%AE',
  '%ff%fe',
);
