import { LOGISTICS_VEHICLES } from './constants';

export type VehicleType = (typeof LOGISTICS_VEHICLES)[number]['type'];
export const VEHICLE_TYPES = /*#__PURE__*/ (() =>
  LOGISTICS_VEHICLES.map((v) => v.type) as VehicleType[])();

export function vehicleLabel(type: string): string {
  return LOGISTICS_VEHICLES.find((v) => v.type === type)?.label ?? type;
}

export function capacityKg(type: string): number {
  return LOGISTICS_VEHICLES.find((v) => v.type === type)?.capacityKg ?? 0;
}

/**
 * Whether a vehicle can carry a ride's load. The ride's type is the quotation's parcel type in
 * title case ('Document', 'Parcel', 'Pickup_4ft'...): a logistics ride wants exactly its vehicle.
 */
export function vehicleFits(
  vehicleType: string,
  rideType: string,
  weightKg: number | null,
): boolean {
  const wanted = rideType.toUpperCase();
  if ((VEHICLE_TYPES as string[]).includes(wanted)) return vehicleType === wanted;
  if (wanted === 'DOCUMENT')
    return vehicleType === 'TWO_WHEELER' || vehicleType === 'THREE_WHEELER';
  return capacityKg(vehicleType) >= (weightKg ?? 1);
}
