import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createRequestLogger } from './request-logger.ts';

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
