import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LevelAwareLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
type LogArgs = [unknown, ...unknown[]];

/**
 * A request's logger, bound to its request id, that becomes a real pino child only when the
 * request logs at a level that is on. Fastify makes a child for every request and pino serializes
 * its bindings as it makes one, about a microsecond each time, although at the production level
 * (warn) a request that goes well logs nothing at all (Fastify's own lines are at info).
 */
class LazyRequestLogger {
  readonly #parent: LevelAwareLogger;
  readonly #bindings: Bindings;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: LevelAwareLogger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings);
    return this.#child;
  }

  #log(level: Level, args: LogArgs) {
    if (!this.#parent.isLevelEnabled(level)) return;
    (this.#real()[level] as (...args: LogArgs) => void)(...args);
  }

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }
  isLevelEnabled(level: string): boolean {
    return this.#child
      ? (this.#child as LevelAwareLogger).isLevelEnabled(level)
      : this.#parent.isLevelEnabled(level);
  }
  set level(level: string) {
    this.#real().level = level;
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
  fatal(...args: LogArgs) {
    this.#log('fatal', args);
  }
  error(...args: LogArgs) {
    this.#log('error', args);
  }
  warn(...args: LogArgs) {
    this.#log('warn', args);
  }
  info(...args: LogArgs) {
    this.#log('info', args);
  }
  debug(...args: LogArgs) {
    this.#log('debug', args);
  }
  trace(...args: LogArgs) {
    this.#log('trace', args);
  }
  silent() {}
}

const isLevelAware = (logger: FastifyBaseLogger): logger is LevelAwareLogger =>
  typeof (logger as Partial<LevelAwareLogger>).isLevelEnabled === 'function';

/**
 * Fastify's childLoggerFactory: the lazy logger above, or pino's own child when the route sets
 * its own level or serializers (then the child's level is not the parent's) or the logger cannot
 * say which levels are on.
 */
export const createRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  if (options.level || options.serializers || !isLevelAware(logger)) return logger.child(bindings, options);
  return new LazyRequestLogger(logger, bindings) as unknown as FastifyBaseLogger;
};

/** Whether a request's logger would write an info line; a logger that cannot say is taken at its word. */
const infoEnabled = (log: FastifyBaseLogger) => !isLevelAware(log) || log.isLevelEnabled('info');

/**
 * Fastify's per-request lines ("incoming request", "request completed") are info lines. Its
 * controller builds each line's object (the request, the reply, the response time) before the
 * logger decides to drop it, twice on every request, although at the production level (warn) it
 * always drops them. This one asks the request's logger first and writes exactly the lines it
 * wrote before: the same at info or below, for a route with its own level, and always when the
 * answer failed on its way out ("request errored").
 */
export class RequestLineController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (infoEnabled(request.log)) super.incomingRequest(request, reply);
  }
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error || infoEnabled(reply.log)) super.requestCompleted(error, request, reply);
  }
}
