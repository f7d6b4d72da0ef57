import { createServer } from 'node:http';

// The floor the app is compared with: the same JSON as GET /api/v1/health, no framework at all.
// With BARE_SECURITY_HEADERS=1 it also sends the security headers every API answer of the app
// carries (apiSecurityHeaders in security.ts), the same names and values: what writing and reading
// those header lines costs on this host, whatever server sends them.
const body = JSON.stringify({ success: true, status: 'ok' });
const port = Number(process.env.PORT);
const headers: Record<string, string> = {
  ...(process.env.BARE_SECURITY_HEADERS === '1'
    ? (await import('../server/platform/http/security.ts')).apiSecurityHeaders
    : {}),
  'content-type': 'application/json; charset=utf-8',
};

const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`listening on ${port}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
