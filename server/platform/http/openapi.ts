import type { HTTPMethods, RouteOptions } from 'fastify';
import type { AppInstance } from '../context.ts';

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
  app.get('/api/docs', { schema: { hide: true } }, serve);
  app.get('/api/docs/json', { schema: { hide: true } }, serve);
}

/** HEAD routes are left out, as @fastify/swagger leaves them out of a document. */
function documentedMethods(method: RouteOptions['method']): HTTPMethods[] {
  return (Array.isArray(method) ? method : [method]).filter((m) => m !== 'HEAD') as HTTPMethods[];
}

async function generateDocument(version: string, routes: RouteOptions[]): Promise<unknown> {
  const [{ default: Fastify }, { default: swagger }, { jsonSchemaTransform }] = await Promise.all([
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
    transform: jsonSchemaTransform,
  });
  for (const route of routes) {
    const method = documentedMethods(route.method);
    if (method.length === 0) continue;
    docs.route({
      method,
      url: route.url,
      ...(route.schema ? { schema: route.schema } : {}),
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
