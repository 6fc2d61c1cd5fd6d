import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { readConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { buildApp } from '../src/app.js';
import { warmUpPlaceSearch } from '../src/routes/places/warm-up.js';

describe('place search warm-up before listening', () => {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  const limit = 1000;

  before(async () => {
    database = await openDatabase({ databaseUrl: null, dataDir: null });
    const config = { ...readConfig({ NODE_ENV: 'test' }), simulateDrivers: false };
    ({ app } = await buildApp({ ...config, placeRateLimit: limit }, database.db, {
      logger: { level: 'info', stream: logStream },
    }));
  });
  after(async () => {
    await app.close();
    await database.close();
  });

  const searchFrom = (address: string) =>
    app.inject({ url: '/places/search/?q=Hosur', remoteAddress: address });

  it("goes through the route from an address of its own, unlogged, and leaves customers' limits whole", async () => {
    await warmUpPlaceSearch(app);
    assert.equal(lines.join('\n'), '', 'no request logged while warming up');
    assert.equal(app.log.level, 'info');

    const customer = await searchFrom('127.0.0.1');
    assert.equal(customer.statusCode, 200);
    assert.equal(customer.headers['x-ratelimit-remaining'], String(limit - 1));
    const warmUpAddress = await searchFrom('192.0.2.1');
    const sent = limit - 1 - Number(warmUpAddress.headers['x-ratelimit-remaining']);
    assert.ok(sent >= 80, `the warm-up sent ${sent} searches`);
    // Requests after it are logged again.
    assert.ok(lines.some((line) => line.includes('request completed')));
  });
});
