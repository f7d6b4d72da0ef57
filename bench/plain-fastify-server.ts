import Fastify from 'fastify';

// The framework's own ceiling on this host: the Fastify the app runs (same version), one route
// answering the same JSON as GET /api/v1/health through a response schema, none of the app's hooks
// or plugins. The options the app sets that touch every request are set the same way: no request
// logging (production logs at warn, and Fastify's own request lines are at info), 503 while closing.
const port = Number(process.env.PORT);

const app = Fastify({ logger: false, return503OnClosing: true });
app.get(
  '/',
  {
    schema: {
      response: {
        200: {
          type: 'object',
          properties: { success: { type: 'boolean' }, status: { type: 'string' } },
          required: ['success', 'status'],
        },
      },
    },
  },
  (_request, reply) => {
    reply.send({ success: true, status: 'ok' });
  },
);

app.listen({ port, host: '127.0.0.1' }).then(
  () => process.stdout.write(`listening on ${port}\n`),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
