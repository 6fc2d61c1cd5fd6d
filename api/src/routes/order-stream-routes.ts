import { API_ERRORS, API_ROUTES, ORDER_STREAM_TOKEN_TTL_S } from '@dakiya/domain';
import {
  idParamsSchema,
  orderSchema,
  orderStreamQuerySchema,
  orderStreamTokenSchema,
} from '@dakiya/domain/schemas';
import { requireRole } from '../http/auth.js';
import { responses } from '../http/responses.js';
import { ClientError } from '../services/errors.js';
import { OrderStreamTokens } from '../services/order-stream-token.js';
import type { OrderView } from '../services/ride-views.js';
import type { Api, Services } from './context.js';

const HEARTBEAT_MS = 15_000;
const ENDED = new Set(['delivered', 'cancelled', 'expired']);

/**
 * Server-sent events of one order: the order now, then again on every change (status, driver
 * position). The app falls back to polling GET /bargaining/orders/{id}/ when this fails.
 */
export function orderStreamRoutes(app: Api, { config, rides }: Services): void {
  const tokens = new OrderStreamTokens(config.jwtSecret);

  app.post(
    API_ROUTES.orderStreamToken,
    {
      preHandler: requireRole('consumer'),
      schema: {
        tags: ['rides'],
        summary: "A two-minute token for the order's event stream (EventSource sends no headers)",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: responses({ 201: orderStreamTokenSchema }),
      },
    },
    async (request, reply) => {
      await rides.ownedRide(request.user.sub, request.params.id);
      return reply.status(201).send({
        token: tokens.issue(request.user.sub, request.params.id, ORDER_STREAM_TOKEN_TTL_S),
        expires_in: ORDER_STREAM_TOKEN_TTL_S,
      });
    },
  );

  app.get(
    API_ROUTES.orderEvents,
    {
      schema: {
        tags: ['rides'],
        summary: 'The order as server-sent events (`event: order`, id = version)',
        params: idParamsSchema,
        querystring: orderStreamQuerySchema,
        response: responses({ 200: orderSchema }),
      },
    },
    async (request, reply) => {
      const rideId = request.params.id;
      const userId = tokens.verify(request.query.token, rideId);
      if (userId === null) throw new ClientError(401, API_ERRORS.streamTokenInvalid);
      // Subscribed before the first read, so no change falls between the two.
      const pending: OrderView[] = [];
      let deliver: (order: OrderView) => void = (order) => void pending.push(order);
      const unsubscribe = rides.events.subscribe(rideId, (order) => deliver(order));
      let first: OrderView;
      try {
        first = await rides.order(userId, rideId);
      } catch (error) {
        unsubscribe();
        throw error;
      }

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      let lastVersion = -1;
      const send = (order: OrderView) => {
        if (order.version <= lastVersion) return;
        lastVersion = order.version;
        raw.write(
          `id: ${order.version}\nevent: order\ndata: ${JSON.stringify(orderSchema.parse(order))}\n\n`,
        );
        if (ENDED.has(order.status)) close();
      };
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      let closed = false;
      function close() {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        raw.end();
      }
      request.raw.on('close', close);
      raw.write('retry: 2000\n\n');
      deliver = send;
      for (const order of [first, ...pending]) send(order);
    },
  );
}
