import path from 'node:path';
import { isValidGstin, normalizeGstin, UPI_VPA, type UpiPayee } from '@dakiya/domain';
import {
  DEVELOPMENT_DEPLOY_TOKEN,
  EnvironmentError as ConfigError,
  PORT_VARIABLES,
  readEnvironment,
  type Variables,
} from '@dakiya/environment';

/** A configuration that must not run; the message says what to set. */
export { ConfigError };

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

/** Who issues the tax invoices, and how a fare is taxed (docs/operations.md). */
export interface InvoiceConfig {
  companyName: string;
  companyAddress: string;
  gstin: string;
  sac: string;
  gstRatePercent: number;
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
  /** Tracking-page streams open at once per order's link (STREAMS_PER_TRACKING_LINK). */
  streamsPerTrackingLink: number;
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
  /** The log's level (LOG_LEVEL; info in production, else warn). */
  logLevel: string;
  /** This process's name in its log lines and database connections (API_PROCESS_NAME). */
  processName: string;
  /** Where customers and recipients open the app: the links texts carry (PUBLIC_APP_URL). */
  publicAppUrl: string;
  /** The company's UPI address and name, which customers pay fares to. */
  upiPayee: UpiPayee;
  invoice: InvoiceConfig;
  /** The remotes' registry: the token deploys change it with (none: no changes), and when a
   * canary rolls back by itself (its failed share of at least `canaryMinLoads` loads). */
  registry: { deployToken: string | null; canaryFailureRate: number; canaryMinLoads: number };
}

type ApiEnvironment = ReturnType<typeof readEnvironment<'api'>>;

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

function checkSender(env: ApiEnvironment, production: boolean) {
  const sms = env.SMS_WEBHOOK_URL ?? null;
  const email = env.EMAIL_WEBHOOK_URL ?? null;
  const choice = env.MESSAGE_SENDER;
  if (production && choice !== 'outbox' && (!sms || !email))
    throw new ConfigError(
      'No SMS or e-mail provider: set SMS_WEBHOOK_URL and EMAIL_WEBHOOK_URL, or choose MESSAGE_SENDER=outbox to keep messages in memory (nobody receives a code).',
    );
  return { sms: choice === 'outbox' ? null : sms, email: choice === 'outbox' ? null : email };
}

function imageStorage(env: ApiEnvironment, dataDir: string): ApiConfig['imageStorage'] {
  if (!env.S3_BUCKET)
    return { kind: 'folder', dir: path.resolve(env.IMAGE_DIR ?? path.join(dataDir, 'images')) };
  const { S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_ENDPOINT || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    const missing = Object.entries({
      S3_ENDPOINT,
      S3_REGION,
      S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY,
    }).filter(([, value]) => !value);
    throw new ConfigError(
      `S3_BUCKET is set, so ${missing.map(([name]) => name).join(', ')} must be set too.`,
    );
  }
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    endpoint: S3_ENDPOINT,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  };
}

/**
 * Development stand-ins for the company's payment and tax details: a payee no UPI app can pay
 * (the `example` handle) and a GSTIN that passes the checksum but names no business.
 */
const DEVELOPMENT_UPI_VPA = 'payments.dakiya@example';
const DEVELOPMENT_GSTIN = '29AAFCD5862R1ZR';

function paymentAndTax(env: ApiEnvironment, production: boolean, variables: Variables | undefined) {
  const missing = (name: string, what: string) =>
    new ConfigError(`${name} is not set: production needs ${what}.`);
  if (production && !env.PUBLIC_APP_URL)
    throw missing('PUBLIC_APP_URL', 'the address customers open the app at (links in texts)');
  if (production && !env.UPI_PAYEE_VPA)
    throw missing('UPI_PAYEE_VPA', "the company's UPI address (e.g. dakiya@okhdfcbank)");
  if (production && !env.INVOICE_GSTIN) throw missing('INVOICE_GSTIN', "the company's GSTIN");
  const vpa = env.UPI_PAYEE_VPA ?? DEVELOPMENT_UPI_VPA;
  if (!UPI_VPA.test(vpa))
    throw new ConfigError(`UPI_PAYEE_VPA must be a UPI address (name@provider), not "${vpa}".`);
  const gstin = normalizeGstin(env.INVOICE_GSTIN ?? DEVELOPMENT_GSTIN);
  if (!isValidGstin(gstin))
    throw new ConfigError(
      `INVOICE_GSTIN is not a valid GSTIN (its checksum or shape): "${gstin}".`,
    );
  const local = readEnvironment('local', variables);
  return {
    publicAppUrl: (env.PUBLIC_APP_URL ?? `http://${local.HOST}:${local.SHELL_PORT}`).replace(
      /\/+$/,
      '',
    ),
    upiPayee: { vpa, name: env.UPI_PAYEE_NAME },
    invoice: {
      companyName: env.INVOICE_COMPANY_NAME,
      companyAddress: env.INVOICE_COMPANY_ADDRESS,
      gstin,
      sac: env.INVOICE_SAC,
      gstRatePercent: env.INVOICE_GST_RATE,
    },
  };
}

