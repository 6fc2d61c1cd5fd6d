import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ClusterBus } from '../src/shared-state/cluster-bus.js';
import { IDLE_RECHECK_MS, IdleDrivers } from '../src/services/idle-drivers.js';
import type { FeedRideChange } from '../src/services/driver-feed-views.js';

/** The two kinds of message the set listens to, sent by hand. */
function events() {
  const bus = new ClusterBus();
  let resync = () => {};
  return {
    onFeedRide: (listener: (change: FeedRideChange) => void) => bus.on('feed-rides', listener),
    onResync: (listener: () => void) => {
      resync = listener;
      return () => {};
    },
    assigned: (driverId: number | null) =>
      bus.publish('feed-rides', { assignedDriverId: driverId } as FeedRideChange),
    resync: () => resync(),
  };
}

/** A trip read the test finishes by hand. */
function pendingRead<T>() {
  let finish!: (found: T) => void;
  const read = () => new Promise<T>((resolve) => (finish = resolve));
  return { read, finish: (found: T) => finish(found) };
}

const noTrip = (found: string | null) => found === null;

describe('the drivers a process knows are idle', () => {
  it('remembers a driver whose read found no trip, not one with a trip', async () => {
    const idle = new IdleDrivers(events());
    assert.equal(await idle.read(1, async () => null, noTrip), null);
    assert.equal(await idle.read(2, async () => 'ride 9', noTrip), 'ride 9');
    assert.equal(idle.has(1), true);
    assert.equal(idle.has(2), false);
  });

  it('forgets a driver when a ride is assigned to them, in any process, and only them', async () => {
    const heard = events();
    const idle = new IdleDrivers(heard);
    await idle.read(1, async () => null, noTrip);
    await idle.read(2, async () => null, noTrip);
    await heard.assigned(null); // a ride that changed with no driver
    assert.equal(idle.has(1), true);
    await heard.assigned(1);
    assert.equal(idle.has(1), false);
    assert.equal(idle.has(2), true);
  });

  it('does not remember a read that overlapped an assignment: it may predate it', async () => {
    const heard = events();
    const idle = new IdleDrivers(heard);
    const slow = pendingRead<string | null>();
    const reading = idle.read(3, slow.read, noTrip);
    await heard.assigned(7); // any driver: the read cannot tell
    slow.finish(null);
    assert.equal(await reading, null);
    assert.equal(idle.has(3), false);
    await idle.read(3, async () => null, noTrip);
    assert.equal(idle.has(3), true);
  });

  it('reads a driver again after a while, in case a message was lost, not all at once', async () => {
    let now = 1_000_000;
    const idle = new IdleDrivers(events(), () => now);
    const drivers = Array.from({ length: 100 }, (_, i) => i + 1);
    for (const id of drivers) await idle.read(id, async () => null, noTrip);
    now += IDLE_RECHECK_MS / 2 - 1;
    assert.ok(drivers.every((id) => idle.has(id)));
    now += IDLE_RECHECK_MS / 4;
    const stillIdle = drivers.filter((id) => idle.has(id)).length;
    assert.ok(stillIdle > 10 && stillIdle < 90, `${stillIdle} of 100 still idle half-way`);
    now += IDLE_RECHECK_MS / 4 + 1;
    assert.ok(drivers.every((id) => !idle.has(id)));
    await idle.read(1, async () => 'ride 9', noTrip);
    assert.equal(idle.has(1), false);
  });

  it('forgets everyone when messages may have been missed', async () => {
    const heard = events();
    const idle = new IdleDrivers(heard);
    await idle.read(1, async () => null, noTrip);
    const slow = pendingRead<string | null>();
    const reading = idle.read(2, slow.read, noTrip);
    heard.resync();
    slow.finish(null);
    await reading;
    assert.equal(idle.has(1), false);
    assert.equal(idle.has(2), false);
  });
});
