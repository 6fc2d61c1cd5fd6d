import assert from 'node:assert/strict';
import type { ApiClient, SignedInCustomer } from '@dakiya/test-kit';

/** A parcel from MG Road to Koramangala, Bengaluru (near the test drivers), as form fields. */
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

const MG_ROAD = { pickup_lat: 12.975, pickup_lng: 77.605, drop_lat: 12.9352, drop_lng: 77.6245 };

/** The customer's new ride request (JSON, 5 kg at ₹200 unless `fields` say otherwise); its id. */
export async function openRide(
  customer: SignedInCustomer,
  fields: Record<string, unknown> = {},
): Promise<number> {
  const ride = await customer.client.post(`/bargaining/${customer.userId}/`, {
    type: 'Parcel',
    pickup_location: 'MG Road',
    drop_location: 'Koramangala',
    offer_fare: 200,
    weight: 5,
    ...MG_ROAD,
    ...fields,
  });
  assert.equal(ride.status, 201, JSON.stringify(ride.body));
  return ride.body.id as number;
}

/** A driver's offer on a ride (the answer as it is). */
export const offer = (driver: ApiClient, rideId: number, fare: number) =>
  driver.post(`/drivers/me/rides/${rideId}/offers/`, { fare });

/** The customer accepts the offer with this code (the offer's `rideId`). */
export const accept = (customer: SignedInCustomer, code: string) =>
  customer.client.post(`/bargaining/RideGet/${customer.userId}/driverassign/${code}/`);
