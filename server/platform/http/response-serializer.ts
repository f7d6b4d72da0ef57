import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodSchema = z.core.$ZodType;
type ZodRouteSchema = ZodSchema | { properties: ZodSchema };
type JsonSchema = { [keyword: string]: unknown };

/**
 * Schema kinds whose answer is not simply the value described: a transform, pipe (codecs and
 * preprocess are pipes), default, prefault or catch changes the value on its way out, so zod's
 * encode, not a JSON Schema, says what goes on the wire. Custom, lazy (recursive), promise and
 * function schemas have no JSON Schema at all; dates, bigints, maps, sets and the like make
 * z.toJSONSchema throw, which lands in the same place. Routes with such a schema keep the
 * per-response zod encode (fastify-type-provider-zod's serializer).
 */
const encodedByZod = new Set([
  'transform',
  'pipe',
  'default',
  'prefault',
  'catch',
  'custom',
  'lazy',
  'promise',
  'function',
]);

/** Subschema positions of the JSON Schema zod emits (openapi-3.0 target). */
const schemaMaps = ['properties'];
const schemaLists = ['anyOf', 'oneOf', 'allOf'];
const singleSchemas = ['items', 'additionalProperties', 'not'];

/**
 * Reshapes zod's JSON Schema for fast-json-stringify:
 * - `additionalProperties: false` goes. fast-json-stringify writes only declared properties
 *   whatever it says; the keyword would only make its union check (Ajv, for anyOf/oneOf) refuse a
 *   row that carries extra columns, where zod strips them and takes that branch.
 * - OpenAPI 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` become the numbers Ajv reads.
 */
function adaptForStringify(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === 'additionalProperties' && value === false) continue;
    if (schemaMaps.includes(keyword)) {
      out[keyword] = Object.fromEntries(
        Object.entries(value as Record<string, JsonSchema>).map(([name, sub]) => [
          name,
          adaptForStringify(sub),
        ]),
      );
    } else if (schemaLists.includes(keyword)) {
      out[keyword] = (value as JsonSchema[]).map(adaptForStringify);
    } else if (singleSchemas.includes(keyword) && value !== null && typeof value === 'object') {
      out[keyword] = Array.isArray(value)
        ? value.map(adaptForStringify)
        : adaptForStringify(value as JsonSchema);
    } else {
      out[keyword] = value;
    }
  }
  for (const bound of ['Minimum', 'Maximum'] as const) {
    if (out[`exclusive${bound}`] === true) {
      out[`exclusive${bound}`] = out[bound.toLowerCase()];
      delete out[bound.toLowerCase()];
    } else if (out[`exclusive${bound}`] === false) {
      delete out[`exclusive${bound}`];
    }
  }
  return out;
}

/**
 * The JSON Schema of what a zod response schema sends, ready for fast-json-stringify, or
 * undefined when only zod can say it (see encodedByZod). Metadata ids are left out (an empty
 * registry), so every subschema is inline and nothing needs resolving.
 */
export function toStringifySchema(schema: ZodSchema): JsonSchema | undefined {
  let needsZod = false;
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, {
      target: 'openapi-3.0',
      io: 'output',
      unrepresentable: 'throw',
      cycles: 'throw',
      reused: 'inline',
      metadata: z.registry(),
      override: (ctx) => {
        if (encodedByZod.has(ctx.zodSchema._zod.def.type)) needsZod = true;
      },
    }) as JsonSchema;
  } catch {
    return undefined;
  }
  return needsZod ? undefined : adaptForStringify(json);
}

const zodEncodeSerializer = createSerializerCompiler({});
type CompiledSerializer = (data: unknown) => string;
/** Routes share response schemas (list pages, the user card), so each is compiled once; null: zod's. */
const compiled = new WeakMap<ZodSchema, CompiledSerializer | null>();

function compileFor(schema: ZodSchema): CompiledSerializer | null {
  let serializer = compiled.get(schema);
  if (serializer === undefined) {
    const json = toStringifySchema(schema);
    serializer = json ? (fastJsonStringify(json) as CompiledSerializer) : null;
    compiled.set(schema, serializer);
  }
  return serializer;
}

type SerializerRoute = Parameters<FastifySerializerCompiler<ZodRouteSchema>>[0];

/**
 * The serializer of one route's answer with one status, compiled now: fast-json-stringify's code
 * for the schema, or zod's per-answer encode when only zod can say what goes out. Throws when the
 * schema cannot be compiled; response-serializer-routes.test.ts compiles every route's this way,
 * so a broken schema fails the test suite, not a production answer.
 */
export function compileResponseSerializer(route: SerializerRoute): CompiledSerializer {
  const schema = route.schema;
  const zodSchema = schema instanceof z.core.$ZodType ? schema : schema?.properties;
  const serializer = zodSchema instanceof z.core.$ZodType ? compileFor(zodSchema) : null;
  return serializer ?? zodEncodeSerializer(route as Parameters<typeof zodEncodeSerializer>[0]);
}

/**
 * Serializes answers with code generated once per response schema by fast-json-stringify,
 * instead of zod walking the schema on every answer. Like zod's output it writes only declared
 * properties, so a column a schema does not name (a password hash, a hidden column) never reaches
 * the wire, even when the handler hands over the whole row. It coerces rather than validates: a
 * wrong type comes out as the declared type (or the answer fails with a 500 where it cannot, e.g.
 * a missing required property or no union branch matching), never as the undeclared value. The
 * JSON is zod's, except that an object's required properties come before its optional ones.
 *
 * The code is generated at a route's first answer with that status, not as the route registers:
 * compiling every route's schemas (z.toJSONSchema, fast-json-stringify, Ajv for unions) was ~0.2 s
 * of CPU of every start (decision 022), for answers most processes never send. The first answer
 * pays once, synchronously, then the compiled function takes its place. A schema that cannot be
 * compiled throws at that answer, which the error handler turns into a logged 500 in the standard
 * shape (and compiles again at the next); the test that compiles every route's keeps that from reaching production.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodRouteSchema> = (route) => {
  let serialize: CompiledSerializer = (data) => {
    serialize = compileResponseSerializer(route);
    return serialize(data);
  };
  return (data) => serialize(data);
};
