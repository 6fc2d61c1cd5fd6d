import type { ApiClient, Reply } from './api-client';

/** A step of the driver's trip, as the driver app posts it. */
export type TripStep = 'arrive' | 'start' | 'deliver';

/**
 * Takes a step of the driver's trip where it happens: the driver first reports being at the
 * pickup (arrive, start) or the drop (deliver), since the API refuses a step taken elsewhere.
 */
export async function tripStepThere(
  driver: ApiClient,
  rideId: number,
  step: TripStep,
  body: unknown = {},
): Promise<Reply> {
  const trip = await driver.get('/drivers/me/trip/');
  const place = (trip.body as { pickup?: unknown; drop?: unknown } | undefined)?.[
    step === 'deliver' ? 'drop' : 'pickup'
  ];
  if (trip.status === 200 && place) await driver.put('/drivers/me/position/', place);
  return driver.post(`/drivers/me/trip/${rideId}/${step}/`, body);
}
