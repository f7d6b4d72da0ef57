import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppInstance } from '../context.ts';

/** The OpenAPI document is generated from the routes' zod schemas and served at /api/docs. */
export async function registerOpenApi(app: AppInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Easel API', version: app.ctx.version, description: 'Artists, supporters and MACS.' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Session token from /auth/login' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
}
