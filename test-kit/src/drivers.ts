import { apiUrl } from '@dakiya/local-system';
import { apiClient, expectStatus, type ApiClient } from './api-client';
import { otpIn, lastMessageTo } from './outbox';

let seq = 0;
/**
 * This process's part of the phone numbers (one driver per phone, and several test processes may
 * share an API): random, and above the simulator's seeded 9100xxxxxx.
 */
const PROCESS_TAG = String(20_000 + Math.floor(Math.random() * 80_000));

export type NewDriver = ReturnType<typeof newDriver>;

/** Registration fields of a driver (the API's driver side, POST /drivers/). */
export function newDriver(vehicle_type = 'TWO_WHEELER') {
  seq += 1;
  return {
    name: 'Ravi Kumar',
    phone_number: `9${PROCESS_TAG}${String(seq % 10_000).padStart(4, '0')}`,
    vehicle_type,
    vehicle_model: 'Honda Activa',
    registration: `KA 01 AB ${1000 + (seq % 9000)}`,
  };
}

/** Near MG Road, Bengaluru, where the tests' rides start. */
const NEAR_MG_ROAD = { lat: 12.98, lng: 77.6 };

export interface OnlineDriver {
  driver: NewDriver;
  access: string;
  refresh: string;
  /** A client of the same API that sends this driver's access token. */
  client: ApiClient;
}

/**
 * Registers a new driver and puts them online at `position`, ready to see nearby ride requests
 * and make offers. `apiBase` defaults to the local system's API.
 */
export async function registerOnlineDriver(
  { vehicle_type = 'TWO_WHEELER', position = NEAR_MG_ROAD } = {},
  apiBase = apiUrl(),
): Promise<OnlineDriver> {
  const driver = newDriver(vehicle_type);
  const http = apiClient(apiBase);
  // Sign-up proves the phone: the OTP texted to it, read from the development outbox.
  expectStatus(
    await http.post('/drivers/otp/', { phone_number: driver.phone_number }),
    200,
    'driver sign-up OTP',
  );
  const otp = otpIn(await lastMessageTo(`+91${driver.phone_number}`, apiBase));
  const registered = await http.post('/drivers/', { ...driver, otp });
  expectStatus(registered, 201, 'register a driver');
  const client = apiClient(apiBase, registered.body.access);
  expectStatus(
    await client.put('/drivers/me/status/', { online: true, ...position }),
    200,
    'driver online',
  );
  return { driver, access: registered.body.access, refresh: registered.body.refresh, client };
}
