import fc from 'fast-check';
import type { FormPart } from '#server/platform/storage/multipart-body.ts';
import { NO_NUL_PATTERN } from '#shared/schemas/text-patterns.ts';
import { RawJson, textOf, toJsonText } from './extreme-values.ts';
import {
  brokenPayloads,
  extraFields,
  formParts,
  hostileValue,
  hostileValueFor,
  isoDate,
  rawSegments,
} from './fuzz-values.ts';

/** The slice of JSON Schema that fastify-type-provider-zod writes into the OpenAPI document. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  multipleOf?: number;
  items?: JsonSchema;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: RequestBody; responses?: Record<string, unknown> }
    >
  >;
};
type RequestBody = { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };

export type Operation = {
  /** "POST /api/v1/booking/{id}/accept", as in the document. */
  key: string;
  method: string;
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: JsonSchema | undefined;
  /** The response keys the document gives: "200", "4XX", "default". */
  responses: string[];
};

export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Sent as is; a string so that broken JSON and wrong content types can be sent too. */
  payload?: string;
  /** A multipart form, built into a stream when the request is sent. */
  multipart?: FormPart[];
};

/** Every operation of the document, with its parameters split by where they go. */
export function listOperations(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      ops.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema,
        responses: Object.keys(op.responses ?? {}),
      });
    }
  }
  return ops;
}

/**
 * Whether the document tells a client to expect this status from the operation: listed itself,
 * within a listed range ("4XX"), or under "default". A client generated from the document has no
 * branch for anything else.
 */
export function documentsStatus(op: Operation, status: number): boolean {
  const code = String(status);
  return op.responses.some(
    (key) => key === code || key === 'default' || key.toUpperCase() === `${code[0]}XX`,
  );
}

/** A value meant to pass the schema, so requests also reach the services behind validation. */
export function conformingValue(schema: JsonSchema, knownIds: string[], depth = 0): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((s) => conformingValue(s, knownIds, depth)));
  const base = conformingByType(schema, knownIds, depth);
  return schema.nullable ? fc.option(base, { nil: null, freq: 8 }) : base;
}

function conformingByType(schema: JsonSchema, knownIds: string[], depth: number): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return conformingString(schema, knownIds);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1_000_000;
      const max = schema.maximum ?? 1_000_000;
      const lo = Math.max(min, -1_000_000) + (schema.exclusiveMinimum === undefined ? 0 : 1);
      const hi = Math.max(lo, Math.min(max, 1_000_000));
      if (type === 'integer' || schema.multipleOf)
        return fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) });
      return fc.double({ min: lo, max: hi, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = schema.items ?? {};
      return fc.array(conformingValue(items, knownIds, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    }
    case 'object':
      return depth > 4 ? fc.constant({}) : conformingObject(schema, knownIds, depth);
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean());
  }
}

function conformingString(schema: JsonSchema, knownIds: string[]): fc.Arbitrary<string> {
  if (schema.format === 'uuid')
    return knownIds.length ? fc.oneof(fc.constantFrom(...knownIds), fc.uuid()) : fc.uuid();
  if (schema.format === 'date-time') return isoDate.map((d) => d.toISOString());
  if (schema.format === 'date') return isoDate.map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'email') return fc.emailAddress();
  // Every input string carries the platform's NUL rule; only a pattern of the route's own says more.
  if (schema.pattern && schema.pattern !== NO_NUL_PATTERN) {
    const pattern = new RegExp(schema.pattern, 'u');
    return fc
      .tuple(fc.stringMatching(new RegExp(schema.pattern)), fc.boolean(), fc.constantFrom(...ASTRAL))
      .map(([text, swap, astral]) => {
        const swapped = swap ? text.replace(/[a-z]/gi, astral) : text;
        return pattern.test(swapped) ? swapped : text;
      });
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, LONGEST_TEXT));
  return fc.oneof(
    fc.string({ unit: textUnit, minLength, maxLength: Math.min(maxLength, 40) }),
    // At the bounds, where a server that counts UTF-16 units instead of code points refuses.
    fc.string({ unit: textUnit, minLength, maxLength: minLength }),
    fc.string({ unit: textUnit, minLength: maxLength, maxLength }),
  );
}

/** Characters outside the BMP: one code point each, as JSON Schema counts, but two UTF-16 units. */
const ASTRAL = ['🎨', '𝒜', '😀'];
/** The longest text generated whole; a field may allow more, but its limit is tested at its edge up to here. */
const LONGEST_TEXT = 10_000;
/**
 * Characters for conforming text, as an outside tester picks them (Hypothesis draws from all of
 * Unicode): mostly ASCII, now and then an astral one, never NUL.
 */
const textUnit = fc
  .oneof(
    { arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }), weight: 6 },
    { arbitrary: fc.constantFrom(...ASTRAL), weight: 1 },
  )
  .filter((char) => char !== '\u0000');

