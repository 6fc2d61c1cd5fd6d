import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { FakeEventSource } from '@dakiya/shared/src/test/fake-event-source';
import { aDriverFeed, aDriverRequest } from '../../../test/fixtures';
import { FEED_POLL_MS, FEED_STREAM_RETRY_MS, followFeed } from './feed-stream';

beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.install();
});
afterEach(() => {
  jest.useRealTimers();
});

/** Follows the feed with the fake EventSource, or as a browser that has none. */
function follow({ eventSource = true } = {}) {
  let tickets = 0;
  const feeds: unknown[] = [];
  let reads = 0;
  const stop = followFeed({
    apiBaseUrl: 'http://api.test',
    lang: 'hi',
    streamToken: () => Promise.resolve(`ticket-${++tickets}`),
    onFeed: (feed) => feeds.push(feed),
    readAgain: () => reads++,
    EventSourceImpl: eventSource ? (FakeEventSource as unknown as typeof EventSource) : undefined,
  });
  return { stop, feeds, reads: () => reads };
}

describe('followFeed', () => {
  it("opens the stream in the driver's language with a ticket and hands on each pushed feed", async () => {
    const { feeds, stop } = follow();
    await jest.advanceTimersByTimeAsync(0);
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('http://api.test/drivers/me/feed/events/?lang=hi&token=ticket-1');
    const feed = aDriverFeed({ rides: [aDriverRequest()] });
    stream.push('feed', feed);
    expect(feeds).toEqual([feed]);
    stop();
    expect(stream.closed).toBe(true);
  });

  it('opens a refused stream again with a fresh ticket, and has the feed read again', async () => {
    const { reads } = follow();
    await jest.advanceTimersByTimeAsync(0);
    FakeEventSource.latest().refuse();
    await jest.advanceTimersByTimeAsync(FEED_STREAM_RETRY_MS - 1);
    expect(FakeEventSource.opened).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    const again = FakeEventSource.latest();
    expect(again.url).toBe('http://api.test/drivers/me/feed/events/?lang=hi&token=ticket-2');
    again.dispatchEvent(new Event('open'));
    expect(reads()).toBe(2); // one poll while down (FEED_POLL_MS = the retry delay), one on return
  });

  it('reads the feed every few seconds while the stream is down, and no more once it is back', async () => {
    const { reads, stop } = follow();
    await jest.advanceTimersByTimeAsync(0);
    FakeEventSource.latest().fail();
    await jest.advanceTimersByTimeAsync(FEED_POLL_MS * 3);
    expect(reads()).toBe(3);
    FakeEventSource.latest().open();
    expect(reads()).toBe(4);
    await jest.advanceTimersByTimeAsync(FEED_POLL_MS * 3);
    expect(reads()).toBe(4);
    stop();
  });

  it('reads the feed every few seconds in a browser without EventSource, until stopped', async () => {
    Object.defineProperty(window, 'EventSource', { configurable: true, value: undefined });
    const { reads, stop } = follow({ eventSource: false });
    await jest.advanceTimersByTimeAsync(FEED_POLL_MS * 2);
    expect(reads()).toBe(2);
    stop();
    await jest.advanceTimersByTimeAsync(FEED_POLL_MS * 2);
    expect(reads()).toBe(2);
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
