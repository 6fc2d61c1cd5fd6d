import type { NewDriver } from '../services/driver-service.js';
import { VEHICLE_TYPES, type VehicleType } from '@dakiya/domain';

/** City centres the simulated fleet starts around. */
const CITIES = [
  { name: 'Mumbai', lat: 19.076, lng: 72.8777, plate: 'MH 01' },
  { name: 'Delhi', lat: 28.6139, lng: 77.209, plate: 'DL 3C' },
  { name: 'Bengaluru', lat: 12.9716, lng: 77.5946, plate: 'KA 01' },
  { name: 'Hyderabad', lat: 17.385, lng: 78.4867, plate: 'TS 09' },
  { name: 'Chennai', lat: 13.0827, lng: 80.2707, plate: 'TN 09' },
  { name: 'Kolkata', lat: 22.5726, lng: 88.3639, plate: 'WB 02' },
  { name: 'Pune', lat: 18.5204, lng: 73.8567, plate: 'MH 12' },
  { name: 'Ahmedabad', lat: 23.0225, lng: 72.5714, plate: 'GJ 01' },
  { name: 'Jaipur', lat: 26.9124, lng: 75.7873, plate: 'RJ 14' },
  { name: 'Lucknow', lat: 26.8467, lng: 80.9462, plate: 'UP 32' },
];

const FIRST = [
  'Ramesh',
  'Suresh',
  'Imran',
  'Gurpreet',
  'Anil',
  'Vijay',
  'Farhan',
  'Rakesh',
  'Manoj',
  'Arjun',
  'Salim',
  'Deepak',
];
const LAST = [
  'Kumar',
  'Yadav',
  'Shaikh',
  'Singh',
  'Patil',
  'Reddy',
  'Das',
  'Nair',
  'Verma',
  'Iyer',
  'Khan',
  'Gowda',
];
const MODELS: Record<VehicleType, string[]> = {
  TWO_WHEELER: ['Honda Activa', 'TVS Jupiter', 'Hero Splendor'],
  THREE_WHEELER: ['Bajaj RE', 'Piaggio Ape', 'Mahindra Alfa'],
  PICKUP_4FT: ['Tata Ace', 'Mahindra Jeeto', 'Maruti Super Carry'],
  PICKUP_8FT: ['Tata Intra', 'Mahindra Bolero Pik-Up', 'Ashok Leyland Dost'],
};

/** A fixed, repeatable fleet: 8 drivers a city, two of each vehicle class. */
export function seedDrivers(): NewDriver[] {
  let n = 0;
  return CITIES.flatMap((city) =>
    Array.from({ length: 8 }, (_, i) => {
      n += 1;
      const type = VEHICLE_TYPES[i % VEHICLE_TYPES.length]!;
      const angle = (n * 137.5 * Math.PI) / 180;
      const offset = 0.01 + (n % 5) * 0.008;
      return {
        // The surname moves on each round of first names, so no two drivers share a name.
        name: `${FIRST[n % FIRST.length]} ${LAST[(n * 7 + Math.floor(n / FIRST.length)) % LAST.length]}`,
        phoneNumber: `9${String(100000000 + n * 7919).slice(0, 9)}`,
        vehicleType: type,
        vehicleModel: MODELS[type][n % 3]!,
        registration: `${city.plate} ${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + ((n * 3) % 26))} ${String(1000 + ((n * 379) % 9000))}`,
        rating: Math.round((4 + ((n * 13) % 10) / 10) * 10) / 10,
        online: true,
        lat: city.lat + offset * Math.sin(angle),
        lng: city.lng + offset * Math.cos(angle),
        simulated: true,
      };
    }),
  );
}
