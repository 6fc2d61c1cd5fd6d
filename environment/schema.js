// @ts-check
// Every environment variable Dakiya reads, once: its kind, its default and what it means. Each
// section is what one part reads; docs/operations.md lists them all (a test checks it does).
const path = require('node:path');
const { z } = require('zod');
const {
  parsed,
  text,
  wholeNumber,
  port,
  positiveNumber,
  flag,
  oneOf,
  url,
  list,
} = require('./values');

/** The token deploys change the remotes' registry with: the API checks it, the deploy tool sends it. */
const DEPLOY_TOKEN = text()
  .optional()
  .describe(
    "the bearer token deploys change the remotes' registry with (production API: unset, no changes)",
  );

/** The API's port when nothing says otherwise: `npm start -w api` alone and `npm start` agree. */
const API_PORT = 4000;

const HOST = text()
  .default('127.0.0.1')
  .describe('the address the local servers and the API listen on');

/** Where the local system listens: `npm start`, `npm run serve`, the dev servers, e2e, bench. */
const LOCAL = z.object({
  HOST,
  SHELL_PORT: port().default(3000).describe('the shell (the composed app)'),
  AUTH_PORT: port().default(3001).describe('auth-app'),
  BOOKING_PORT: port().default(3002).describe('booking-app'),
  ACCOUNT_PORT: port().default(3003).describe('account-app'),
  DRIVER_PORT: port().default(3004).describe('driver-app'),
  API_PORT: port().default(API_PORT).describe('the API as `npm start` runs it'),
  CDN_PORT: port()
    .default(3100)
    .describe('nginx serving deployed remotes (`npm run start:cluster`)'),
});

/** What a build writes into each app's config.json and the shell's remotes.json. */
const BUILD = z.object({
  DAKIYA_API_URL: url().optional().describe("the API's URL (default: the local API)"),
  DAKIYA_SHELL_URL: url()
    .optional()
    .describe('where a remote running alone sends the customer (default: the local shell)'),
  DAKIYA_MAPS_KEY: text().default('').describe('Google Maps key (none: the offline maps)'),
  DAKIYA_CUSTOMER_CARE: text().default('1800120120').describe('the customer-care number'),
  AUTH_APP_MANIFEST: url().optional().describe("auth-app's mf-manifest.json URL"),
  BOOKING_APP_MANIFEST: url().optional().describe("booking-app's mf-manifest.json URL"),
  ACCOUNT_APP_MANIFEST: url().optional().describe("account-app's mf-manifest.json URL"),
  DRIVER_APP_MANIFEST: url().optional().describe("driver-app's mf-manifest.json URL"),
  DAKIYA_REGISTRY_URL: url()
    .optional()
    .describe(
      "the environment's remotes registry the shell reads (…/registry/<env>/; none: remotes.json alone)",
    ),
  DAKIYA_REMOTE_ORIGINS: list()
    .default([])
    .describe("origins the registry's releases are served from (the CDN), for the page's CSP"),
  DAKIYA_FAULT_INJECTION: oneOf(['none', 'throw-on-render'])
    .default('none')
    .describe("a remote built to throw on render, to rehearse a canary's rollback"),
});

/** Fastify's trustProxy: off, on, a hop count, or the proxies' addresses/CIDRs. */
const trustProxy = () =>
  parsed('"true", "false", a hop count or proxy addresses', (value) => {
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((part) => part.trim());
  });

/**
 * The API server (`npm start -w api`). Rules between variables (production's secret, sender and
 * origins; S3's set) are api/src/config.ts's, which reads this.
 */
