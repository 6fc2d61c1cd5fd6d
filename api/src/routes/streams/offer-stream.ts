import { API_ROUTES } from '@dakiya/domain';
import {
  driverOfferListSchema,
  idParamsSchema,
  orderStreamQuerySchema,
} from '@dakiya/domain/schemas';
import { openEventStream, SessionStreams } from '../../http/event-stream.js';
import { responses } from '../../http/responses.js';
import { SLOT_RENEW_MS } from '../../services/stream-slots.js';
import { StreamTickets } from '../../services/stream-tickets.js';
import type { OfferList } from '../../services/rides/offer-lists.js';
import type { AreaPlugin } from '../area-plugin.js';
import { tagRoutes } from '../scopes.js';
import { takeRideStreamSlot } from './ride-stream-slot.js';

/**
 * Server-sent events of the drivers' offers on a customer's open request: the list now, then
 * again whenever it changes in any process. The drivers' list polls GET /bargaining/RideGet/{id}/
 * only while this is down. Opened with the ride's stream ticket (POST .../stream-token/).
 */
export const offerStreamRoutes: AreaPlugin = async (app, { services }) => {
  const { config, rides, sessions } = services;
  tagRoutes(app, 'rides');
  const tickets = new StreamTickets(config.jwtSecret);
  const sessionStreams = new SessionStreams(sessions);
  app.addHook('onClose', async () => sessionStreams.stop());

  app.get(
    API_ROUTES.rideOfferEvents,
    {
      schema: {
        summary: "Drivers' offers on a ride request as server-sent events (`event: offers`)",
        params: idParamsSchema,
        querystring: orderStreamQuerySchema,
        response: responses({ 200: driverOfferListSchema }),
      },
    },
    async (request, reply) => {
      const rideId = request.params.id;
      const slot = await takeRideStreamSlot(
        services,
        tickets,
        request,
        rideId,
        request.query.token,
      );
      // Subscribed before the first read, so no change falls between the two.
      let lastEtag: string | null = null;
      let heardMeanwhile = false;
      let deliver: (list: { offers: OfferList; etag: string }) => void = () => {
        heardMeanwhile = true;
      };
      const unfollow = rides.offerLists.follow(rideId, (list) => deliver(list));
      let first: { offers: OfferList; etag: string };
      try {
        first = await rides.offerLists.get(slot.userId, rideId);
      } catch (error) {
        unfollow();
        await slot.release();
        throw error;
      }

      let unregister = () => {};
      const stream = openEventStream(request, reply, {
        heartbeat: { everyMs: SLOT_RENEW_MS, run: slot.renew },
        onClose: () => {
          unfollow();
          unregister();
          void slot.release();
        },
      });
      if (stream.closed) return;
      unregister = sessionStreams.add(slot.sid, stream.close);
      deliver = ({ offers, etag }) => {
        if (etag === lastEtag) return;
        lastEtag = etag;
        stream.send('offers', JSON.stringify(driverOfferListSchema.parse(offers)));
      };
      deliver(first);
      // A change heard during the first read may not be in it: the list as it is now follows.
      if (heardMeanwhile) void rides.offerLists.get(slot.userId, rideId).then(deliver, () => {});
    },
  );
};
