import path from 'node:path';
import { WEB_APPS, appUrl } from '@dakiya/local-system';

/** The development secret: anything that signs with it in production is refused at start. */
export const DEVELOPMENT_JWT_SECRET = 'dakiya-development-secret-change-me';
const MIN_SECRET_BYTES = 32;

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface ApiConfig {
  host: string;
  port: number;
  production: boolean;
  /** PostgreSQL server URL; without it the API embeds PGlite in `dataDir`. */
  databaseUrl: string | null;
  /** Connections each API process keeps to PostgreSQL (DB_POOL_SIZE). */
  dbPoolSize: number;
  /** PostgreSQL cancels a statement that runs longer (DB_STATEMENT_TIMEOUT_MS; 0: no limit). */
  dbStatementTimeoutMs: number;
  /**
   * Redis (REDIS_URL) for the state API processes share: rate limits, ride events, the
   * simulator's lock. Without it the API is one process and keeps that state in memory.
   */
  redisUrl: string | null;
  dataDir: string;
  jwtSecret: string;
  /** Development outbox at GET /dev/outbox (never in production). */
  devOutbox: boolean;
  /** Built-in drivers that answer ride requests (on by default outside production). */
  simulateDrivers: boolean;
  /** Requests a minute one client address may make to the login, OTP and sign-up endpoints. */
  authRateLimit: number;
  /** Requests a minute one client address may make to each place route (search, reverse, nearby). */
  placeRateLimit: number;
  /** How long an access token lives (ACCESS_TOKEN_TTL_S, 15 minutes to 1 hour). */
  accessTokenTtlS: number;
  /** How long a session, and so its refresh tokens, lives after the login (SESSION_TTL_S). */
  sessionTtlS: number;
  /**
   * Password hashes (argon2) one process computes at once (PASSWORD_HASH_CONCURRENCY) and how
   * many more may wait (PASSWORD_HASH_QUEUE); past that a login or sign-up gets a quick 503
   * with Retry-After, so a burst cannot starve the process's health checks and polls.
   */
  passwordHashConcurrency: number;
  passwordHashQueue: number;
  /** Order streams open at once per customer and per ride, over all processes. */
  streamsPerCustomer: number;
  streamsPerRide: number;
  /** Feed streams (the driver app's requests screen) open at once per driver (STREAMS_PER_DRIVER). */
  streamsPerDriver: number;
  smsWebhookUrl: string | null;
  emailWebhookUrl: string | null;
  /** Origins allowed by CORS (the four apps in development). */
  corsOrigins: string[];
  /** Fastify's trustProxy: false, true, a hop count, or addresses/CIDRs of the proxies. */
  trustProxy: boolean | number | string[];
  /** The OpenAPI document and UI at /docs. */
  docs: boolean;
  /** Where uploaded images go: a folder (default), memory (tests) or S3-compatible storage. */
  imageStorage: { kind: 'folder'; dir: string } | { kind: 'memory' } | ({ kind: 's3' } & S3Config);
}

/** A configuration that must not run; the message says what to set. */
export class ConfigError extends Error {}

function parseTrustProxy(value: string | undefined): ApiConfig['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim());
}

function checkSecret(secret: string | undefined, production: boolean): string {
  if (!production) return secret || DEVELOPMENT_JWT_SECRET;
  const how =
    'Set JWT_SECRET to at least 32 random bytes, e.g. JWT_SECRET=$(openssl rand -base64 48).';
  if (!secret) throw new ConfigError(`JWT_SECRET is not set. ${how}`);
  if (secret === DEVELOPMENT_JWT_SECRET)
    throw new ConfigError(`JWT_SECRET is the development secret. ${how}`);
  if (Buffer.byteLength(secret) < MIN_SECRET_BYTES)
    throw new ConfigError(`JWT_SECRET is shorter than ${MIN_SECRET_BYTES} bytes. ${how}`);
  return secret;
}

function checkSender(env: NodeJS.ProcessEnv, production: boolean) {
  const sms = env.SMS_WEBHOOK_URL || null;
  const email = env.EMAIL_WEBHOOK_URL || null;
  const choice = env.MESSAGE_SENDER;
  if (choice && choice !== 'outbox' && choice !== 'webhook')
    throw new ConfigError(`MESSAGE_SENDER must be "webhook" or "outbox", not "${choice}".`);
  if (production && choice !== 'outbox' && (!sms || !email))
    throw new ConfigError(
      'No SMS or e-mail provider: set SMS_WEBHOOK_URL and EMAIL_WEBHOOK_URL, or choose MESSAGE_SENDER=outbox to keep messages in memory (nobody receives a code).',
    );
  return { sms: choice === 'outbox' ? null : sms, email: choice === 'outbox' ? null : email };
}

