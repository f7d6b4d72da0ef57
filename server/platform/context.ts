import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Events } from './events/events.ts';
import type { Mailer } from './mail/mailer.ts';

/** What every domain reaches through `app.ctx`: built once in main.ts (or a test) and passed in. */
export interface AppContext {
  config: Config;
  database: Database;
  events: Events;
  mailer: Mailer;
  startedAt: Date;
  version: string;
}

/** The signed-in caller, resolved from the bearer token by the auth guard. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  role: 'user' | 'artist' | 'admin';
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
