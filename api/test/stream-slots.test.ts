import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  MemoryStreamSlots,
  RedisStreamSlots,
  type SlotLimit,
  type StreamSlots,
} from '../src/services/stream-slots.js';
import { testRedis } from './support/redis.js';

const order = (customer: number, ride: number): SlotLimit[] => [
  { key: `customer:${customer}`, cap: 2 },
  { key: `ride:${ride}`, cap: 3 },
];
const feed = (driver: number): SlotLimit[] => [{ key: `driver:${driver}`, cap: 2 }];

/** What every kind of slots must do. */
function capsStreams(open: () => Promise<StreamSlots>) {
  it('holds each owner to its cap, a stream counting under each of its limits', async () => {
    const slots = await open();
    assert.equal(await slots.acquire(order(1, 10), 'a'), 'ok');
    assert.equal(await slots.acquire(order(1, 11), 'b'), 'ok');
    assert.deepEqual(await slots.acquire(order(1, 12), 'c'), { full: 'customer:1' });
    assert.equal(await slots.acquire(order(2, 10), 'd'), 'ok');
    assert.equal(await slots.acquire(order(3, 10), 'e'), 'ok');
    assert.deepEqual(await slots.acquire(order(4, 10), 'f'), { full: 'ride:10' });
    // A refused stream took no slot under its other limit.
    assert.equal(await slots.acquire(order(4, 12), 'g'), 'ok');
    await slots.release(order(1, 10), 'a');
    assert.equal(await slots.acquire(order(1, 12), 'h'), 'ok');
    assert.equal(await slots.acquire(order(5, 10), 'i'), 'ok');
  });

  it('counts drivers’ feeds apart from customers’ orders', async () => {
    const slots = await open();
    assert.equal(await slots.acquire(feed(1), 'x'), 'ok');
    assert.equal(await slots.acquire(order(1, 20), 'y'), 'ok');
    assert.equal(await slots.acquire(feed(1), 'z'), 'ok');
    assert.deepEqual(await slots.acquire(feed(1), 'w'), { full: 'driver:1' });
    await slots.renew(feed(1), 'x');
    await slots.release(feed(1), 'z');
    assert.equal(await slots.acquire(feed(1), 'w'), 'ok');
  });
}

describe('stream slots in one process', () => {
  capsStreams(async () => new MemoryStreamSlots());
});

describe('stream slots over processes (Redis)', () => {
  const { client } = testRedis();

  capsStreams(async () => {
    await client().flushall();
    return new RedisStreamSlots(client());
  });

  it('shares the caps between processes, under the keys order streams have always used', async () => {
    await client().flushall();
    const one = new RedisStreamSlots(client());
    const two = new RedisStreamSlots(client());
    assert.equal(await one.acquire(feed(7), 'p1'), 'ok');
    assert.equal(await two.acquire(feed(7), 'p2'), 'ok');
    assert.deepEqual(await one.acquire(feed(7), 'p3'), { full: 'driver:7' });
    assert.equal(await one.acquire(order(8, 80), 'q'), 'ok');
    const keys = (await client().keys('dakiya:streams:*')).sort();
    assert.deepEqual(keys, [
      'dakiya:streams:customer:8',
      'dakiya:streams:driver:7',
      'dakiya:streams:ride:80',
    ]);
    await two.release(feed(7), 'p2');
    assert.equal(await one.acquire(feed(7), 'p3'), 'ok');
  });
});
