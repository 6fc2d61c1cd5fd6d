import { API_ERRORS, API_ROUTES, ORDER_STREAM_TOKEN_TTL_S } from '@dakiya/domain';
import {
  driverFeedSchema,
  driverFeedStreamQuerySchema,
  orderStreamTokenSchema,
} from '@dakiya/domain/schemas';
import { openEventStream, SessionStreams } from '../../http/event-stream.js';
import { SLOT_RENEW_MS } from '../../services/stream-slots.js';
import { responses } from '../../http/responses.js';
import { ClientError } from '../../client-errors.js';
import { DRIVER_FEED_SCOPE, StreamTickets } from '../../services/stream-tickets.js';
import type { AreaPlugin } from '../area-plugin.js';
import { roleScope, tagRoutes } from '../scopes.js';

/** Tickets one driver may ask for a minute: the app opens the stream again after a drop. */
const STREAM_TOKENS_PER_MINUTE = 20;

/**
 * The driver's feed as server-sent events: `event: feed` with the feed now, then again whenever
 * it changes (driver-feed-hub.ts pushes it). The app falls back to polling GET
 * /drivers/me/feed/ when this fails.
 */
export const driverFeedStreamRoutes: AreaPlugin = async (app, { services }) => {
  const { config, sessions, streamSlots, feedHub } = services;
  tagRoutes(app, 'drivers');
  const tickets = new StreamTickets(config.jwtSecret);
  const sessionStreams = new SessionStreams(sessions);
  app.addHook('onClose', async () => sessionStreams.stop());

  // The ticket is asked for with the driver's token; the stream below is opened with the ticket.
  await roleScope(app, 'driver', async (driver) => {
    driver.post(
      API_ROUTES.driverFeedStreamToken,
      {
        config: {
          rateLimit: {
            max: STREAM_TOKENS_PER_MINUTE,
            timeWindow: '1 minute',
            // After the scope's token check: the count is the driver's, whatever their address.
            hook: 'preHandler',
            keyGenerator: (request) => `feed-token:${request.user.sub}`,
          },
        },
        schema: {
          summary:
            "A two-minute ticket for the feed's event stream (EventSource sends no headers), bound to the session",
          response: responses({ 201: orderStreamTokenSchema }),
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          token: tickets.issue(
            { userId: request.user.sub, sid: request.user.sid },
            DRIVER_FEED_SCOPE,
            ORDER_STREAM_TOKEN_TTL_S,
          ),
          expires_in: ORDER_STREAM_TOKEN_TTL_S,
        }),
    );
  });

  app.get(
    API_ROUTES.driverFeedEvents,
    {
      schema: {
        summary: `The driver's feed as server-sent events (\`event: feed\`), pushed on every change; at most ${config.streamsPerDriver} at once per driver`,
        querystring: driverFeedStreamQuerySchema,
        response: responses({ 200: driverFeedSchema }),
      },
    },
    async (request, reply) => {
      const ticket = tickets.verify(request.query.token, DRIVER_FEED_SCOPE);
      if (ticket === null || !(await sessions.isActive(ticket.sid)))
        throw new ClientError(401, API_ERRORS.streamTokenInvalid);
      const { userId: driverId, sid } = ticket;
      const limits = [{ key: `driver:${driverId}`, cap: config.streamsPerDriver }];
      const streamId = `${request.id}:${process.pid}:${Math.random().toString(36).slice(2)}`;
      if ((await streamSlots.acquire(limits, streamId)) !== 'ok')
        throw new ClientError(429, API_ERRORS.tooManyFeedStreams);
      // Changes pushed before the stream is open wait here (none is lost between the two).
      const pending: string[] = [];
      let deliver: (json: string) => void = (json) => void pending.push(json);
      let following: Awaited<ReturnType<typeof feedHub.follow>>;
      try {
        following = await feedHub.follow(driverId, (json) => deliver(json), request.query.lang);
      } catch (error) {
        await streamSlots.release(limits, streamId);
        throw error;
      }
      let unregister = () => {};
      const stream = openEventStream(request, reply, {
        heartbeat: { everyMs: SLOT_RENEW_MS, run: () => void streamSlots.renew(limits, streamId) },
        onClose: () => {
          following.stop();
          unregister();
          void streamSlots.release(limits, streamId);
        },
      });
      if (stream.closed) return;
      unregister = sessionStreams.add(sid, stream.close);
      // The hub's JSON as it is: feedView builds exactly driverFeedSchema's fields, and a city's
      // worth of drivers get each change (a schema pass per event would cost more than the rest).
      deliver = (json) => stream.send('feed', json);
      for (const json of [following.first, ...pending]) deliver(json);
    },
  );
};
