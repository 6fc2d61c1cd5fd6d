import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { registerOnlineDriver, signUpCustomer, tripStepThere } from '@dakiya/test-kit';
import { rideRequests } from '../src/db/schema.js';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';
import { accept, offer, openRide } from './support/rides.js';

describe(`the order history's date and time (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  /** Moves a ride's booking (and delivery) to known moments, minutes apart. */
  const setMoments = (rideId: number, moments: { createdAt: Date; deliveredAt?: Date }) =>
    api.database.db.update(rideRequests).set(moments).where(eq(rideRequests.id, rideId));

  it('shows when each order was booked, not its last change, newest booking first', async () => {
    const customer = await signUpCustomer(api.url);
    const booking = async () => {
      const driver = await registerOnlineDriver({}, api.url);
      const rideId = await openRide(customer);
      const made = await offer(driver.client, rideId, 230);
      assert.equal(made.status, 201);
      const order = await accept(customer, made.body.rideId);
      assert.equal(order.status, 200);
      return {
        driver: driver.client,
        rideId,
        otp: order.body.checkotp as string,
        code: order.body.delivery_code as string,
      };
    };

    const delivered = await booking();
    for (const [step, body] of [
      ['arrive'],
      ['start', { otp: delivered.otp }],
      ['deliver', { delivery_code: delivered.code }],
    ] as const)
      assert.equal(
        (await tripStepThere(delivered.driver, delivered.rideId, step, body)).status,
        200,
      );
    // Booked 09:12 and delivered 09:25 in India (UTC+05:30).
    await setMoments(delivered.rideId, {
      createdAt: new Date('2026-11-23T03:42:00Z'),
      deliveredAt: new Date('2026-11-23T03:55:00Z'),
    });
    const inProgress = await booking();
    await setMoments(inProgress.rideId, { createdAt: new Date('2026-11-23T03:51:00Z') });

    const history = (await customer.client.get('/bargaining/orders/')).body;
    assert.deepEqual(
      history.results.map((order: Record<string, unknown>) => [
        order.id,
        order.status,
        order.orderDate,
        order.orderTime,
      ]),
      [
        [inProgress.rideId, 'assigned', '23-11-2026', '09:21'],
        [delivered.rideId, 'delivered', '23-11-2026', '09:12'],
      ],
    );
  });
});
