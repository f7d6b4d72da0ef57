import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createRequestLogger, RequestLineController } from './request-logger.ts';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const make = (logger: pino.Logger, options = {}) =>
  createRequestLogger.call({} as FastifyInstance, logger, { reqId: 'req-7' }, options, {} as never);

describe('the request logger', () => {
  it('makes no pino child for a request that logs nothing at an enabled level', () => {
    const { logger, lines } = capture('warn');
    const child = vi.spyOn(logger, 'child');
    const log = make(logger);
    log.info({ req: 'x' }, 'incoming request');
    log.debug('details');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it('writes what is logged at an enabled level with the request id, through one child', () => {
    const { logger, lines } = capture('warn');
    const child = vi.spyOn(logger, 'child');
    const log = make(logger);
    log.warn({ err: new Error('down') }, 'database unavailable');
    log.error('unhandled error');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((line) => [line.level, line.reqId, line.msg])).toEqual([
      [40, 'req-7', 'database unavailable'],
      [50, 'req-7', 'unhandled error'],
    ]);
    expect(lines[0]?.err).toMatchObject({ message: 'down' });
  });

  it("logs Fastify's request lines when the level is info", () => {
    const { logger, lines } = capture('info');
    const log = make(logger);
    log.info('request completed');
    log.child({ part: 'upload' }).info('stored');
    expect(lines.map((line) => [line.reqId, line.part, line.msg])).toEqual([
      ['req-7', undefined, 'request completed'],
      ['req-7', 'upload', 'stored'],
    ]);
  });

  it("uses pino's own child when a route sets its own level", () => {
    const { logger, lines } = capture('warn');
    const log = make(logger, { level: 'debug' });
    log.debug('route detail');
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([['req-7', 'route detail']]);
  });
});

/** A Fastify app logging as the server does (lazy request loggers, the request-line controller). */
async function appLoggingAt(level: string) {
  const { logger, lines } = capture(level);
  const app = Fastify({
    loggerInstance: logger,
    childLoggerFactory: createRequestLogger,
    logController: new RequestLineController(),
  });
  app.get('/plain', (_request, reply) => {
    reply.send({ ok: true });
  });
  app.get('/chatty', { logLevel: 'info' }, (_request, reply) => {
    reply.send({ ok: true });
  });
  await app.ready();
  return { app, lines };
}

const messages = (lines: Record<string, unknown>[]) => lines.map((line) => [line.reqId, line.msg]);

describe("Fastify's per-request lines", () => {
  it('are written at info, one incoming and one completed line per request, with the request id', async () => {
    const { app, lines } = await appLoggingAt('info');
    try {
      await app.inject({ method: 'GET', url: '/plain' });
      expect(messages(lines)).toEqual([
        ['req-1', 'incoming request'],
        ['req-1', 'request completed'],
      ]);
      expect(lines[1]).toMatchObject({ res: { statusCode: 200 } });
      expect(typeof lines[1]?.responseTime).toBe('number');
    } finally {
      await app.close();
    }
  });

  it('are not written at warn, the production level', async () => {
    const { app, lines } = await appLoggingAt('warn');
    try {
      await app.inject({ method: 'GET', url: '/plain' });
      expect(lines).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it("follow a route's own level", async () => {
    const { app, lines } = await appLoggingAt('warn');
    try {
      await app.inject({ method: 'GET', url: '/chatty' });
      expect(messages(lines).map(([, msg]) => msg)).toEqual(['incoming request', 'request completed']);
    } finally {
      await app.close();
    }
  });
});
