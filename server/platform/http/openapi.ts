import type { SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema, HTTPMethods, RouteOptions } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '#shared/errors.ts';
import { NO_NUL_PATTERN } from '#shared/schemas/text-patterns.ts';
import { PUBLIC_ACCESS, routeAccess } from '../auth-guard.ts';
import type { AppInstance } from '../context.ts';
import { documentSchemaOverride } from './openapi-schema.ts';

/**
 * The OpenAPI document is generated from the routes' zod schemas and served at /api/docs.
 *
 * Few requests ever ask for it, so neither the document nor @fastify/swagger (with its YAML writer,
 * ~90 modules) is made at start: the routes are noted as they are registered, and on the first
 * request @fastify/swagger builds the document from them on a throwaway Fastify instance that
 * holds the same routes; the document is then kept.
 */
export async function registerOpenApi(app: AppInstance) {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  let document: Promise<unknown> | undefined;
  const serve = () => {
    if (!document) {
      document = generateDocument(app.ctx.version, routes);
      // A failed generation is not remembered; the next request tries again.
      document.catch(() => {
        document = undefined;
      });
    }
    return document;
  };
  app.get('/api/docs', { schema: { hide: true }, config: PUBLIC_ACCESS }, serve);
  app.get('/api/docs/json', { schema: { hide: true }, config: PUBLIC_ACCESS }, serve);
}

/** HEAD routes are left out, as @fastify/swagger leaves them out of a document. */
function documentedMethods(method: RouteOptions['method']): HTTPMethods[] {
  return (Array.isArray(method) ? method : [method]).filter((m) => m !== 'HEAD') as HTTPMethods[];
}

type Responses = Record<string, unknown>;
type Schema = Record<string, unknown>;
type Parameter = { in?: string; name?: string; schema?: Schema };
type DocumentOperation = {
  responses?: Responses;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Document = { paths?: Record<string, Record<string, DocumentOperation>> };

/** Fastify's router limit on one path parameter (its `maxParamLength`, left at the default). */
export const PATH_PARAMETER_MAX_LENGTH = 100;

/** Every string in an input schema, however deep: in properties, items and alternatives. */
function forEachString(schema: unknown, visit: (string: Schema) => void): void {
  if (Array.isArray(schema)) {
    for (const item of schema) forEachString(item, visit);
    return;
  }
  if (!schema || typeof schema !== 'object') return;
  const node = schema as Schema;
  if (node.type === 'string') visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const property of Object.values(value)) forEachString(property, visit);
    } else if (['items', 'anyOf', 'oneOf', 'allOf', 'additionalProperties', 'not'].includes(key)) {
      forEachString(value, visit);
    }
  }
}

/**
 * Rules the platform applies to every route before its own schema runs, written into each
 * operation's inputs so the document is no looser than the server: a path parameter is at most
 * what the router takes (longer answers 404), and no text holds a NUL (400). A client or tester that
 * keeps to the document never meets either refusal.
 */
function withPlatformInputRules(document: Document): Document {
  const noNul = (string: Schema) => {
    // A file's bytes (format binary) are no text.
    if (string.pattern === undefined && string.enum === undefined && string.format !== 'binary')
      string.pattern = NO_NUL_PATTERN;
  };
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) {
        if (!parameter.schema) continue;
        forEachString(parameter.schema, noNul);
        // The files wildcard (`*`) takes slashes and is not one router parameter.
        if (parameter.in === 'path' && parameter.name !== '*' && parameter.schema.type === 'string') {
          const max = parameter.schema.maxLength;
          parameter.schema.maxLength =
            typeof max === 'number' ? Math.min(max, PATH_PARAMETER_MAX_LENGTH) : PATH_PARAMETER_MAX_LENGTH;
        }
      }
      for (const media of Object.values(operation.requestBody?.content ?? {}))
        forEachString(media.schema, noNul);
    }
  }
  return document;
}

/**
 * Every operation can refuse a request (a bad address or input, no session, a limit reached, a
 * wrong method) and can fail, and each such answer is the one error body of decision 006, streams
 * and files included. The document lists them as the ranges a client must handle, so no status an
 * operation answers is missing from it.
 */
function withErrorRanges(document: Document): Document {
  const schema = z.toJSONSchema(errorBodySchema, { target: 'openapi-3.0' });
  const { $schema: _dialect, ...body } = schema as Record<string, unknown>;
  const content = { 'application/json': { schema: body } };
  const ranges = {
    '4XX': {
      description: 'Refused: { success: false, message, error, code }, the message for a person',
      content,
    },
    '5XX': { description: 'Not available or failed: the same error body, never internals', content },
  };
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations))
      operation.responses = { ...ranges, ...operation.responses };
  }
  return document;
}

const BEARER = { bearer: [] };

/**
 * The sessions an operation takes, from the route's declared access (the same rule the guard
 * enforces): a route that needs a caller requires the bearer token; a public one takes it or not,
 * and with it may answer the caller's own view (their likes, their own e-mail).
 */
const operationSecurity = (route: RouteOptions) =>
  routeAccess(route) === 'public' ? [{}, BEARER] : [BEARER];

/** OpenAPI 3.0 has no roles for a bearer scheme, so an operator route says so in its description. */
export const OPERATORS_ONLY_NOTE = 'Operators only: anyone else signed in is refused with 403.';
const operationDescription = (route: RouteOptions, schema: FastifySchema) =>
  routeAccess(route) === 'operator'
    ? { description: [OPERATORS_ONLY_NOTE, schema.description].filter(Boolean).join(' ') }
    : {};

async function generateDocument(version: string, routes: RouteOptions[]): Promise<unknown> {
  const [{ default: Fastify }, { default: swagger }, { createJsonSchemaTransform }] = await Promise.all([
    import('fastify'),
    import('@fastify/swagger'),
    import('fastify-type-provider-zod'),
  ]);
  const docs = Fastify({ logger: false, exposeHeadRoutes: false });
  // This instance only describes the routes; it never checks a request or writes a reply.
  docs.setValidatorCompiler(() => () => true);
  docs.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await docs.register(swagger, {
    openapi: {
      info: { title: 'Easel API', version, description: 'Artists, supporters and MACS.' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Session token from /auth/login' },
        },
      },
    },
    transform: createJsonSchemaTransform({ zodToJsonConfig: { override: documentSchemaOverride } }),
    // Only an OpenAPI document is made here (the `openapi` option above), never a Swagger 2 one.
    transformObject: (document) =>
      withPlatformInputRules(
        withErrorRanges((document as { openapiObject: Document }).openapiObject),
      ) as ReturnType<SwaggerTransformObject>,
  });
  for (const route of routes) {
    const method = documentedMethods(route.method);
    if (method.length === 0) continue;
    // An upload's form is the document's request body; the route itself reads the multipart stream.
    const { uploadForm, ...schema } = route.schema ?? {};
    docs.route({
      method,
      url: route.url,
      schema: {
        ...schema,
        ...(uploadForm ? { body: uploadForm } : {}),
        ...operationDescription(route, schema),
        security: operationSecurity(route),
      },
      ...(route.config ? { config: route.config } : {}),
      ...(route.constraints ? { constraints: route.constraints } : {}),
      handler: async () => null,
    });
  }
  await docs.ready();
  try {
    return docs.swagger();
  } finally {
    await docs.close();
  }
}