function imageStorage(env: NodeJS.ProcessEnv, dataDir: string): ApiConfig['imageStorage'] {
  if (!env.S3_BUCKET)
    return { kind: 'folder', dir: path.resolve(env.IMAGE_DIR ?? path.join(dataDir, 'images')) };
  const missing = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter(
    (name) => !env[name],
  );
  if (missing.length > 0)
    throw new ConfigError(`S3_BUCKET is set, so ${missing.join(', ')} must be set too.`);
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT!,
    region: env.S3_REGION!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  };
}

function integerBetween(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = positiveInteger(env, name, fallback, min === 0);
  if (value < min || value > max)
    throw new ConfigError(`${name} must be between ${min} and ${max}, not "${env[name]}".`);
  return value;
}

function positiveInteger(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  zeroAllowed = false,
): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < (zeroAllowed ? 0 : 1))
    throw new ConfigError(
      `${name} must be a whole number${zeroAllowed ? '' : ' above 0'}, not "${value}".`,
    );
  return number;
}

/** The four apps' origins, under 127.0.0.1 and under localhost (either may be typed). */
function developmentOrigins(): string[] {
  return WEB_APPS.flatMap((app) => {
    const url = new URL(appUrl(app.name));
    const origins = [url.origin];
    if (url.hostname === '127.0.0.1') origins.push(`${url.protocol}//localhost:${url.port}`);
    return origins;
  });
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const production = env.NODE_ENV === 'production';
  const jwtSecret = checkSecret(env.JWT_SECRET, production);
  const { sms, email } = checkSender(env, production);
  const corsOrigins = env.CORS_ORIGINS
    ? env.CORS_ORIGINS.split(',').map((origin) => origin.trim())
    : production
      ? []
      : developmentOrigins();
  if (production && corsOrigins.length === 0)
    throw new ConfigError(
      'CORS_ORIGINS is not set: list the origins of the deployed apps, comma-separated (e.g. https://dakiya.in,https://auth.dakiya.in).',
    );
  // Any origin could then read a customer's data with the token it holds: name them instead.
  if (production && corsOrigins.some((origin) => origin.includes('*')))
    throw new ConfigError(
      'CORS_ORIGINS may not contain "*" in production: list the origins of the deployed apps.',
    );
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(import.meta.dirname, '..', '.data'));
  return {
    host: env.HOST ?? '127.0.0.1',
    port: integerBetween(env, 'PORT', 4000, 0, 65535),
    production,
    databaseUrl: env.DATABASE_URL || null,
    dbPoolSize: positiveInteger(env, 'DB_POOL_SIZE', 10),
    dbStatementTimeoutMs: positiveInteger(env, 'DB_STATEMENT_TIMEOUT_MS', 5000, true),
    redisUrl: env.REDIS_URL || null,
    dataDir,
    jwtSecret,
    devOutbox: !production,
    simulateDrivers: env.SIMULATE_DRIVERS ? env.SIMULATE_DRIVERS === 'true' : !production,
    authRateLimit: positiveInteger(env, 'AUTH_RATE_LIMIT', 30),
    placeRateLimit: positiveInteger(env, 'PLACE_RATE_LIMIT', 300),
    accessTokenTtlS: integerBetween(env, 'ACCESS_TOKEN_TTL_S', 900, 900, 3600),
    sessionTtlS: integerBetween(env, 'SESSION_TTL_S', 30 * 24 * 3600, 3600, 90 * 24 * 3600),
    passwordHashConcurrency: positiveInteger(env, 'PASSWORD_HASH_CONCURRENCY', 1),
    passwordHashQueue: positiveInteger(env, 'PASSWORD_HASH_QUEUE', 64, true),
    streamsPerCustomer: positiveInteger(env, 'STREAMS_PER_CUSTOMER', 4),
    streamsPerRide: positiveInteger(env, 'STREAMS_PER_RIDE', 3),
    streamsPerDriver: positiveInteger(env, 'STREAMS_PER_DRIVER', 2),
    smsWebhookUrl: sms,
    emailWebhookUrl: email,
    corsOrigins,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    docs: env.API_DOCS ? env.API_DOCS === 'true' : !production,
    imageStorage: imageStorage(env, dataDir),
  };
}
