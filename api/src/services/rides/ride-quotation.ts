import { API_ERRORS, haversineKm } from '@dakiya/domain';
import { ClientError } from '../../client-errors.js';
import type { QuotationService } from '../quotation-service.js';
import { point, type Ride } from '../ride-views.js';

/**
 * How much longer than the straight line a quoted road may be, plus a margin for short trips:
 * roads wind and one-way streets loop, but a quotation several times the distance between the
 * ride's points was priced for other points.
 */
const MAX_ROAD_DETOUR = 3;
const SHORT_TRIP_MARGIN_KM = 2;
/** The booking app quotes distances rounded to 100 m, and points may be a little apart. */
const ROUNDING_KM = 0.2;

const refuse = (message: string) => new ClientError(400, message, { quotation_id: [message] });

/**
 * The estimate of the customer's quotation `quotationId`, for a ride about to be created: a 404
 * or 403 as GET quotation answers, and a 400 for a quotation of another load (category, or a
 * parcel's weight) or of another trip. A quotation keeps only its distance, so a trip is "other"
 * when no road between the ride's points could be that long: shorter than the straight line
 * between them, or more than MAX_ROAD_DETOUR times it.
 */
export async function quotedEstimate(
  quotations: QuotationService,
  userId: number,
  quotationId: number,
  ride: Pick<Ride, 'type' | 'weightKg' | 'pickupLat' | 'pickupLng' | 'dropLat' | 'dropLng'>,
): Promise<number> {
  const quotation = await quotations.get(userId, quotationId);
  if (quotation.parcel_type !== ride.type.toUpperCase())
    throw refuse(API_ERRORS.quotationForOtherLoad);
  if (quotation.weight !== null && ride.weightKg !== null && quotation.weight !== ride.weightKg)
    throw refuse(API_ERRORS.quotationForOtherLoad);
  const pickup = point(ride.pickupLat, ride.pickupLng);
  const drop = point(ride.dropLat, ride.dropLng);
  if (pickup && drop) {
    const straightKm = haversineKm(pickup, drop);
    const tooShort = quotation.distance + ROUNDING_KM < straightKm;
    const tooLong = quotation.distance > straightKm * MAX_ROAD_DETOUR + SHORT_TRIP_MARGIN_KM;
    if (tooShort || tooLong) throw refuse(API_ERRORS.quotationForOtherTrip);
  }
  return quotation.estimated_amount;
}
