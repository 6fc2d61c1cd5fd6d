import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  cacheFilesLoadedSoFar,
  keepRoutedFilesCached,
  missedByCacheRoute,
} from './cache-loaded-files';

const entry = (name: string, matched: string, final: string) =>
  ({
    name,
    entryType: 'resource',
    workerMatchedSourceType: matched,
    workerFinalSourceType: final,
  }) as unknown as PerformanceEntry;

const fromCache = entry('http://127.0.0.1:3002/940.8270a6c1.js', 'cache', 'cache');
const missed = entry('http://127.0.0.1:3002/886.910c3ad3.js', 'cache', 'network');
const handled = entry('http://127.0.0.1:3002/remoteEntry.js', '', '');
const api = entry('http://127.0.0.1:4000/me/', '', 'network');

describe('files a static route missed', () => {
  it('are those the cache route matched and the network answered', () => {
    expect(missedByCacheRoute([fromCache, missed, handled, api])).toEqual([missed.name]);
  });

  it('are none in a browser that does not say where a file came from', () => {
    const plain = { name: 'http://127.0.0.1:3000/main.755f2188.js' } as PerformanceEntry;
    expect(missedByCacheRoute([plain])).toEqual([]);
  });
});

describe('keeping routed files cached', () => {
  const original = globalThis.PerformanceObserver;
  afterEach(() => {
    globalThis.PerformanceObserver = original;
  });

  /** A PerformanceObserver whose observers are called with the entries given to `emit`. */
  function fakeObserver() {
    const callbacks: PerformanceObserverCallback[] = [];
    const observed: PerformanceObserverInit[] = [];
    globalThis.PerformanceObserver = class {
      constructor(callback: PerformanceObserverCallback) {
        callbacks.push(callback);
      }
      observe(options: PerformanceObserverInit) {
        observed.push(options);
      }
    } as unknown as typeof PerformanceObserver;
    const emit = (entries: PerformanceEntry[]) =>
      callbacks.forEach((callback) =>
        callback({ getEntries: () => entries } as PerformanceObserverEntryList, {} as never),
      );
    return { emit, observed };
  }

  it('hands the worker what came from the network, now and later, and nothing else', () => {
    const { emit, observed } = fakeObserver();
    const messageSW = jest.fn((message: unknown) => Promise.resolve(message));
    keepRoutedFilesCached({ messageSW } as never);
    expect(observed).toEqual([{ type: 'resource', buffered: true }]);

    emit([fromCache, handled, api]);
    expect(messageSW).not.toHaveBeenCalled();
    emit([fromCache, missed]);
    expect(messageSW).toHaveBeenCalledTimes(1);
    expect(messageSW).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: { urlsToCache: [missed.name] },
    });
  });
});

describe('the files loaded before the worker was there', () => {
  it('are all handed to it, its own rules choosing what to store', () => {
    const loaded = [fromCache, missed, handled, api];
    // jsdom has no Resource Timing: the page's list as a browser keeps it.
    const read = jest.fn((type: string) => (type === 'resource' ? loaded : []));
    Object.defineProperty(performance, 'getEntriesByType', { value: read, configurable: true });
    const messageSW = jest.fn((message: unknown) => Promise.resolve(message));
    cacheFilesLoadedSoFar({ messageSW } as never);
    expect(read).toHaveBeenCalledWith('resource');
    expect(messageSW).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: { urlsToCache: loaded.map((entry) => entry.name) },
    });
    delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  });
});
