export interface StreamedOrder {
  status: string;
  driver_position: unknown;
  version: number;
}

/**
 * An event stream read as a browser would: `next(until)` reads until `until` says stop or the
 * server ends the stream; `close()` leaves. The status is the answer's (401, 429, 204…);
 * `orders` holds every event's data (the name is the order streams').
 */
export async function openEventsOf<Event>(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal, headers });
  const orders: Event[] = [];
  const reader =
    response.ok && response.body
      ? response.body.pipeThrough(new TextDecoderStream()).getReader()
      : null;
  let buffer = '';
  let ended = !reader;
  return {
    status: response.status,
    body: reader ? null : await response.text(),
    orders,
    get ended() {
      return ended;
    },
    async next(until: (orders: Event[]) => boolean = () => false) {
      while (reader && !ended && !until(orders)) {
        const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
        if (done) ended = true;
        buffer += value ?? '';
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) orders.push(JSON.parse(data.slice(6)));
        }
      }
      return orders;
    },
    close: () => controller.abort(),
  };
}

/** An order's event stream (openEventsOf). */
export const openEvents = (url: string, headers: Record<string, string> = {}) =>
  openEventsOf<StreamedOrder>(url, headers);

/** Reads an order's events from `url` until `until` says stop; answers the orders seen. */
export async function readEvents(url: string, until: (orders: { status: string }[]) => boolean) {
  const stream = await openEvents(url);
  const orders = await stream.next(until);
  stream.close();
  return { status: stream.status, orders };
}
