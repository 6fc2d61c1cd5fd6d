import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { FakeEventSource } from '../test/fake-event-source';
import { followEventStream } from './event-stream';

const RETRY_MS = 5000;
const POLL_MS = 2000;

beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.install();
});
afterEach(() => {
  jest.useRealTimers();
});

function follow({
  ticket = () => Promise.resolve('ticket'),
  withEventSource = true,
  polling = false,
} = {}) {
  let tickets = 0;
  const received: unknown[] = [];
  const changes: string[] = [];
  const stop = followEventStream<{ n: number }>({
    url: 'http://api.test/things/events/',
    event: 'thing',
    retryMs: RETRY_MS,
    streamToken: () => ticket().then((token) => `${token}-${++tickets}`),
    onEvent: (data) => received.push(data),
    onDown: () => changes.push('down'),
    onBackUp: () => changes.push('back up'),
    ...(polling && { pollWhileDown: { everyMs: POLL_MS, poll: () => changes.push('poll') } }),
    EventSourceImpl: withEventSource
      ? (FakeEventSource as unknown as typeof EventSource)
      : undefined,
  });
  return { stop, received, changes };
}

describe('followEventStream', () => {
  it('opens the stream with a ticket and hands on the data of its named events', async () => {
    const { received, changes, stop } = follow();
    await jest.advanceTimersByTimeAsync(0);
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('http://api.test/things/events/?token=ticket-1');
    stream.open();
    stream.push('thing', { n: 1 });
    stream.push('other', { n: 2 });
    expect(received).toEqual([{ n: 1 }]);
    // the first open is no recovery
    expect(changes).toEqual([]);
    stop();
    expect(stream.closed).toBe(true);
  });

  it('is down while a dropped stream reconnects by itself, and back up when it opens', async () => {
    const { changes } = follow();
    await jest.advanceTimersByTimeAsync(0);
    const stream = FakeEventSource.latest();
    stream.fail();
    stream.fail();
    expect(changes).toEqual(['down']);
    await jest.advanceTimersByTimeAsync(RETRY_MS * 2);
    expect(FakeEventSource.opened).toHaveLength(1);
    stream.open();
    expect(changes).toEqual(['down', 'back up']);
  });

  it('opens a refused stream again with a fresh ticket after the retry delay', async () => {
    const { changes } = follow();
    await jest.advanceTimersByTimeAsync(0);
    const refused = FakeEventSource.latest();
    refused.refuse();
    expect(refused.closed).toBe(true);
    expect(changes).toEqual(['down']);
    await jest.advanceTimersByTimeAsync(RETRY_MS - 1);
    expect(FakeEventSource.opened).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    const again = FakeEventSource.latest();
    expect(again.url).toBe('http://api.test/things/events/?token=ticket-2');
    again.open();
    expect(changes).toEqual(['down', 'back up']);
  });

  it('is down when the ticket does not come, and asks for one again later', async () => {
    let answers = 0;
    const { changes } = follow({
      ticket: () => (++answers === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('t')),
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.opened).toHaveLength(0);
    expect(changes).toEqual(['down']);
    await jest.advanceTimersByTimeAsync(RETRY_MS);
    expect(FakeEventSource.latest().url).toBe('http://api.test/things/events/?token=t-1');
  });

  it('is down from the start in a browser without EventSource', async () => {
    Object.defineProperty(window, 'EventSource', { configurable: true, value: undefined });
    const { changes } = follow({ withEventSource: false });
    await jest.advanceTimersByTimeAsync(RETRY_MS);
    expect(changes).toEqual(['down']);
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('tries no more once stopped, and a ticket that comes after the stop opens nothing', async () => {
    const refusedThenStopped = follow();
    await jest.advanceTimersByTimeAsync(0);
    FakeEventSource.latest().refuse();
    refusedThenStopped.stop();
    await jest.advanceTimersByTimeAsync(RETRY_MS * 3);
    expect(FakeEventSource.opened).toHaveLength(1);

    const stoppedAtOnce = follow();
    stoppedAtOnce.stop();
    await jest.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(stoppedAtOnce.changes).toEqual([]);
  });

  it('polls every POLL_MS while the stream is down, and stops when it is back or stopped', async () => {
    const { changes, stop } = follow({ polling: true });
    await jest.advanceTimersByTimeAsync(0);
    const stream = FakeEventSource.latest();
    stream.open();
    stream.fail();
    await jest.advanceTimersByTimeAsync(POLL_MS * 2);
    stream.open();
    await jest.advanceTimersByTimeAsync(POLL_MS * 2);
    expect(changes).toEqual(['down', 'poll', 'poll', 'back up']);
    stream.fail();
    stop();
    await jest.advanceTimersByTimeAsync(POLL_MS * 2);
    expect(changes).toEqual(['down', 'poll', 'poll', 'back up', 'down']);
  });
});
