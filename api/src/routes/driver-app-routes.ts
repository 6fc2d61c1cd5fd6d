import { API_ERRORS, API_ROUTES } from '@dakiya/domain';
import {
  driverEarningsSchema,
  driverFeedSchema,
  driverProfileSchema,
  driverRideParamsSchema,
  driverTripsQuerySchema,
  driverTripsSchema,
  imageResponseSchema,
} from '@dakiya/domain/schemas';
import { requireRole } from '../http/auth.js';
import { readFormBody } from '../http/multipart.js';
import { responses } from '../http/responses.js';
import { ClientError } from '../client-errors.js';
import { sendJpeg } from './image-routes.js';
import type { Api, Services } from './context.js';

const bearer = [{ bearer: [] }];

/** The driver app's own reads: the driver, their photo, the feed, parcel images, earnings, trips. */
export function driverAppRoutes(
  app: Api,
  { drivers, driverFeeds, driverHistory, ownedImages }: Services,
): void {
  const driverOnly = requireRole('driver');
  const doc = (summary: string) => ({ tags: ['drivers'], summary, security: bearer });

  app.get(
    API_ROUTES.driverMe,
    {
      preHandler: driverOnly,
      schema: {
        ...doc('The signed-in driver: profile, vehicle, whether online, photo, rating'),
        response: responses({ 200: driverProfileSchema }),
      },
    },
    async (request) => ({ data: await drivers.profile(request.user.sub) }),
  );

  app.put(
    API_ROUTES.driverPhoto,
    {
      preHandler: driverOnly,
      schema: {
        ...doc(
          "The driver's photo (multipart, field `photo`: the sign-up camera's JPEG; PNG and WebP too), re-encoded as a customer's; answers the profile",
        ),
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

  app.get(
    API_ROUTES.driverPhoto,
    {
      preHandler: driverOnly,
      schema: {
        ...doc("The signed-in driver's photo (image/jpeg; 404 without one)"),
        produces: ['image/jpeg'],
        response: responses({ 200: imageResponseSchema }),
      },
    },
    async (request, reply) => sendJpeg(reply, await ownedImages.driverPhoto(request.user.sub)),
  );

  app.get(
    API_ROUTES.driverFeed,
    {
      preHandler: driverOnly,
      schema: {
        ...doc(
          "Requests the driver may offer on (near, fitting the vehicle; none while offline or on a trip), the driver's offers of the last half hour and where each stands, and the trip under way",
        ),
        response: responses({ 200: driverFeedSchema }),
      },
    },
    async (request) => driverFeeds.feed(request.user.sub),
  );

  app.get(
    API_ROUTES.driverParcelImage,
    {
      preHandler: driverOnly,
      schema: {
        ...doc(
          "A ride's parcel image (image/jpeg), for a driver who may offer on the ride or whose trip it is; 404 otherwise",
        ),
        params: driverRideParamsSchema,
        produces: ['image/jpeg'],
        response: responses({ 200: imageResponseSchema }),
      },
    },
    async (request, reply) =>
      sendJpeg(
        reply,
        await ownedImages.stored(
          await driverFeeds.parcelImageKey(request.user.sub, request.params.rideId),
        ),
      ),
  );

  app.get(
    API_ROUTES.driverEarnings,
    {
      preHandler: driverOnly,
      schema: {
        ...doc("Today's delivered trips and their fares (the day in India)"),
        response: responses({ 200: driverEarningsSchema }),
      },
    },
    async (request) => driverHistory.earnings(request.user.sub),
  );

  app.get(
    API_ROUTES.driverTrips,
    {
      preHandler: driverOnly,
      schema: {
        ...doc("The driver's past trips (delivered or cancelled), newest first, paged"),
        querystring: driverTripsQuerySchema,
        response: responses({ 200: driverTripsSchema }),
      },
    },
    async (request) => driverHistory.trips(request.user.sub, request.query.page),
  );
}
