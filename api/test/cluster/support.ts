import assert from 'node:assert/strict';
import pg from 'pg';
import { asForm, type SignedInCustomer } from '@dakiya/test-kit';

/** Bengaluru, near the test drivers (test-kit puts them at MG Road). */
export const BENGALURU_RIDE = {
  type: 'Parcel',
  pickup_location: 'MG Road',
  drop_location: 'Koramangala',
  offer_fare: '200',
  weight: '2',
  pickup_lat: '12.9750',
  pickup_lng: '77.6050',
  drop_lat: '12.9352',
  drop_lng: '77.6245',
};

/** A new ride request of `customer`; answers its id. */
export async function requestRide(customer: SignedInCustomer): Promise<number> {
  const ride = await customer.client.form(
    `/bargaining/${customer.userId}/`,
    asForm(BENGALURU_RIDE),
  );
  assert.equal(ride.status, 201, JSON.stringify(ride.body));
  return ride.body.id;
}

/** One query on the cluster's database. */
export async function query<Row extends pg.QueryResultRow>(
  databaseUrl: string,
  sql: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms until it answers a value, or fails after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | null | undefined>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await sleep(100);
  }
}
