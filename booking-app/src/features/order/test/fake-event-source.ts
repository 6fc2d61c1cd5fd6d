import { act } from '@testing-library/react';
import type { Order } from '@dakiya/domain';

/**
 * The browser's EventSource at the edge, for component tests: records what was opened and lets
 * a test push the server's `order` events or fail the stream.
 */
export class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  onerror: ((event: Event) => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }

  close() {
    this.closed = true;
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.opened.at(-1);
    if (!source) throw new Error('no EventSource was opened');
    return source;
  }

  push(order: Order) {
    act(() => {
      this.dispatchEvent(new MessageEvent('order', { data: JSON.stringify(order) }));
    });
  }

  fail() {
    act(() => this.onerror?.(new Event('error')));
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
