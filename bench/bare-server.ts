import { createServer } from 'node:http';

// The floor the app is compared with: the same JSON as GET /api/v1/health, no framework at all.
const body = JSON.stringify({ success: true, status: 'ok' });
const port = Number(process.env.PORT);

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
});
server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`listening on ${port}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