/** The web apps' origins, under 127.0.0.1 and under localhost (either may be typed). */
function developmentOrigins(variables: Variables | undefined): string[] {
  const local = readEnvironment('local', variables);
  return Object.entries(PORT_VARIABLES)
    .filter(([server]) => server !== 'api')
    .flatMap(([, variable]) => {
      const url = new URL(`http://${local.HOST}:${local[variable]}`);
      const origins = [url.origin];
      if (url.hostname === '127.0.0.1') origins.push(`${url.protocol}//localhost:${url.port}`);
      return origins;
    });
}

/**
 * The API's configuration from `variables` (default: this process's environment), checked as
 * @dakiya/environment's schema says, then against the rules production adds.
 */
export function readConfig(variables?: Variables): ApiConfig {
  const env = readEnvironment('api', variables);
  const production = env.NODE_ENV === 'production';
  const jwtSecret = checkSecret(env.JWT_SECRET, production);
  const { sms, email } = checkSender(env, production);
  const corsOrigins = env.CORS_ORIGINS ?? (production ? [] : developmentOrigins(variables));
  if (production && corsOrigins.length === 0)
    throw new ConfigError(
      'CORS_ORIGINS is not set: list the origins of the deployed apps, comma-separated (e.g. https://dakiya.in,https://auth.dakiya.in).',
    );
  // Any origin could then read a customer's data with the token it holds: name them instead.
  if (production && corsOrigins.some((origin) => origin.includes('*')))
    throw new ConfigError(
      'CORS_ORIGINS may not contain "*" in production: list the origins of the deployed apps.',
    );
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    host: env.HOST,
    port: env.PORT,
    production,
    databaseUrl: env.DATABASE_URL ?? null,
    dbPoolSize: env.DB_POOL_SIZE,
    dbStatementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    redisUrl: env.REDIS_URL ?? null,
    dataDir,
    jwtSecret,
    devOutbox: !production,
    simulateDrivers: env.SIMULATE_DRIVERS ?? !production,
    authRateLimit: env.AUTH_RATE_LIMIT,
    placeRateLimit: env.PLACE_RATE_LIMIT,
    accessTokenTtlS: env.ACCESS_TOKEN_TTL_S,
    sessionTtlS: env.SESSION_TTL_S,
    passwordHashConcurrency: env.PASSWORD_HASH_CONCURRENCY,
    passwordHashQueue: env.PASSWORD_HASH_QUEUE,
    streamsPerCustomer: env.STREAMS_PER_CUSTOMER,
    streamsPerRide: env.STREAMS_PER_RIDE,
    streamsPerDriver: env.STREAMS_PER_DRIVER,
    streamsPerTrackingLink: env.STREAMS_PER_TRACKING_LINK,
    smsWebhookUrl: sms,
    emailWebhookUrl: email,
    corsOrigins,
    trustProxy: env.TRUST_PROXY,
    docs: env.API_DOCS ?? !production,
    imageStorage: imageStorage(env, dataDir),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    processName: env.API_PROCESS_NAME ?? `pid ${process.pid}`,
    ...paymentAndTax(env, production, variables),
    registry: {
      deployToken: env.DEPLOY_TOKEN ?? (production ? null : DEVELOPMENT_DEPLOY_TOKEN),
      canaryFailureRate: env.CANARY_FAILURE_RATE,
      canaryMinLoads: env.CANARY_MIN_LOADS,
    },
  };
}
