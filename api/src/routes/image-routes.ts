import { API_ROUTES } from '@dakiya/domain';
import { idParamsSchema, imageResponseSchema } from '@dakiya/domain/schemas';
import type { FastifyReply } from 'fastify';
import { requireRole } from '../http/auth.js';
import { responses } from '../http/responses.js';
import type { Api, Services } from './context.js';

const bearer = [{ bearer: [] }];

/** An image answer: the re-encoded JPEG, private to whoever is signed in. */
export function sendJpeg(reply: FastifyReply, data: Buffer) {
  // Private to the signed-in customer or driver: no shared cache keeps it.
  return reply
    .header('content-type', 'image/jpeg')
    .header('cache-control', 'private, no-store')
    .send(data);
}

/** The owner's own images, fetched with their token (re-encoded JPEGs from image storage). */
export function imageRoutes(app: Api, { ownedImages }: Services): void {
  const consumer = requireRole('consumer');

  app.get(
    API_ROUTES.myPhoto,
    {
      preHandler: consumer,
      schema: {
        tags: ['accounts'],
        summary: "The signed-in customer's photo (image/jpeg)",
        security: bearer,
        produces: ['image/jpeg'],
        response: responses({ 200: imageResponseSchema }),
      },
    },
    async (request, reply) => sendJpeg(reply, await ownedImages.photo(request.user.sub)),
  );

  app.get(
    API_ROUTES.parcelImage,
    {
      preHandler: consumer,
      schema: {
        tags: ['rides'],
        summary: "A ride's parcel image (image/jpeg), for the customer who asked for the ride",
        security: bearer,
        params: idParamsSchema,
        produces: ['image/jpeg'],
        response: responses({ 200: imageResponseSchema }),
      },
    },
    async (request, reply) =>
      sendJpeg(reply, await ownedImages.parcelImage(request.user.sub, request.params.id)),
  );
}
