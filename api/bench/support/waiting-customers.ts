// Customers waiting for offers on their own open ride, as the polling benchmarks load them.
import { expectStatus, signUpCustomer, type SignedInCustomer } from '@dakiya/test-kit';
import { inParallel } from './parallel.js';
import type { LeanHttpPool } from './lean-http.js';

const MG_ROAD = { pickup_lat: 12.975, pickup_lng: 77.605, drop_lat: 12.9352, drop_lng: 77.6245 };

export interface WaitingCustomer {
  customer: SignedInCustomer;
  rideId: number;
  /** The offer list's ETag from the last answer, sent back as a browser does. */
  etag: string | null;
}

/** The customer asks for a ride (replacing any open one); answers its id. */
export async function openRide(customer: SignedInCustomer) {
  const ride = await customer.client.post(`/bargaining/${customer.userId}/`, {
    type: 'Parcel',
    pickup_location: 'MG Road',
    drop_location: 'Koramangala',
    offer_fare: 200,
    weight: 2,
    ...MG_ROAD,
  });
  expectStatus(ride, 201, 'ask for a ride');
  return ride.body.id as number;
}

/** `k` new customers, each with an open ride. */
export function waitingCustomers(base: string, k: number): Promise<WaitingCustomer[]> {
  return inParallel(Array.from({ length: k }), 12, async () => {
    const customer = await signUpCustomer(base);
    return { customer, rideId: await openRide(customer), etag: null };
  });
}

/**
 * One poll of the customer's offer list (GET /bargaining/RideGet/{id}/) with If-None-Match;
 * answers the status (0 when there was no answer).
 */
export async function pollOffers(pool: LeanHttpPool, waiting: WaitingCustomer): Promise<number> {
  const answer = await pool.get(`/bargaining/RideGet/${waiting.rideId}/`, {
    authorization: `Bearer ${waiting.customer.access}`,
    ...(waiting.etag ? { 'if-none-match': waiting.etag } : {}),
  });
  if (answer.etag) waiting.etag = answer.etag;
  return answer.status;
}
