// Waiting customers whose drivers' lists follow the ride's offer stream instead of polling: each
// holds GET /bargaining/RideGet/{id}/events/ open (a ticket, then the stream), and opens a new one
// when it asks for a new ride, as the booking app does.
import { holdEventStream, type HeldStream } from './lean-event-stream.js';
import { inParallel, percentile as at } from './parallel.js';
import type { WaitingCustomer } from './waiting-customers.js';

export class PushedOffers {
  private readonly streams = new Map<WaitingCustomer, HeldStream>();
  /** Offers made and not yet seen on their ride's stream: code → when asked for. */
  private readonly unseen = new Map<string, number>();
  /**
   * Offers seen before their maker heard back (the event is sent before the offer's answer):
   * code → when first seen.
   */
  private readonly seenFirst = new Map<string, number>();
  private delays: number[] = [];
  /** Requests the customers sent: a ticket and a stream for each stream opened. */
  requests = 0;
  refusedStreams = 0;
  events = 0;

  constructor(private readonly base: string) {}

  /** Every customer follows their open ride. */
  openAll(customers: WaitingCustomer[]): Promise<void> {
    return inParallel(customers, 32, (waiting) => this.follow(waiting)).then(() => undefined);
  }

  /** The customer follows their (new) open ride: the old stream goes. */
  async follow(waiting: WaitingCustomer): Promise<void> {
    this.streams.get(waiting)?.close();
    const ticket = await waiting.customer.client
      .post(`/bargaining/orders/${waiting.rideId}/stream-token/`)
      .catch(() => null);
    this.requests += 2;
    if (ticket?.status !== 201) {
      this.refusedStreams += 1;
      return;
    }
    const path = `/bargaining/RideGet/${waiting.rideId}/events/?token=${encodeURIComponent(ticket.body.token as string)}`;
    const stream = await holdEventStream(this.base, path, (data) => this.heard(data));
    if (stream.status !== 200) this.refusedStreams += 1;
    this.streams.set(waiting, stream);
  }

  /** An offer was asked for at `askedAt`: the time until its stream shows it is measured. */
  offered(code: string, askedAt: number): void {
    const seenAt = this.seenFirst.get(code);
    if (seenAt === undefined) this.unseen.set(code, askedAt);
    else this.delays.push(seenAt - askedAt);
  }

  private heard(data: string): void {
    this.events += 1;
    let list: { rideId: string }[];
    try {
      list = JSON.parse(data) as { rideId: string }[];
    } catch {
      return;
    }
    const now = performance.now();
    for (const { rideId: code } of list) {
      const askedAt = this.unseen.get(code);
      if (askedAt === undefined) {
        if (!this.seenFirst.has(code)) this.seenFirst.set(code, now);
        continue;
      }
      this.delays.push(now - askedAt);
      this.unseen.delete(code);
    }
  }

  /** From an offer's request to its list on the customer's stream, and what never came. */
  takeDelays() {
    const delays = this.delays.sort((a, b) => a - b);
    this.delays = [];
    const missing = this.unseen.size;
    this.unseen.clear();
    this.seenFirst.clear();
    return {
      seen: delays.length,
      missing,
      p50: Number(at(delays, 0.5).toFixed(1)),
      p99: Number(at(delays, 0.99).toFixed(1)),
    };
  }

  closeAll(): void {
    for (const stream of this.streams.values()) stream.close();
    this.streams.clear();
  }
}