const API = z.object({
  HOST,
  PORT: port().default(API_PORT).describe('where the API listens'),
  NODE_ENV: text().optional().describe('"production" turns the development aids off'),
  DATA_DIR: text()
    .default(path.resolve(__dirname, '..', 'api', '.data'))
    .describe("embedded PGlite's data folder"),
  DATABASE_URL: url().optional().describe('a PostgreSQL server instead of PGlite'),
  DB_POOL_SIZE: wholeNumber(1).default(10).describe('PostgreSQL connections per API process'),
  DB_STATEMENT_TIMEOUT_MS: wholeNumber(0)
    .default(5000)
    .describe('PostgreSQL cancels a longer statement (0: no limit)'),
  REDIS_URL: url().optional().describe('the Redis that API processes share'),
  JWT_SECRET: text().optional().describe('signs access and refresh tokens'),
  SMS_WEBHOOK_URL: url().optional().describe('the SMS provider endpoint'),
  EMAIL_WEBHOOK_URL: url().optional().describe('the e-mail provider endpoint'),
  MESSAGE_SENDER: oneOf(['webhook', 'outbox'])
    .optional()
    .describe('"outbox" lets production start without a provider'),
  CORS_ORIGINS: list().optional().describe('origins allowed to call the API'),
  TRUST_PROXY: trustProxy().default(false).describe("Fastify's trustProxy"),
  API_DOCS: flag().optional().describe('the OpenAPI UI at /docs'),
  IMAGE_DIR: text().optional().describe('where uploaded images go (default: DATA_DIR/images)'),
  S3_BUCKET: text().optional().describe('S3-compatible storage for images instead'),
  S3_ENDPOINT: url().optional().describe("the S3 service's endpoint"),
  S3_REGION: text().optional().describe("the S3 bucket's region"),
  S3_ACCESS_KEY_ID: text().optional().describe('the S3 access key'),
  S3_SECRET_ACCESS_KEY: text().optional().describe('the S3 secret key'),
  PUBLIC_APP_URL: url()
    .optional()
    .describe(
      'where customers and recipients open the app: links in texts (default: the local shell)',
    ),
  UPI_PAYEE_VPA: text()
    .optional()
    .describe("the company's UPI address customers pay fares to (required in production)"),
  UPI_PAYEE_NAME: text().default('Dakiya Logistics').describe('the payee name UPI apps show'),
  INVOICE_COMPANY_NAME: text()
    .default('Dakiya Logistics Private Limited')
    .describe('the supplier named on tax invoices'),
  INVOICE_COMPANY_ADDRESS: text()
    .default('Bengaluru, Karnataka')
    .describe("the supplier's address on tax invoices"),
  INVOICE_GSTIN: text()
    .optional()
    .describe("the supplier's GSTIN on tax invoices (required in production)"),
  INVOICE_SAC: text().default('996812').describe('the services accounting code on tax invoices'),
  INVOICE_GST_RATE: wholeNumber(0, 28).default(18).describe('the GST rate of a fare, percent'),
  DEPLOY_TOKEN,
  CANARY_FAILURE_RATE: positiveNumber()
    .default(0.2)
    .describe("a canary's share of failed loads that rolls it back by itself"),
  CANARY_MIN_LOADS: wholeNumber(1).default(10).describe('loads of a canary before it is judged'),
  SIMULATE_DRIVERS: flag().optional().describe('built-in simulated drivers'),
  SIMULATOR_SPEED: positiveNumber()
    .default(1)
    .describe('how much faster than real time simulated drivers act'),
  // Its default is the domain's RIDE_SEARCH_TTL_MINUTES, which the API applies.
  RIDE_SEARCH_TTL_MINUTES: positiveNumber()
    .optional()
    .describe('a request with no accepted offer by then expires'),
  AUTH_RATE_LIMIT: wholeNumber(1).default(30).describe('login requests a minute per address'),
  PLACE_RATE_LIMIT: wholeNumber(1).default(300).describe('place requests a minute per address'),
  ACCESS_TOKEN_TTL_S: wholeNumber(900, 3600).default(900).describe("an access token's life"),
  SESSION_TTL_S: wholeNumber(3600, 90 * 24 * 3600)
    .default(30 * 24 * 3600)
    .describe("a session's life from its login"),
  PASSWORD_HASH_CONCURRENCY: wholeNumber(1).default(1).describe('argon2 hashes at once'),
  PASSWORD_HASH_QUEUE: wholeNumber(0).default(64).describe('argon2 hashes that may wait'),
  STREAMS_PER_CUSTOMER: wholeNumber(1).default(4).describe('order streams per customer'),
  STREAMS_PER_RIDE: wholeNumber(1).default(3).describe('order streams per ride'),
  STREAMS_PER_DRIVER: wholeNumber(1).default(2).describe('feed streams per driver'),
  STREAMS_PER_TRACKING_LINK: wholeNumber(1)
    .default(5)
    .describe("tracking-page streams per order's link"),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .optional()
    .describe("the API's log level (default: info in production, else warn)"),
  API_PROCESS_NAME: text().optional().describe("this process's name in its log (api1, api2…)"),
});

/** The scripts, the cluster on loopback and the tests. */
const TOOLS = z.object({
  API_PROCESSES: wholeNumber(1).default(3).describe('API processes `npm run start:cluster` runs'),
  REDIS_PORT: port().optional().describe("the cluster's Redis port (default: a free one)"),
  REDIS_SERVER: text().default('/usr/bin/redis-server').describe('the redis-server program'),
  HAPROXY: text().default('/usr/sbin/haproxy').describe('the haproxy program'),
  NGINX: text().default('/usr/sbin/nginx').describe('the nginx program'),
  CHROMIUM_PATH: text().default('/usr/bin/chromium').describe('the Chromium e2e and bench use'),
  HEADLESS_SHELL_PATH: text()
    .default('/usr/bin/chromium-headless-shell')
    .describe('the Chromium headless shell `bench:phone` drives'),
  TEST_DATABASE_URL: url()
    .optional()
    .describe('a PostgreSQL server the API tests create their databases on'),
});

