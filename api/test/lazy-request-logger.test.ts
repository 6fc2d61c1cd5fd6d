import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { LazyRequestLogger, lazyRequestLoggerFactory } from '../src/http/lazy-request-logger.js';

/** A real pino logger at `level` writing into `lines`, counting the children it makes. */
function recordingLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const made = { children: 0 };
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger = pino({ level, onChild: () => (made.children += 1) }, stream);
  return { logger, lines, made };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('LazyRequestLogger', () => {
  it('makes no child while nothing is written at an enabled level', async () => {
    const { logger, lines, made } = recordingLogger('warn');
    const log = new LazyRequestLogger(logger as never, { reqId: 'req-1' }, {});
    log.info('incoming request');
    log.debug({ a: 1 }, 'details');
    await settle();
    assert.equal(made.children, 0);
    assert.equal(lines.length, 0);
    assert.equal(log.level, 'warn');

    log.warn({ rideId: 7 }, 'slow');
    await settle();
    assert.equal(made.children, 1);
    assert.equal(lines.length, 1);
    assert.equal(lines[0]!.reqId, 'req-1');
    assert.equal(lines[0]!.rideId, 7);
    assert.equal(lines[0]!.msg, 'slow');
    log.error('again');
    await settle();
    assert.equal(made.children, 1, 'the child is made once');
    assert.equal(lines.length, 2);
  });

  it("follows the route's level, above or below the server's", async () => {
    const { logger, lines } = recordingLogger('info');
    const quiet = new LazyRequestLogger(logger as never, { reqId: 'q' }, { level: 'warn' });
    quiet.info('not written');
    quiet.warn('written');
    const loud = new LazyRequestLogger(logger as never, { reqId: 'l' }, { level: 'debug' });
    loud.debug('written too');
    await settle();
    assert.deepEqual(
      lines.map((line) => [line.reqId, line.msg]),
      [
        ['q', 'written'],
        ['l', 'written too'],
      ],
    );
    assert.equal(quiet.level, 'warn');
    quiet.level = 'info';
    quiet.info('now written');
    await settle();
    assert.equal(lines.at(-1)!.msg, 'now written');
  });

  it("is Fastify's request logger: request lines carry the request's id", async () => {
    const { logger, lines, made } = recordingLogger('info');
    const app = Fastify({ loggerInstance: logger, childLoggerFactory: lazyRequestLoggerFactory });
    app.get('/quiet', { logLevel: 'warn' }, async () => ({ ok: true }));
    app.get('/warns', async (request) => {
      request.log.warn('careful');
      return { ok: true };
    });
    try {
      await app.ready();
      const childrenBefore = made.children;
      assert.equal((await app.inject('/quiet')).statusCode, 200);
      await settle();
      assert.equal(made.children, childrenBefore, 'a quiet route made no child');
      assert.equal(lines.length, 0);
      assert.equal((await app.inject('/warns')).statusCode, 200);
      await settle();
      const messages = lines.map((line) => line.msg);
      assert.deepEqual(messages, ['incoming request', 'careful', 'request completed']);
      assert.equal(new Set(lines.map((line) => line.reqId)).size, 1);
      assert.ok(lines[0]!.reqId);
    } finally {
      await app.close();
    }
  });

  it('leaves Fastify without a log as it is (its null logger)', async () => {
    const app = Fastify({ logger: false, childLoggerFactory: lazyRequestLoggerFactory });
    app.get('/warns', async (request) => {
      request.log.warn('nowhere');
      return { ok: true };
    });
    try {
      assert.equal((await app.inject('/warns')).statusCode, 200);
    } finally {
      await app.close();
    }
  });
});
