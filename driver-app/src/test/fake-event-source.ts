import { act } from '@testing-library/react';
import type { DriverFeed } from '@dakiya/domain';

/**
 * The browser's EventSource at the edge, for component tests: records what was opened and lets
 * a test push the server's `feed` events or fail the stream.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  onerror: ((event: Event) => void) | null = null;
  readyState = FakeEventSource.CONNECTING;
  closed = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }

  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.opened.at(-1);
    if (!source) throw new Error('no EventSource was opened');
    return source;
  }

  push(feed: DriverFeed) {
    act(() => {
      this.readyState = FakeEventSource.OPEN;
      this.dispatchEvent(new MessageEvent('feed', { data: JSON.stringify(feed) }));
    });
  }

  /** The server refused or ended the stream for good (its ticket, say). */
  refuse() {
    act(() => {
      this.readyState = FakeEventSource.CLOSED;
      this.onerror?.(new Event('error'));
    });
  }

  static install() {
    FakeEventSource.opened = [];
    Object.defineProperty(window, 'EventSource', {
      configurable: true,
      writable: true,
      value: FakeEventSource,
    });
  }
}
