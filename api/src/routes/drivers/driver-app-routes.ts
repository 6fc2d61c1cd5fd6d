import { API_ERRORS, API_ROUTES } from '@dakiya/domain';
import {
  driverEarningsSchema,
  driverFeedSchema,
  driverLanguageQuerySchema,
  driverProfileSchema,
  driverStatusRequestSchema,
  driverStatusResponseSchema,
  driverTripsQuerySchema,
  driverTripsSchema,
} from '@dakiya/domain/schemas';
import { ClientError } from '../../client-errors.js';
import { readFormBody } from '../../http/multipart.js';
import { responses } from '../../http/responses.js';
import type { AreaPlugin } from '../area-plugin.js';

/** The driver app's own: the driver and their photo, going online, the feed, earnings, trips. */
export const driverAppRoutes: AreaPlugin = async (
  app,
  { services: { drivers, driverFeeds, driverHistory } },
) => {
  app.get(
    API_ROUTES.driverMe,
    {
      schema: {
        summary: 'The signed-in driver: profile, vehicle, whether online, photo, rating',
        response: responses({ 200: driverProfileSchema }),
      },
    },
    async (request) => ({ data: await drivers.profile(request.user.sub) }),
  );

  app.put(
    API_ROUTES.driverPhoto,
    {
      schema: {
        summary:
          "The driver's photo (multipart, field `photo`: the sign-up camera's JPEG; PNG and WebP too), re-encoded as a customer's; answers the profile",
        consumes: ['multipart/form-data'],
        response: responses({ 200: driverProfileSchema }),
      },
    },
    async (request) => {
      const { files } = await readFormBody(request);
      if (!files.photo)
        throw new ClientError(400, API_ERRORS.uploadNotImage, {
          photo: [API_ERRORS.fieldRequired],
        });
      await drivers.setPhoto(request.user.sub, files.photo.data);
      return { data: await drivers.profile(request.user.sub) };
    },
  );

  app.put(
    API_ROUTES.driverStatus,
    {
      schema: {
        body: driverStatusRequestSchema,
        response: responses({ 200: driverStatusResponseSchema }),
      },
    },
    async (request) => {
      const d = await drivers.setStatus(request.user.sub, request.body);
      return { data: { id: d.id, online: d.online, lat: d.lat, lng: d.lng } };
    },
  );

  app.get(
    API_ROUTES.driverFeed,
    {
      schema: {
        summary:
          "Requests the driver may offer on (near, fitting the vehicle; none while offline or on a trip; pickup and drop in `lang`), the driver's offers of the last half hour and where each stands, and the trip under way",
        querystring: driverLanguageQuerySchema,
        response: responses({ 200: driverFeedSchema }),
      },
    },
    async (request) => driverFeeds.feed(request.user.sub, request.query.lang),
  );

  app.get(
    API_ROUTES.driverEarnings,
    {
      schema: {
        summary: "Today's delivered trips and their fares (the day in India)",
        response: responses({ 200: driverEarningsSchema }),
      },
    },
    async (request) => driverHistory.earnings(request.user.sub),
  );

  app.get(
    API_ROUTES.driverTrips,
    {
      schema: {
        summary:
          "The driver's past trips (delivered or cancelled), newest first, paged; pickup and drop in `lang`",
        querystring: driverTripsQuerySchema,
        response: responses({ 200: driverTripsSchema }),
      },
    },
    async (request) =>
      driverHistory.trips(request.user.sub, request.query.page, request.query.lang),
  );
};
