import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { WEB_APPS, appUrl } from '@dakiya/local-system';
import { ConfigError, DEVELOPMENT_JWT_SECRET, readConfig } from '../src/config.js';

const STRONG = 'k'.repeat(32);
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: STRONG,
  SMS_WEBHOOK_URL: 'https://sms.example/send',
  EMAIL_WEBHOOK_URL: 'https://mail.example/send',
  CORS_ORIGINS: 'https://dakiya.example',
  PUBLIC_APP_URL: 'https://dakiya.example',
  UPI_PAYEE_VPA: 'dakiya@okhdfcbank',
  INVOICE_GSTIN: '27AAPFU0939F1ZV',
};

describe('configuration', () => {
  it("needs nothing in development: every web app's origin, docs on, the outbox", () => {
    const config = readConfig({});
    assert.equal(config.jwtSecret, DEVELOPMENT_JWT_SECRET);
    for (const app of WEB_APPS) assert.ok(config.corsOrigins.includes(appUrl(app.name)));
    assert.ok(config.corsOrigins.includes('http://localhost:3000'));
    assert.equal(config.docs, true);
    assert.equal(config.devOutbox, true);
    assert.equal(config.trustProxy, false);
  });

  it('reads the pool size, statement timeout and Redis, refusing numbers that are not whole', () => {
    const defaults = readConfig({});
    assert.equal(defaults.dbPoolSize, 10);
    assert.equal(defaults.dbStatementTimeoutMs, 5000);
    assert.equal(defaults.redisUrl, null);
    const set = readConfig({
      DB_POOL_SIZE: '25',
      DB_STATEMENT_TIMEOUT_MS: '0',
      REDIS_URL: 'redis://127.0.0.1:6390',
    });
    assert.equal(set.dbPoolSize, 25);
    assert.equal(set.dbStatementTimeoutMs, 0);
    assert.equal(set.redisUrl, 'redis://127.0.0.1:6390');
    for (const [name, value] of [
      ['DB_POOL_SIZE', '0'],
      ['DB_POOL_SIZE', 'ten'],
      ['DB_STATEMENT_TIMEOUT_MS', '-1'],
      ['DB_STATEMENT_TIMEOUT_MS', '2.5'],
    ] as const)
      assert.throws(
        () => readConfig({ [name]: value }),
        (error: Error) => {
          assert.ok(error instanceof ConfigError);
          assert.match(error.message, new RegExp(name));
          return true;
        },
      );
  });

  it('refuses a missing, development or short JWT secret in production, saying how to set one', () => {
    for (const JWT_SECRET of [undefined, '', DEVELOPMENT_JWT_SECRET, 'k'.repeat(31)])
      assert.throws(
        () => readConfig({ ...PRODUCTION, JWT_SECRET }),
        (error: Error) => error instanceof ConfigError && /openssl rand/.test(error.message),
      );
    assert.equal(readConfig(PRODUCTION).jwtSecret, STRONG);
  });

  it('refuses production without a real sender unless the operator chooses the outbox', () => {
    assert.throws(
      () => readConfig({ ...PRODUCTION, SMS_WEBHOOK_URL: '' }),
      /MESSAGE_SENDER=outbox/,
    );
    const outbox = readConfig({ ...PRODUCTION, SMS_WEBHOOK_URL: '', MESSAGE_SENDER: 'outbox' });
    assert.equal(outbox.smsWebhookUrl, null);
    assert.equal(outbox.devOutbox, false, 'never served in production');
  });

  it('allows only configured origins in production, docs off unless asked, proxies as configured', () => {
    assert.throws(() => readConfig({ ...PRODUCTION, CORS_ORIGINS: '' }), /CORS_ORIGINS/);
    for (const CORS_ORIGINS of ['*', 'https://dakiya.example, *', 'https://*.dakiya.example'])
      assert.throws(() => readConfig({ ...PRODUCTION, CORS_ORIGINS }), /may not contain "\*"/);
    const config = readConfig({ ...PRODUCTION, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    assert.deepEqual(config.corsOrigins, ['https://dakiya.example']);
    assert.equal(config.docs, false);
    assert.deepEqual(config.trustProxy, ['10.0.0.0/8', '127.0.0.1']);
    assert.equal(readConfig({ ...PRODUCTION, API_DOCS: 'true', TRUST_PROXY: '1' }).docs, true);
    assert.equal(readConfig({ ...PRODUCTION, TRUST_PROXY: '1' }).trustProxy, 1);
  });

  it('reads token lifetimes in seconds, access tokens 15 minutes to an hour, and the stream and hashing bounds', () => {
    const defaults = readConfig({});
    assert.equal(defaults.accessTokenTtlS, 900);
    assert.equal(defaults.sessionTtlS, 30 * 24 * 3600);
    assert.equal(defaults.streamsPerCustomer, 4);
    assert.equal(defaults.streamsPerRide, 3);
    assert.equal(defaults.streamsPerDriver, 2);
    assert.equal(defaults.passwordHashConcurrency, 1);
    assert.equal(readConfig({ ACCESS_TOKEN_TTL_S: '3600' }).accessTokenTtlS, 3600);
    for (const [name, value] of [
      ['ACCESS_TOKEN_TTL_S', '3600000'],
      ['ACCESS_TOKEN_TTL_S', '60'],
      ['SESSION_TTL_S', '0'],
      ['STREAMS_PER_CUSTOMER', '0'],
      ['STREAMS_PER_DRIVER', 'two'],
      ['PASSWORD_HASH_QUEUE', 'many'],
      ['PORT', '70000'],
      ['PORT', '4000abc'],
      ['AUTH_RATE_LIMIT', 'thirty'],
    ] as const)
      assert.throws(
        () => readConfig({ [name]: value }),
        (error: Error) => error instanceof ConfigError && error.message.startsWith(name),
        `${name}=${value}`,
      );
  });

  it('names every wrong variable at once, one line each, before starting', () => {
    assert.throws(
      () => readConfig({ PORT: 'http', SIMULATOR_SPEED: '0', LOG_LEVEL: 'loud' }),
      (error: Error) => {
        assert.ok(error instanceof ConfigError);
        assert.deepEqual(
          error.message.split('\n').map((line) => line.split(' ')[0]),
          ['PORT', 'SIMULATOR_SPEED', 'LOG_LEVEL'],
        );
        return true;
      },
    );
  });

  it('logs at warn in development and info in production unless LOG_LEVEL says otherwise', () => {
    assert.equal(readConfig({}).logLevel, 'warn');
    assert.equal(readConfig({ ...PRODUCTION }).logLevel, 'info');
    assert.equal(readConfig({ LOG_LEVEL: 'debug' }).logLevel, 'debug');
    assert.equal(readConfig({ API_PROCESS_NAME: 'api2' }).processName, 'api2');
  });

  it('runs the driver simulator outside production unless SIMULATE_DRIVERS=false says not to', () => {
    assert.equal(readConfig({}).simulateDrivers, true);
    assert.equal(readConfig({ SIMULATE_DRIVERS: 'false' }).simulateDrivers, false);
    assert.equal(readConfig({ ...PRODUCTION, TRUST_PROXY: '1' }).simulateDrivers, false);
    assert.equal(
      readConfig({ ...PRODUCTION, TRUST_PROXY: '1', SIMULATE_DRIVERS: 'true' }).simulateDrivers,
      true,
    );
  });
});
