import { API_ROUTES } from '@dakiya/domain';
import {
  deliverWithCodeRequestSchema,
  deliverWithPhotoFieldsSchema,
  driverPaymentRequestSchema,
  cancelRideRequestSchema,
  driverPositionRequestSchema,
  driverPositionResponseSchema,
  driverLanguageQuerySchema,
  driverStartTripRequestSchema,
  driverTripParamsSchema,
  driverTripSchema,
} from '@dakiya/domain/schemas';
import { API_ERRORS } from '@dakiya/domain';
import { ClientError, fieldErrors } from '../../client-errors.js';
import { readFormBody } from '../../http/multipart.js';
import { responses } from '../../http/responses.js';
import type { AreaPlugin } from '../area-plugin.js';
import { requireRoleInScope, tagRoutes } from '../scopes.js';

/**
 * One step of the driver's trip: its ride in the path, the trip as it is now in the answer (its
 * points in `lang`).
 */
const tripStep = (summary: string) => ({
  summary,
  params: driverTripParamsSchema,
  querystring: driverLanguageQuerySchema,
  response: responses({ 200: driverTripSchema }),
});

/**
 * The driver's trip after an accept: arrive, start with the OTP, deliver with the recipient's code
 * or a photo, receive the fare, cancel, positions.
 */
export const tripRoutes: AreaPlugin = async (app, { services: { trips } }) => {
  requireRoleInScope(app, 'driver');
  tagRoutes(app, 'drivers');

  app.get(
    API_ROUTES.driverTrip,
    {
      schema: {
        summary: 'The ride the driver is booked for (404 when none), its pickup and drop in `lang`',
        querystring: driverLanguageQuerySchema,
        response: responses({ 200: driverTripSchema }),
      },
    },
    async (request) => trips.current(request.user.sub, request.query.lang),
  );

  app.put(
    API_ROUTES.driverPosition,
    {
      schema: {
        summary:
          "The driver's position, every few seconds while online or on a trip (the feed's distances, the customer's map)",
        body: driverPositionRequestSchema,
        response: responses({ 200: driverPositionResponseSchema }),
      },
    },
    async (request) => trips.position(request.user.sub, request.body),
  );

  app.post(
    API_ROUTES.driverArrive,
    { schema: tripStep('At the pickup (assigned → driver_arrived)') },
    async (request) => trips.arrive(request.user.sub, request.params.rideId, request.query.lang),
  );

  app.post(
    API_ROUTES.driverStartTrip,
    {
      schema: {
        ...tripStep("Parcel on board with the customer's OTP (driver_arrived → picked_up)"),
        body: driverStartTripRequestSchema,
      },
    },
    async (request) =>
      trips.start(request.user.sub, request.params.rideId, request.body.otp, request.query.lang),
  );

  app.post(
    API_ROUTES.driverDeliver,
    {
      schema: {
        ...tripStep("Delivered at the drop with the recipient's code (picked_up → delivered)"),
        body: deliverWithCodeRequestSchema,
      },
    },
    async (request) =>
      trips.deliver(
        request.user.sub,
        request.params.rideId,
        request.body.delivery_code,
        request.query.lang,
      ),
  );

  app.post(
    API_ROUTES.driverDeliverWithPhoto,
    {
      schema: {
        ...tripStep(
          "Delivered at the drop, proven by a photo (multipart `photo`) and `received_by`, the receiver's name",
        ),
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const { fields, files } = await readFormBody(request);
      const parsed = deliverWithPhotoFieldsSchema.safeParse(fields);
      if (!parsed.success)
        throw new ClientError(400, API_ERRORS.receiverNameRequired, fieldErrors(parsed.error));
      const photo = files.photo?.data;
      if (!photo)
        throw new ClientError(400, API_ERRORS.proofPhotoRequired, {
          photo: [API_ERRORS.proofPhotoRequired],
        });
      return trips.deliverWithPhoto(
        request.user.sub,
        request.params.rideId,
        { photo, receivedBy: parsed.data.received_by },
        request.query.lang,
      );
    },
  );

  app.post(
    API_ROUTES.driverPayment,
    {
      schema: {
        ...tripStep('The fare received: cash, or the customer’s UPI payment seen'),
        body: driverPaymentRequestSchema,
      },
    },
    async (request) =>
      trips.receivePayment(
        request.user.sub,
        request.params.rideId,
        request.body.method,
        request.query.lang,
      ),
  );

  app.post(
    API_ROUTES.driverCancel,
    {
      schema: {
        ...tripStep('Drop the ride before pickup, with a reason; the customer is told'),
        body: cancelRideRequestSchema,
      },
    },
    async (request) =>
      trips.cancel(
        request.user.sub,
        request.params.rideId,
        request.body.reason,
        request.query.lang,
      ),
  );
};
