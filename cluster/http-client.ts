import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

export type CallOptions = {
  method?: string;
  /** JSON (sent as application/json), or bytes or a stream (sent chunked) with their own content-type header. */
  body?: unknown;
  headers?: Record<string, string>;
  token?: string;
  /** The local address to connect from: nginx forwards the peer address, so this is the client's. */
  from?: string;
};

export type Reply = {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answered.
  json(): any;
};

/** node:http rather than fetch, because fetch cannot choose the address it connects from. */
function open(url: string, options: CallOptions): Promise<IncomingMessage> {
  const stream = options.body instanceof Readable ? options.body : undefined;
  const raw = Buffer.isBuffer(options.body);
  const payload =
    options.body === undefined || stream
      ? undefined
      : raw
        ? (options.body as Buffer)
        : Buffer.from(JSON.stringify(options.body));
  const headers: Record<string, string> = {
    ...(payload && !raw ? { 'content-type': 'application/json' } : {}),
    ...(payload ? { 'content-length': String(payload.length) } : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: methodOf(options),
      headers,
      ...(options.from ? { localAddress: options.from } : {}),
    });
    req.on('response', resolve);
    req.on('error', reject);
    if (stream) stream.pipe(req);
    else req.end(payload);
  });
}

const methodOf = (options: CallOptions) => options.method ?? (options.body === undefined ? 'GET' : 'POST');

export async function call(url: string, options: CallOptions = {}): Promise<Reply> {
  const res = await open(url, options);
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return { status: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body.toString()) };
}

/** Same as `call`, failing with the server's message unless the status is the expected one. */
export async function expectCall(url: string, status: number, options: CallOptions = {}): Promise<Reply> {
  const reply = await call(url, options);
  if (reply.status !== status) {
    throw new Error(`${methodOf(options)} ${url} answered ${reply.status}, not ${status}: ${reply.body}`);
  }
  return reply;
}

export type SseEvent = { event: string; data: unknown };

export type EventStream = {
  status: number;
  headers: IncomingHttpHeaders;
  /** The next event (comments skipped); rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseEvent>;
  close(): void;
};

/** Reads Server-Sent Events as they arrive, the way the web client does (bearer header, no EventSource). */
export async function openEventStream(url: string, options: CallOptions = {}): Promise<EventStream> {
  const res = await open(url, { ...options, headers: { accept: 'text/event-stream', ...options.headers } });
  const queue: SseEvent[] = [];
  let wake: (() => void) | undefined;
  let buffer = '';
  res.setEncoding('utf8');
  res.on('data', (text: string) => {
    buffer += text;
    for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
      const lines = buffer
        .slice(0, cut)
        .split('\n')
        .filter((line) => !line.startsWith(':'));
      buffer = buffer.slice(cut + 2);
      if (lines.length === 0) continue;
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      queue.push({ event, data: JSON.parse(data) });
    }
    wake?.();
  });
  res.on('close', () => wake?.());

  return {
    status: res.statusCode ?? 0,
    headers: res.headers,
    async next(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0) {
        if (res.closed) throw new Error('the stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
        await new Promise<void>((done) => {
          const timer = setTimeout(done, left);
          wake = () => {
            clearTimeout(timer);
            done();
          };
        });
      }
      return queue.shift()!;
    },
    close: () => res.destroy(),
  };
}
