import type { Order } from '@dakiya/domain';
import { apiUrl } from '@dakiya/local-system';
import { expectStatus } from './api-client';
import { signUpCustomer, type SignedInCustomer } from './customers';
import { registerOnlineDriver, type OnlineDriver } from './drivers';

/** Where the booked order's parcel is picked up (the drop is Koramangala). */
export const MG_ROAD = { lat: 12.9756, lng: 77.6066 };
const KORAMANGALA = { lat: 12.9352, lng: 77.6245 };

export interface BookedOrder {
  customer: SignedInCustomer;
  driver: OnlineDriver;
  order: Order;
}

/**
 * An accepted order made through the API: a new customer's parcel request from MG Road to
 * Koramangala (with `request`'s fields beside: a recipient, UPI...), a new online driver's offer
 * on it, and the customer's accept.
 */
export async function bookedOrder(
  apiBase = apiUrl(),
  request: Record<string, unknown> = {},
): Promise<BookedOrder> {
  const customer = await signUpCustomer(apiBase);
  const driver = await registerOnlineDriver({}, apiBase);
  const ride = await customer.client.post(`/bargaining/${customer.userId}/`, {
    type: 'Parcel',
    pickup_location: 'MG Road, Bengaluru',
    drop_location: 'Koramangala, Bengaluru',
    offer_fare: 250,
    weight: 3,
    pickup_lat: MG_ROAD.lat,
    pickup_lng: MG_ROAD.lng,
    drop_lat: KORAMANGALA.lat,
    drop_lng: KORAMANGALA.lng,
    ...request,
  });
  expectStatus(ride, 201, 'ride request');
  const offer = await driver.client.post(`/drivers/me/rides/${ride.body.id}/offers/`, {
    fare: 260,
  });
  expectStatus(offer, 201, 'offer');
  const accepted = await customer.client.post(
    `/bargaining/RideGet/${customer.userId}/driverassign/${offer.body.rideId}/`,
  );
  expectStatus(accepted, 200, 'accept');
  return { customer, driver, order: accepted.body as Order };
}
