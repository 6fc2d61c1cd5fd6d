// `npm run bench:poll-cost -w api [-- --cpu-prof]`: what one API process spends on a customer's
// poll of their offer list (GET /bargaining/RideGet/{id}/, If-None-Match, answered 304 from
// memory) against a bare route (GET /health), at the same rate, measured one after the other on
// the same process. CPU time read from /proc. With --cpu-prof the process writes a V8 CPU profile
// (api/.cpu-profiles/) to open in Chrome's DevTools.
import { readEnvironment } from '@dakiya/environment';
import { LeanHttpPool } from './support/lean-http.js';
import { startOneApiProcess } from './support/one-api-process.js';
import { inParallel, percentile } from './support/parallel.js';
import { cpuSecondsOf, portPid } from './support/processes.js';
import {
  openRide,
  pollOffers,
  waitingCustomers,
  type WaitingCustomer,
} from './support/waiting-customers.js';
import { registerOnlineDriver } from '@dakiya/test-kit';

const bench = readEnvironment('bench');
const SECONDS = bench.BENCH_SECONDS ?? 15;
const RATE = 1000;
const PORT = 4312;
const PROFILE = process.argv.includes('--cpu-prof');

async function atRate(seconds: number, request: (i: number) => Promise<number>, rate = RATE) {
  const latencies: number[] = [];
  let errors = 0;
  let inFlight = 0;
  const start = performance.now();
  let sent = 0;
  while (performance.now() < start + seconds * 1000) {
    const due = Math.floor(((performance.now() - start) * rate) / 1000);
    while (sent < due) {
      const dueAt = start + (sent * 1000) / rate;
      inFlight += 1;
      void request(sent).then((status) => {
        inFlight -= 1;
        if (status === 200 || status === 304) latencies.push(performance.now() - dueAt);
        else errors += 1;
      });
      sent += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  latencies.sort((a, b) => a - b);
  return { sent, errors, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}

const traceGc = process.argv.includes('--trace-gc');
const api = await startOneApiProcess({
  port: PORT,
  simulate: false,
  nodeFlags: [
    ...(PROFILE ? ['--cpu-prof', '--cpu-prof-dir', '.cpu-profiles'] : []),
    ...(traceGc ? ['--trace-gc'] : []),
  ],
  showOutput: traceGc,
  // Under `with-postgres.mjs` (bench:poll-cost:postgres) the process uses that PostgreSQL.
  databaseUrl: readEnvironment('tools').TEST_DATABASE_URL,
});
const { base } = api;
try {
  const customers: WaitingCustomer[] = await waitingCustomers(base, 200);
  const pid = portPid(base);
  const pool = new LeanHttpPool(base, 32);
  const health = async () => (await pool.get('/health')).status;
  const poll = (i: number) => pollOffers(pool, customers[i % customers.length]!);
  const measure = async (name: string, request: (i: number) => Promise<number>, rate = RATE) => {
    const before = cpuSecondsOf(pid);
    const result = await atRate(SECONDS, request, rate);
    const cpuMs = ((cpuSecondsOf(pid) - before) * 1000) / result.sent;
    console.log(
      `${name}: ${result.sent} at ${rate}/s, ${result.errors} errors, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, API CPU ${(cpuMs * 1000).toFixed(0)} µs a request`,
    );
    return cpuMs;
  };
  await atRate(3, poll); // warm: every list cached, the JIT past its first compiles
  await atRate(3, health);
  const bare = await measure('GET /health', health);
  const polled = await measure('poll (304)', poll);
  console.log(`a poll costs ${(polled / bare).toFixed(2)}× the bare route`);
  if (process.argv.includes('--writes')) {
    // What the writes beside the polls cost: a driver's offer, a customer's new request.
    const fleet = await inParallel(Array.from({ length: 40 }), 6, () =>
      registerOnlineDriver({}, base),
    );
    const writes = (phase: 'offer' | 'ride') => async (i: number) => {
      const waiting = customers[i % customers.length]!;
      if (phase === 'ride') {
        waiting.rideId = await openRide(waiting.customer);
        return 200;
      }
      const made = await fleet[i % fleet.length]!.client.post(
        `/drivers/me/rides/${waiting.rideId}/offers/`,
        { fare: 200 + (i % 8) * 5 },
      );
      return made.status === 201 ? 200 : made.status;
    };
    await measure('offer', writes('offer'), 50);
    await measure('new ride', writes('ride'), 20);
  }
  pool.close();
} finally {
  await api.stop();
}
