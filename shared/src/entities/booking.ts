export interface LatLng {
  lat: number;
  lng: number;
}

export interface Location {
  address: string;
  position: LatLng;
}

export type ParcelType = 'DOCUMENT' | 'PARCEL' | LogisticsVehicle;
export type LogisticsVehicle = 'TWO_WHEELER' | 'THREE_WHEELER' | 'PICKUP_4FT' | 'PICKUP_8FT';

export interface Quotation {
  id: number;
  parcel_type: ParcelType;
  distance: number;
  estimated_amount: number;
}

/** One driver's offer on a ride, as GET /bargaining/RideGet/{id}/ lists it. */
export interface DriverOffer {
  id: number;
  userRide: number;
  rideId: string;
  driver_name: string;
  driveroffer: number;
  vehicle: string;
  car: string;
  timeMins: number;
  overall_experience_rating: number;
  distance_away: number;
}

/** The order returned by driverassign and shown on /your-order. */
export interface Order {
  id: number;
  distance_away: number;
  checkotp: string;
  driver_name: string;
  overall_experience_rating: number;
  driveroffer: number;
  vehicle?: string;
  pickup_location?: string;
  drop_location?: string;
}

export interface CompletedOrder {
  pickupLocation?: string;
  dropLocation?: string;
  orderDate?: string;
  orderTime?: string;
  orderPrice?: number;
  vehicleType?: number;
}
