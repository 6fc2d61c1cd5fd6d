// One phase of the polling benchmark: K customers, each sending one request a second at its own
// phase, optionally with drivers' offers and new ride requests arriving beside them.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { OnlineDriver } from '@dakiya/test-kit';
import type { LeanHttpPool } from './lean-http.js';
import { percentile as at } from './parallel.js';
import { openRide, pollOffers, type WaitingCustomer } from './waiting-customers.js';

/** What each customer asks for once a second: its offer list, the bare route, or nothing. */
export type Target = 'poll' | 'health' | 'none';

export interface PhaseOptions {
  /** The generator's connections (none needed when the target is 'none'). */
  pool: LeanHttpPool | null;
  customers: WaitingCustomer[];
  target: Target;
  seconds: number;
  /** Offers and new rides arrive (drivers offer, customers ask again), at these rates. */
  writes: {
    fleet: OnlineDriver[];
    offerEveryS: number;
    newRideEveryS: number;
    /** Told of each offer made: its code, and when it was asked for. */
    onOffer?: (code: string, askedAt: number) => void;
    /** Told of each new ride, once the customer has it. */
    onNewRide?: (waiting: WaitingCustomer) => Promise<void>;
  } | null;
}

export interface PhaseResult {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  notModified: number;
  offers: number;
  newRides: number;
  /** Writes refused, by status and message. */
  refused: Map<string, number>;
  lagP99Ms: number;
}

const round = (ms: number) => Number(ms.toFixed(1));

/**
 * Runs one phase. Each request is timed from the moment it was due (no coordinated omission: a
 * server that stalls cannot hide it by holding the sender back).
 */
export async function runPhase({
  pool,
  customers,
  target,
  seconds,
  writes,
}: PhaseOptions): Promise<PhaseResult> {
  const lag = monitorEventLoopDelay({ resolution: 10 });
  const latencies: number[] = [];
  const refused = new Map<string, number>();
  let errors = 0;
  let notModified = 0;
  let offers = 0;
  let newRides = 0;

  const request = async (waiting: WaitingCustomer, dueAt: number) => {
    if (!pool) return;
    const status =
      target === 'poll' ? await pollOffers(pool, waiting) : (await pool.get('/health')).status;
    if (status === 304) notModified += 1;
    if (status === 200 || status === 304) latencies.push(performance.now() - dueAt);
    else errors += 1;
  };
  const refuse = (why: string) => refused.set(why, (refused.get(why) ?? 0) + 1);
  const offer = async (fleet: OnlineDriver[]) => {
    const waiting = customers[Math.floor(Math.random() * customers.length)]!;
    const driver = fleet[Math.floor(Math.random() * fleet.length)]!;
    // At least the customer's ₹200 (a lower offer is refused), as drivers raise in steps of ₹5.
    const askedAt = performance.now();
    const made = await driver.client
      .post(`/drivers/me/rides/${waiting.rideId}/offers/`, {
        fare: 200 + Math.round(Math.random() * 8) * 5,
      })
      .catch(() => null);
    if (made?.status === 201) {
      offers += 1;
      writes?.onOffer?.(made.body.rideId as string, askedAt);
    } else refuse(`${made?.status ?? 'no answer'} ${made?.body?.message ?? ''}`.trim());
  };
  const replaceRide = async () => {
    // The customer asks again (a new request replaces the open one): their list starts afresh.
    const waiting = customers[Math.floor(Math.random() * customers.length)]!;
    try {
      waiting.rideId = await openRide(waiting.customer);
      waiting.etag = null;
      newRides += 1;
      await writes?.onNewRide?.(waiting);
    } catch (error) {
      refuse(`new ride: ${(error as Error).message.slice(0, 60)}`);
    }
  };

  const k = customers.length;
  let inFlight = 0;
  const track = (work: Promise<void>) => {
    inFlight += 1;
    void work.finally(() => (inFlight -= 1));
  };
  const start = performance.now();
  const end = start + seconds * 1000;
  let sent = 0;
  let offersDue = 0;
  let ridesDue = 0;
  lag.enable();
  while (performance.now() < end) {
    const now = performance.now();
    // Customer i is due at start + i/k s, then every second.
    const due = Math.min(Math.floor(((now - start) * k) / 1000), seconds * k);
    while (target !== 'none' && sent < due) {
      track(request(customers[sent % k]!, start + (sent * 1000) / k));
      sent += 1;
    }
    if (writes) {
      const elapsedS = (now - start) / 1000;
      while (offersDue < Math.floor((elapsedS * k) / writes.offerEveryS)) {
        offersDue += 1;
        track(offer(writes.fleet));
      }
      while (ridesDue < Math.floor((elapsedS * k) / writes.newRideEveryS)) {
        ridesDue += 1;
        track(replaceRide());
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  lag.disable();
  latencies.sort((a, b) => a - b);
  return {
    requests: sent,
    p50: round(at(latencies, 0.5)),
    p99: round(at(latencies, 0.99)),
    max: round(at(latencies, 1)),
    errors,
    notModified,
    offers,
    newRides,
    refused,
    lagP99Ms: round(lag.percentile(99) / 1e6),
  };
}