/** `npm run deploy -w <app>`, `npm run rollback -w <app>`, `npm run deploy:status`. */
const DEPLOY = z.object({
  DEPLOY_REGISTRY_URL: url()
    .optional()
    .describe("the remotes' registry (default: the local API's /registry)"),
  DEPLOY_TOKEN,
  DEPLOY_STORE: oneOf(['folder', 's3'])
    .default('folder')
    .describe('where uploads go: a folder nginx serves, or S3-compatible storage'),
  DEPLOY_DIR: text()
    .default(path.resolve(__dirname, '..', '.deploy'))
    .describe('the folder uploads go to (DEPLOY_STORE=folder)'),
  DEPLOY_PUBLIC_URL: url()
    .optional()
    .describe('where browsers fetch uploads (default: the local nginx, CDN_PORT)'),
  DEPLOY_S3_BUCKET: text().optional().describe('the bucket uploads go to (DEPLOY_STORE=s3)'),
  DEPLOY_S3_ENDPOINT: url().optional().describe("that bucket's S3-compatible endpoint"),
  DEPLOY_S3_REGION: text().optional().describe("that bucket's region"),
  DEPLOY_S3_ACCESS_KEY_ID: text().optional().describe('the access key of the uploads'),
  DEPLOY_S3_SECRET_ACCESS_KEY: text().optional().describe('its secret key'),
  DEPLOY_SHELL_URL: url()
    .optional()
    .describe('the live shell the compatibility gate checks against (default: the local one)'),
  DEPLOY_ACTOR: text()
    .optional()
    .describe("who deploys, in the registry's changes (default: USER)"),
  USER: text().optional().describe("the operating system's user name (the default actor)"),
  INIT_CWD: text()
    .optional()
    .describe('the folder npm was run from, which --from is relative to (npm sets it)'),
});

/** The benchmarks (api/bench, bench/). */
const BENCH = z.object({
  BENCH_SECONDS: positiveNumber().optional().describe('seconds each measurement runs'),
  BENCH_RUNS: wholeNumber(1).default(3).describe('runs each measurement takes the median of'),
  BENCH_OUT: text().optional().describe('a file the results are written to as JSON'),
  BENCH_NO_WRITE: flag().default(false).describe('leave bench/results.md as it is'),
  BENCH_API_DIR: text().optional().describe('the API folder the place-search bench starts'),
  BENCH_DEBUG: flag().default(false).describe("the polling bench prints its offers' latencies"),
  BENCH_SIMULATE: flag().default(true).describe('the polling bench runs simulated drivers'),
  BENCH_K_CLUSTER: wholeNumber(1).default(2000).describe('customers polling the cluster'),
  BENCH_K_CLUSTER_HIGH: wholeNumber(1)
    .default(5000)
    .describe('customers polling the cluster, the second configuration'),
  BENCH_K_SINGLE: wholeNumber(1).default(500).describe('customers polling one process'),
  BENCH_WARM_UP_SECONDS: positiveNumber().default(15).describe('polling before measuring'),
  BENCH_OFFER_EVERY_S: positiveNumber()
    .default(30)
    .describe("seconds between offers on a customer's ride"),
  BENCH_NEW_RIDE_EVERY_S: positiveNumber()
    .default(90)
    .describe("seconds between a customer's new requests"),
  BENCH_FOLLOW_SECONDS: positiveNumber().default(30).describe('seconds an order is followed'),
  POSITION_DRIVERS: wholeNumber(1).default(5000).describe('drivers posting positions'),
  POSITION_K: wholeNumber(1).default(2000).describe('orders followed while positions come'),
  FEED_RIDES: wholeNumber(1).default(50_000).describe('open rides in the feed bench'),
  FEED_QUERIES: wholeNumber(1).default(400).describe('feed queries measured'),
  FEED_DRIVERS: wholeNumber(1).default(500).describe('drivers with a feed stream open'),
  FEED_REQUESTS: wholeNumber(1).default(40).describe('ride requests pushed to the feeds'),
  FEED_GAP_MS: wholeNumber(0).default(250).describe('milliseconds between those requests'),
});

/** Each part's variables. */
const SECTIONS = {
  local: LOCAL,
  build: BUILD,
  api: API,
  tools: TOOLS,
  deploy: DEPLOY,
  bench: BENCH,
};

/** Every variable: the one schema. */
const ENVIRONMENT = z.object({
  ...LOCAL.shape,
  ...BUILD.shape,
  ...API.shape,
  ...TOOLS.shape,
  ...DEPLOY.shape,
  ...BENCH.shape,
});

module.exports = { SECTIONS, ENVIRONMENT };
