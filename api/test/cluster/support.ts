import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { asForm, type SignedInCustomer } from '@dakiya/test-kit';
import { BENGALURU_RIDE } from '../support/rides.js';

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

/** A page of its own origin for a browser to run fetch() from (a web app stands in). */
export async function blankPage(): Promise<{ origin: string; close(): void }> {
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end('<!doctype html><title>poller</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/**
 * A pass-through HTTP proxy in front of `target` that records what went by (method, status,
 * If-None-Match): what the browser really sent, whatever fetch() told the page.
 */
export async function recordingProxy(target: string) {
  const seen: Array<{ method: string; status: number; ifNoneMatch: string | undefined }> = [];
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      target + request.url,
      { method: request.method, headers: request.headers },
      (answer) => {
        seen.push({
          method: request.method!,
          status: answer.statusCode!,
          ifNoneMatch: request.headers['if-none-match'],
        });
        response.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, close: () => server.close() };
}
