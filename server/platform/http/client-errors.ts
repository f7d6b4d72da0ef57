import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import type { ErrorBody, ErrorCode } from '#shared/errors.ts';
import { apiSecurityHeaders } from './security.ts';

type ClientErrorAnswer = { status: number; code: ErrorCode; message: string };

const answers: Record<string, ClientErrorAnswer> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'The request took too long to arrive. Please try again.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    message: 'The request’s headers are too large',
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request is too large',
  },
};
const malformed: ClientErrorAnswer = {
  status: 400,
  code: 'MALFORMED_REQUEST',
  message: 'The request is not valid HTTP',
};

/** An answer Node would write bare, in the wire format with the API's headers; the connection closes after it. */
function wireAnswer({ code, message }: ClientErrorAnswer) {
  const body = JSON.stringify({ success: false, message, error: message, code } satisfies ErrorBody);
  const headers = {
    ...apiSecurityHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  return { headers, body };
}

/** What Node's parser or its timers refused, as the raw answer to write on the socket. */
export function clientErrorAnswer(errorCode: string | undefined): string {
  const refusal = (errorCode && answers[errorCode]) || malformed;
  const { headers, body } = wireAnswer(refusal);
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

const unmetExpectation: ClientErrorAnswer = {
  status: 417,
  code: 'EXPECTATION_FAILED',
  message: 'The only expectation this server meets is 100-continue; send the request without Expect',
};

/**
 * Node answers an `Expect` other than 100-continue with a bare 417 unless the server listens for
 * `checkExpectation`; this listener gives that 417 the wire format and the API's headers (RFC 9110
 * §10.1.1 allows the 417).
 */
export function answerUnmetExpectation(_request: IncomingMessage, response: ServerResponse) {
  const { headers, body } = wireAnswer(unmetExpectation);
  response.writeHead(unmetExpectation.status, headers).end(body);
}

/**
 * Answers what Node refuses before Fastify sees a request (a malformed request line or header,
 * headers over the size limit, a request that did not arrive in time) in the API's wire format
 * with its security headers, where Fastify's default writes a bare `{"error":"Bad Request"}`.
 * As Node itself does, nothing is written in the middle of a response on this socket (a stream),
 * so no answer is ever corrupted; the connection is closed either way, after what was already
 * written has gone out.
 */
export const answerClientError: NonNullable<FastifyServerOptions['clientErrorHandler']> = (error, socket) => {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNRESET' || socket.destroyed) return;
  // Node's own test for "an answer on this socket has begun" (lib/_http_server.js, socketOnError),
  // less an answer already ended: all of it is in the socket's queue, so ours goes out after it.
  const inFlight = (socket as Socket & { _httpMessage?: { _headerSent?: boolean; writableEnded?: boolean } })
    ._httpMessage;
  const midAnswer = inFlight?._headerSent === true && inFlight.writableEnded !== true;
  if (!socket.writable || midAnswer) {
    socket.destroy(error);
    return;
  }
  // end, not write and destroy: an answer to an earlier request may still sit in the socket's
  // buffer, and destroying would drop both. A peer that never reads is cut off by the idle timeout.
  socket.end(clientErrorAnswer(code), () => socket.destroy());
};
