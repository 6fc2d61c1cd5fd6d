import type { FastifyReply } from 'fastify';
import { API_ROUTES } from '@dakiya/domain';
import {
  driverRideParamsSchema,
  idParamsSchema,
  imageResponseSchema,
} from '@dakiya/domain/schemas';
import { responses } from '../../http/responses.js';
import type { AreaPlugin } from '../area-plugin.js';
import { roleScope } from '../scopes.js';

/** An image answer: the re-encoded JPEG, private to whoever is signed in. */
function sendJpeg(reply: FastifyReply, data: Buffer) {
  // Private to the signed-in customer or driver: no shared cache keeps it.
  return reply
    .header('content-type', 'image/jpeg')
    .header('cache-control', 'private, no-store')
    .send(data);
}

const jpeg = () => ({
  produces: ['image/jpeg'],
  response: responses({ 200: imageResponseSchema }),
});

/** The owners' own images, fetched with their token (re-encoded JPEGs from image storage). */
export const imageRoutes: AreaPlugin = async (app, { services: { ownedImages, driverFeeds } }) => {
  // Grouped by who may fetch them (one scope per role), not by URL prefix: the paths are mixed.
  await roleScope(app, 'consumer', async (customer) => {
    customer.get(
      API_ROUTES.myPhoto,
      {
        schema: {
          ...jpeg(),
          tags: ['accounts'],
          summary: "The signed-in customer's photo (image/jpeg)",
        },
      },
      async (request, reply) => sendJpeg(reply, await ownedImages.photo(request.user.sub)),
    );

    customer.get(
      API_ROUTES.orderProofPhoto,
      {
        schema: {
          ...jpeg(),
          tags: ['rides'],
          summary: "The photo taken at an order's drop as its proof (image/jpeg), for its customer",
          params: idParamsSchema,
        },
      },
      async (request, reply) =>
        sendJpeg(reply, await ownedImages.proofPhoto(request.user.sub, request.params.id)),
    );

    customer.get(
      API_ROUTES.parcelImage,
      {
        schema: {
          ...jpeg(),
          tags: ['rides'],
          summary: "A ride's parcel image (image/jpeg), for the customer who asked for the ride",
          params: idParamsSchema,
        },
      },
      async (request, reply) =>
        sendJpeg(reply, await ownedImages.parcelImage(request.user.sub, request.params.id)),
    );
  });

  await roleScope(app, 'driver', async (driver) => {
    driver.get(
      API_ROUTES.driverPhoto,
      {
        schema: {
          ...jpeg(),
          tags: ['drivers'],
          summary: "The signed-in driver's photo (image/jpeg; 404 without one)",
        },
      },
      async (request, reply) => sendJpeg(reply, await ownedImages.driverPhoto(request.user.sub)),
    );

    driver.get(
      API_ROUTES.driverParcelImage,
      {
        schema: {
          ...jpeg(),
          tags: ['drivers'],
          summary:
            "A ride's parcel image (image/jpeg), for a driver who may offer on the ride or whose trip it is; 404 otherwise",
          params: driverRideParamsSchema,
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
  });
};
