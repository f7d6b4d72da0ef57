import { resolve } from 'node:path';
import { z } from 'zod';
import type { CryptoNetwork } from '#shared/crypto-networks.ts';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .positive('must be positive')
    .default(fallback);

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

/** Every environment variable the server reads; README's configuration table mirrors this. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a port number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  PUBLIC_URL: z.url({ message: 'must be a URL such as http://localhost:3000' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  DATABASE_POOL_SIZE: positiveInt(10),
  DATABASE_CONNECT_TIMEOUT_MS: positiveInt(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInt(10_000),
  SEED_DEMO: flag.default(true),
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  MAIL_FROM: z.string().min(3).default('Easel <no-reply@easel.local>'),
  TRUST_PROXY: flag.default(false),
  RATE_LIMIT_MAX: positiveInt(600),
  AUTH_RATE_LIMIT_MAX: positiveInt(10),
  LIMIT_COMMENTS_PER_HOUR: positiveInt(30),
  LIMIT_MESSAGES_PER_HOUR: positiveInt(120),
  LIMIT_BOOKINGS_PER_HOUR: positiveInt(10),
  LIMIT_OFFERS_PER_HOUR: positiveInt(20),
  LIMIT_REPORTS_PER_HOUR: positiveInt(20),
  SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
  HTTP_REQUEST_TIMEOUT_MS: positiveInt(120_000),
  HTTP_IDLE_TIMEOUT_MS: positiveInt(60_000),
  SSE_MAX_STREAMS: positiveInt(1000),
  WEB_DIST_DIR: z.string().min(1).default('./dist'),
  DEV_ROUTES: flag.default(false),
  VIEW_HASH_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  S3_BUCKET: z.string().trim().min(3, 'must be a bucket name').optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalUrl(['http://', 'https://']),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  // Platform wallets that receive crypto contributions. The defaults are deliberately fake: set real ones to take money.
  CRYPTO_WALLET_EVM: z.string().trim().min(1).default('0x00000000000000000000000000000000000ea5e1'),
  CRYPTO_WALLET_SOLANA: z.string().trim().min(1).default('EaseLTestWa11etDoNotSendFundsHere1111111111'),
  CRYPTO_WALLET_XRP: z.string().trim().min(1).default('rEaseLTestWa11etDoNotSendFundsHere'),
  CRYPTO_WALLET_XDC: z.string().trim().min(1).default('xdc00000000000000000000000000000000000ea5e1'),
  /** 'test' confirms fiat at once and says so; a real processor plugs in here. */
  PAYMENT_PROVIDER: z.enum(['test']).default('test'),
});

/** An S3-compatible bucket for uploads; without keys the AWS SDK's default credential chain is used. */
export type S3Config = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  logLevel: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** A new PostgreSQL connection must be open within this, or the request gets 503. */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL cancels a statement running longer than this; the driver gives up soon after. */
  databaseStatementTimeoutMs: number;
  seedDemo: boolean;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean;
  rateLimitMax: number;
  authRateLimitMax: number;
  /** Per-account actions per hour (decision 019). */
  accountLimits: Record<'comments' | 'messages' | 'bookings' | 'offers' | 'reports', number>;
  shutdownTimeoutMs: number;
  /** A client must send its whole request (headers and body) within this, or the connection is closed. */
  httpRequestTimeoutMs: number;
  /** A connection with no traffic for this long is closed. */
  httpIdleTimeoutMs: number;
  /** Live notification streams one process holds open at most; beyond it new ones get 503. */
  sseMaxStreams: number;
  webDistDir: string;
  /** Development-only helpers (e.g. create a notification); refused in production. */
  devRoutes: boolean;
  /** Keys the hash of anonymous visitors' addresses for daily view counts; random per process when unset. */
  viewHashSecret: string | undefined;
  /** Where each crypto network's contributions are sent. */
  platformWallets: Record<CryptoNetwork, string>;
  paymentProvider: 'test';
  /** Uploads go to this bucket when S3_BUCKET is set; otherwise to DATA_DIR/uploads. */
  s3: S3Config | undefined;
};

export class ConfigError extends Error {}

/** Reads and validates the environment once; the first bad variable is named in one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const value = present[name];
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue.message}${value === undefined ? '' : ` (got "${value}")`}`,
    );
  }
  const e = parsed.data;
  if (e.DEV_ROUTES && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration: DEV_ROUTES must not be true when NODE_ENV is production');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    seedDemo: e.SEED_DEMO,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY,
    rateLimitMax: e.RATE_LIMIT_MAX,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    accountLimits: {
      comments: e.LIMIT_COMMENTS_PER_HOUR,
      messages: e.LIMIT_MESSAGES_PER_HOUR,
      bookings: e.LIMIT_BOOKINGS_PER_HOUR,
      offers: e.LIMIT_OFFERS_PER_HOUR,
      reports: e.LIMIT_REPORTS_PER_HOUR,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    httpRequestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
    httpIdleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
    sseMaxStreams: e.SSE_MAX_STREAMS,
    webDistDir: resolve(e.WEB_DIST_DIR),
    devRoutes: e.DEV_ROUTES,
    viewHashSecret: e.VIEW_HASH_SECRET,
    // Polygon and BNB share one wallet, as the spec says.
    platformWallets: {
      polygon: e.CRYPTO_WALLET_EVM,
      bnb: e.CRYPTO_WALLET_EVM,
      solana: e.CRYPTO_WALLET_SOLANA,
      xrp: e.CRYPTO_WALLET_XRP,
      xdc: e.CRYPTO_WALLET_XDC,
    },
    paymentProvider: e.PAYMENT_PROVIDER,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}