function conformingObject(schema: JsonSchema, knownIds: string[], depth: number) {
  const props = schema.properties ?? {};
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, prop] of Object.entries(props)) record[name] = conformingValue(prop, knownIds, depth + 1);
  // Optional keys come and go at random, which is "missing fields" of the allowed kind.
  return fc.record(record, { requiredKeys: (schema.required ?? []).filter((name) => name in props) });
}

/** A JSON body: conforming, one field hostile, one required field missing, extra fields, or no object at all. */
export function bodyArbitrary(schema: JsonSchema | undefined, knownIds: string[]): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), fc.constant({}), extraFields, hostileValue);
  const valid = conformingValue(schema, knownIds);
  const props = Object.keys(schema.properties ?? {});
  const variants: fc.Arbitrary<unknown>[] = [
    valid,
    hostileValue,
    fc.tuple(valid, extraFields).map(([v, e]) => (v && typeof v === 'object' ? { ...v, ...e } : e)),
  ];
  if (props.length > 0) {
    const obj = valid.filter(
      (v): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v),
    );
    variants.push(
      fc
        .tuple(
          obj,
          fc
            .constantFrom(...props)
            .chain((name) => fc.tuple(fc.constant(name), hostileValueFor(schema.properties?.[name]))),
        )
        .map(([v, [name, bad]]) => ({ ...v, [name]: bad })),
      fc.tuple(obj, fc.constantFrom(...props)).map(([v, name]) => {
        const { [name]: _dropped, ...rest } = v;
        return rest;
      }),
    );
  }
  return fc.oneof(...variants);
}

function paramValue(param: Parameter, knownIds: string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: conformingValue(param.schema ?? {}, knownIds) },
    { weight: 2, arbitrary: hostileValueFor(param.schema) },
    { weight: 1, arbitrary: fc.constantFrom(...(knownIds.length ? knownIds : ['x'])) },
  );
}

/** The files wildcard takes slashes; every other parameter is one segment. Lone surrogates become U+FFFD. */
function encodeSegment(text: string, wildcard: boolean): string {
  const wellFormed = text.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );
  return wildcard ? wellFormed.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(wellFormed);
}

const asText = (value: unknown) =>
  typeof value === 'string' || value instanceof RawJson
    ? textOf(value)
    : value !== null && typeof value === 'object'
      ? toJsonText(value)
      : String(value);

/** One request to `op`: fuzzed path, query and body, sent with `auth` (already chosen by the caller). */
export function requestArbitrary(
  op: Operation,
  knownIds: string[],
  auth: Record<string, string>,
): fc.Arbitrary<FuzzRequest> {
  const pathValues = fc.tuple(
    ...op.pathParams.map((p) =>
      fc.oneof(
        {
          weight: 6,
          arbitrary: paramValue(p, knownIds).map((v) => encodeSegment(asText(v), p.name === '*')),
        },
        { weight: 1, arbitrary: rawSegments },
      ),
    ),
  );
  const queryValues = fc.tuple(
    ...op.queryParams.map((p) => fc.option(paramValue(p, knownIds), { nil: undefined, freq: 3 })),
  );
  const extraQuery = fc.option(fc.tuple(fc.constantFrom('limit', 'page', 'role', 'q', 'id'), hostileValue), {
    freq: 4,
  });
  const payload = fc.oneof(
    {
      weight: 8,
      arbitrary: bodyArbitrary(op.body, knownIds).map((value) => ({ kind: 'json' as const, value })),
    },
    { weight: 1, arbitrary: brokenPayloads.map((broken) => ({ kind: 'raw' as const, ...broken })) },
    { weight: 1, arbitrary: formParts.map((parts) => ({ kind: 'form' as const, parts })) },
  );
  return fc
    .record({ pathValues, queryValues, extraQuery, payload })
    .map(({ pathValues, queryValues, extraQuery, payload }) => {
      let path = op.path;
      op.pathParams.forEach((p, i) => {
        path = path.replace(`{${p.name}}`, pathValues[i]!);
      });
      const query = new URLSearchParams();
      op.queryParams.forEach((p, i) => {
        const value = queryValues[i];
        if (value === undefined) return;
        if (Array.isArray(value)) for (const v of value) query.append(p.name, asText(v));
        else query.append(p.name, asText(value));
      });
      if (extraQuery) query.append(extraQuery[0], asText(extraQuery[1]));
      const url = query.size ? `${path}?${query}` : path;
      const request: FuzzRequest = { method: op.method, url, headers: { ...auth } };
      if (op.method === 'GET') return request;
      if (payload.kind === 'form') return { ...request, multipart: payload.parts };
      if (payload.kind === 'raw') {
        return {
          ...request,
          payload: payload.payload,
          headers: { ...request.headers, 'content-type': payload.contentType },
        };
      }
      if (payload.value === undefined) return request;
      return {
        ...request,
        payload: toJsonText(payload.value),
        headers: { ...request.headers, 'content-type': 'application/json' },
      };
    });
}
