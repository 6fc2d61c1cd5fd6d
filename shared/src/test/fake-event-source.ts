import { act } from '@testing-library/react';

/**
 * The browser's EventSource at the edge, for tests: records what was opened and lets a test
 * push the server's events, or drop or refuse the stream.
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

  /** The stream is open (the first time, or again after a drop). */
  open() {
    act(() => {
      this.readyState = FakeEventSource.OPEN;
      this.dispatchEvent(new Event('open'));
    });
  }

  /** The server sends an `event` with `data` (as JSON). */
  push(event: string, data: unknown) {
    act(() => {
      this.readyState = FakeEventSource.OPEN;
      this.dispatchEvent(new MessageEvent(event, { data: JSON.stringify(data) }));
    });
  }

  /** The connection dropped: the browser reconnects by itself. */
  fail() {
    act(() => {
      this.readyState = FakeEventSource.CONNECTING;
      this.onerror?.(new Event('error'));
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
