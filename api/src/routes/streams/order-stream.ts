import { API_ROUTES, ORDER_STREAM_TOKEN_TTL_S } from '@dakiya/domain';
import {
  idParamsSchema,
  orderSchema,
  orderStreamQuerySchema,
  orderStreamTokenSchema,
} from '@dakiya/domain/schemas';
import { openEventStream, SessionStreams } from '../../http/event-stream.js';
import { hijackedReplyHead } from '../../http/security-headers.js';
import { SLOT_RENEW_MS } from '../../services/stream-slots.js';
import { responses } from '../../http/responses.js';
import { StreamTickets, orderStreamScope } from '../../services/stream-tickets.js';
import { takeRideStreamSlot } from './ride-stream-slot.js';
import type { OrderView } from '../../services/ride-views.js';
import type { AreaPlugin } from '../area-plugin.js';
import { roleScope, tagRoutes } from '../scopes.js';

const ENDED = new Set(['delivered', 'cancelled', 'expired']);
/** Tickets one customer may ask for a minute: a page follows an order with one every few minutes. */
const STREAM_TOKENS_PER_MINUTE = 20;

/** The version the browser saw last (Last-Event-ID on a reconnect), or -1. */
function lastEventVersion(header: string | string[] | undefined): number {
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isSafeInteger(value) && value >= 0 ? value : -1;
}

/**
 * Server-sent events of one order: the order now, then again on every change (status, driver
 * position). The app falls back to polling GET /bargaining/orders/{id}/ when this fails.
 */
export const orderStreamRoutes: AreaPlugin = async (app, { services }) => {
  const { config, rides, sessions } = services;
  tagRoutes(app, 'rides');
  const tickets = new StreamTickets(config.jwtSecret);
  const sessionStreams = new SessionStreams(sessions);
  app.addHook('onClose', async () => sessionStreams.stop());

  // The ticket is asked for with the customer's token; the stream below is opened with the ticket.
  await roleScope(app, 'consumer', async (customer) => {
    customer.post(
      API_ROUTES.orderStreamToken,
      {
        config: {
          rateLimit: {
            max: STREAM_TOKENS_PER_MINUTE,
            timeWindow: '1 minute',
            // After the scope's token check: the count is the customer's, whatever their address.
            hook: 'preHandler',
            keyGenerator: (request) => `stream-token:${request.user.sub}`,
          },
        },
        schema: {
          summary:
            "A two-minute ticket for the order's event stream (EventSource sends no headers), bound to the session",
          params: idParamsSchema,
          response: responses({ 201: orderStreamTokenSchema }),
        },
      },
      async (request, reply) => {
        await rides.orders.ownedRide(request.user.sub, request.params.id);
        return reply.status(201).send({
          token: tickets.issue(
            { userId: request.user.sub, sid: request.user.sid },
            orderStreamScope(request.params.id),
            ORDER_STREAM_TOKEN_TTL_S,
          ),
          expires_in: ORDER_STREAM_TOKEN_TTL_S,
        });
      },
    );
  });

  app.get(
    API_ROUTES.orderEvents,
    {
      schema: {
        summary: 'The order as server-sent events (`event: order`, id = version)',
        params: idParamsSchema,
        querystring: orderStreamQuerySchema,
        response: responses({ 200: orderSchema }),
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
      const { userId, sid } = slot;
      // Subscribed before the first read, so no change falls between the two.
      const pending: OrderView[] = [];
      let deliver: (order: OrderView) => void = (order) => void pending.push(order);
      const unsubscribe = rides.events.subscribe(rideId, (order) => deliver(order));
      let first: OrderView;
      try {
        first = await rides.orders.order(userId, rideId);
      } catch (error) {
        unsubscribe();
        await slot.release();
        throw error;
      }

      const lastSeen = lastEventVersion(request.headers['last-event-id']);
      if (ENDED.has(first.status) && first.version <= lastSeen) {
        // The browser already has the order's end: 204 tells EventSource to stop reconnecting.
        unsubscribe();
        await slot.release();
        reply.hijack();
        reply.raw.writeHead(204, hijackedReplyHead(reply)).end();
        return;
      }

      let unregister = () => {};
      const stream = openEventStream(request, reply, {
        heartbeat: { everyMs: SLOT_RENEW_MS, run: slot.renew },
        onClose: () => {
          unsubscribe();
          unregister();
          void slot.release();
        },
      });
      if (stream.closed) return;
      unregister = sessionStreams.add(sid, stream.close);
      let lastVersion = lastSeen;
      const send = (order: OrderView) => {
        if (order.version <= lastVersion) return;
        lastVersion = order.version;
        stream.send('order', JSON.stringify(orderSchema.parse(order)), order.version);
        if (ENDED.has(order.status)) stream.close();
      };
      deliver = send;
      for (const order of [first, ...pending]) send(order);
    },
  );
};
