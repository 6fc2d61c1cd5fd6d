import type { DriverPastTrip } from '@dakiya/domain';
import { driverPastTripSchema } from '@dakiya/domain/schemas';

/** A past trip as GET /drivers/me/trips/ lists it, built through the contract's schema. */
export const aPastTrip = (change: Partial<DriverPastTrip> = {}): DriverPastTrip =>
  driverPastTripSchema.parse({
    id: 40,
    status: 'delivered',
    pickup_location: 'MG Road, Bengaluru',
    drop_location: 'Hosūr, India',
    fare: 360,
    assigned_at: '2026-11-24T15:30:00.000Z',
    closed_at: '2026-11-24T16:07:00.000Z',
    ...change,
  });
