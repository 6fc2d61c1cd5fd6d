import type { DriverTrip } from '@dakiya/domain';
import { driverTripSchema } from '@dakiya/domain/schemas';

/** The driver's trip as GET /drivers/me/trip/ answers it, built through the contract's schema. */
export const aDriverTrip = (change: Partial<DriverTrip> = {}): DriverTrip =>
  driverTripSchema.parse({
    id: 55,
    status: 'assigned',
    pickup_location: 'MG Road, Bengaluru, Karnataka, India',
    drop_location: 'Hosūr, India',
    pickup: { lat: 12.9756, lng: 77.6066 },
    drop: { lat: 12.7409, lng: 77.8253 },
    fare: 1250,
    customer_name: 'Asha Rao',
    customer_phone: '9876543210',
    trip_km: 36.2,
    weight_kg: 6,
    type: 'PARCEL',
    recipient: { name: null, phone: null, instructions: null },
    payment: { method: 'cash', status: 'due', amount: 1250 },
    proof: null,
    ...change,
  });

/** An error answer in the API's one shape (every message field filled, the code named). */
export const apiError = (code: string, message: string) => ({
  code,
  message,
  msg: message,
  error: message,
});
