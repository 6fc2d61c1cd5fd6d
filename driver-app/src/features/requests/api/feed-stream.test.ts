import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { FakeEventSource } from '@dakiya/shared/src/test/fake-event-source';
import { aDriverFeed, aDriverRequest } from '../../../test/fixtures';
import { FEED_STREAM_RETRY_MS, followFeed } from './feed-stream';

beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.install();
});
afterEach(() => {
  jest.useRealTimers();
});

function follow() {
  let tickets = 0;
  const feeds: unknown[] = [];
  let reconnected = 0;
  const stop = followFeed({
    apiBaseUrl: 'http://api.test',
    streamToken: () => Promise.resolve(`ticket-${++tickets}`),
    onFeed: (feed) => feeds.push(feed),
    onReconnected: () => reconnected++,
    EventSourceImpl: FakeEventSource as unknown as typeof EventSource,
  });
  return { stop, feeds, reconnected: () => reconnected };
}

describe('followFeed', () => {
  it('opens the stream with a ticket and hands on each pushed feed', async () => {
    const { feeds, stop } = follow();
    await jest.advanceTimersByTimeAsync(0);
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('http://api.test/drivers/me/feed/events/?token=ticket-1');
    const feed = aDriverFeed({ rides: [aDriverRequest()] });
    stream.push('feed', feed);
    expect(feeds).toEqual([feed]);
    stop();
    expect(stream.closed).toBe(true);
  });

  it('opens a refused stream again with a fresh ticket, and has the feed read again', async () => {
    const { reconnected } = follow();
    await jest.advanceTimersByTimeAsync(0);
    FakeEventSource.latest().refuse();
    await jest.advanceTimersByTimeAsync(FEED_STREAM_RETRY_MS - 1);
    expect(FakeEventSource.opened).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    const again = FakeEventSource.latest();
    expect(again.url).toBe('http://api.test/drivers/me/feed/events/?token=ticket-2');
    again.dispatchEvent(new Event('open'));
    expect(reconnected()).toBe(1);
  });

  it('tries no more once stopped', async () => {
    const { stop } = follow();
    await jest.advanceTimersByTimeAsync(0);
    FakeEventSource.latest().refuse();
    stop();
    await jest.advanceTimersByTimeAsync(FEED_STREAM_RETRY_MS * 3);
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
