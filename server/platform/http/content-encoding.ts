import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../context.ts';

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to send from those available: brotli, then gzip, when the Accept-Encoding header
 * takes them (a q=0 refuses one); otherwise none.
 */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: Encoding[],
): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  return (['br', 'gzip'] as const).find((encoding) => available.includes(encoding) && accepted.has(encoding));
}

/** Under about a packet, compressing saves nothing a person would notice and costs CPU. */
export const JSON_COMPRESSION_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The Vary header with Accept-Encoding added to what it already names (CORS adds Origin, say). */
function addVary(current: unknown): string {
  const value = typeof current === 'string' ? current : '';
  if (!value) return 'Accept-Encoding';
  return /(^|,)\s*accept-encoding\s*(,|$)/i.test(value) ? value : `${value}, Accept-Encoding`;
}

/** Under the threshold for certain, without measuring: UTF-8 takes at most 3 bytes per UTF-16 unit. */
const isSurelySmall = (payload: string | Buffer) =>
  (typeof payload === 'string' ? payload.length * 3 : payload.length) < JSON_COMPRESSION_MIN_BYTES;

async function compressJson(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: string | Buffer,
): Promise<string | Buffer> {
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
  if (reply.hasHeader('content-encoding')) return payload;
  const size = Buffer.byteLength(payload);
  if (size < JSON_COMPRESSION_MIN_BYTES) return payload;
  reply.header('vary', addVary(reply.getHeader('vary')));
  const encoding = pickEncoding(request.headers['accept-encoding'], ['br', 'gzip']);
  if (!encoding) return payload;
  const body =
    encoding === 'br'
      ? await brotli(payload, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size },
        })
      : await gzipAsync(payload, { level: 6 });
  reply.header('content-encoding', encoding);
  return body;
}

/**
 * JSON answers of a kilobyte or more go out compressed when the client accepts it: a feed page of
 * 9 KB travels as under 3 KB. Files and event streams are streams, never buffered here, so an SSE
 * connection still delivers each event at once. Brotli at quality 4: most of the saving at a few
 * per cent of the CPU that the highest quality would take per request. A callback hook, so the
 * many small answers (and every stream) pass with one length check and no promise.
 */
export function registerJsonCompression(app: AppInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if ((typeof payload !== 'string' && !Buffer.isBuffer(payload)) || isSurelySmall(payload)) {
      return done(null, payload);
    }
    compressJson(request, reply, payload).then((body) => done(null, body), done);
  });
}
