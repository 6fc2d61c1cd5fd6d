import { API_ROUTES, DRIVER_FEED_RADIUS_KM } from '@dakiya/domain';
import {
  driverOfferParamsSchema,
  driverOfferRequestSchema,
  driverOfferSchema,
  driverRideListSchema,
} from '@dakiya/domain/schemas';
import { responses } from '../../http/responses.js';
import type { AreaPlugin } from '../area-plugin.js';

/** Bargaining from the driver's side: the open requests near them, and offering a fare. */
export const driverOfferRoutes: AreaPlugin = async (app, { services: { drivers, rides } }) => {
  app.get(
    API_ROUTES.driverRides,
    {
      schema: {
        summary: `Open ride requests within ${DRIVER_FEED_RADIUS_KM} km that fit the vehicle; none while offline or on a trip`,
        response: responses({ 200: driverRideListSchema }),
      },
    },
    async (request) => rides.openRides.near(await drivers.byId(request.user.sub)),
  );

  app.post(
    API_ROUTES.driverOffers,
    {
      schema: {
        summary:
          "Offer a fare, at least the customer's (online, near the pickup, a fitting vehicle, not on a trip); a new fare is a new offer",
        params: driverOfferParamsSchema,
        body: driverOfferRequestSchema,
        response: responses({ 201: driverOfferSchema }),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await rides.offers.makeOffer(request.user.sub, request.params.rideId, request.body.fare),
        ),
  );
};
