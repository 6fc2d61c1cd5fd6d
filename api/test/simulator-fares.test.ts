import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { simulatedFare } from '../src/simulator/driver-simulator.js';

describe("the simulator's fares", () => {
  it("are the customer's fare or up to a fifth more, in ₹5 steps, never less", () => {
    for (const customer of [10, 99, 300, 302.5, 600.01, 10_250.4]) {
      for (const random of [0, 0.25, 0.5, 0.999_999]) {
        const fare = simulatedFare(customer, random);
        const shown = `₹${customer} at ${random}: ₹${fare}`;
        assert.ok(fare >= customer, shown);
        assert.ok(fare < customer * 1.2 + 5, shown);
        assert.equal(fare % 5, 0, shown);
      }
    }
    // The tour's case: ₹300 is offered ₹300, not ₹290.
    assert.equal(simulatedFare(300, 0), 300);
  });
});
